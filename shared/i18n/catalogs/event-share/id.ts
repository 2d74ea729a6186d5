import type { Catalog } from "../../catalog.ts";

/** Lembar bagikan, kalender, salin alamat dan "Ingatkan saya" di halaman event, serta e-mail pengingatnya. */
export const eventShareId: Catalog["eventShare"] = {
  share: {
    button: "Bagikan",
    sheetTitle: "Bagikan event ini",
    whatsapp: "WhatsApp",
    x: "X",
    facebook: "Facebook",
    copyLink: "Salin tautan",
    close: "Tutup",
    text: "{title}, {when} di {venue}",
  },
  calendar: {
    heading: "Tambah ke kalender",
    ics: "Unduh .ics (Apple, Outlook)",
    google: "Google Calendar",
    when: "{start} sampai {end}",
  },
  address: { copy: "Salin alamat", copyLabel: "Salin alamat {venue}" },
  remind: {
    button: "Ingatkan saya",
    buttonLabel: "Ingatkan saya tentang {category}",
    dialogTitle: "Ingatkan saya: {category}",
    whenOpens: "Kami kirim e-mail sekali saat penjualan dibuka.",
    whenBack: "Kami kirim e-mail sekali jika tiket tersedia lagi.",
    email: "E-mail",
    signedInAs: "Kami akan mengirim ke {email}.",
    submit: "Ingatkan saya",
    sending: "Menyimpan…",
    done: "Siap. Kami akan mengirim e-mail ke {email}.",
  },
};
