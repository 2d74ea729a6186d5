import type { Catalog } from "../../catalog.ts";

/** Indonesian texts of organisers' messages to an event's ticket holders (same shape as messaging-en). */
export const messagingId: Catalog["organizer"]["messaging"] = {
  tab: "Pesan",
  title: "Pesan ke pemegang tiket",
  intro:
    "Sampaikan kepada pemegang tiket yang masih berlaku hal yang perlu mereka ketahui tentang acara ini: perubahan jadwal atau lokasi, informasi masuk, pemberitahuan keselamatan. Setiap pesan menyebut alasannya, dan e-mail memberi tahu pemegang tiket mengapa mereka menerimanya. Bukan untuk promosi.",
  compose: "Pesan baru",
  reason: "Alasan",
  reasonHint: "Tampil di e-mail: “Kamu menerima e-mail ini karena memegang tiket …: <alasan>”.",
  subject: "Subjek",
  body: "Isi pesan",
  bodyHint: "Teks biasa; baris baru dipertahankan. Paling banyak {max} karakter.",
  category: "Penerima",
  allHolders: "Semua pemegang tiket",
  categoryHolders: "Pemegang tiket {category}",
  previewAction: "Pratinjau",
  previewEmpty:
    "Buat pratinjau untuk membaca pesan seperti penerimanya, dan melihat berapa banyak penerimanya.",
  previewTitle: "Pratinjau",
  previewStale: "Pesan berubah setelah pratinjau. Buat pratinjau lagi sebelum mengirim.",
  recipients: "{count} penerima | {count} penerima",
  recipientsIn: "{language}: {count} penerima | {language}: {count} penerima",
  noRecipients: "Belum ada yang memegang tiket berlaku untuk penerima ini: tidak ada yang bisa dikirimi.",
  pace: "Dikirim paling banyak {perMinute} e-mail per menit: penerima terakhir menerimanya sekitar {minutes} menit setelah dikirim.",
  languages: { id: "Bahasa Indonesia", en: "Bahasa Inggris" },
  send: "Kirim ke {count} penerima | Kirim ke {count} penerima",
  confirmTitle: "Kirim pesan ini?",
  confirmBody:
    "{count} pemegang tiket menerima “{subject}” lewat e-mail. Pesan yang terkirim tidak bisa ditarik kembali. | {count} pemegang tiket menerima “{subject}” lewat e-mail. Pesan yang terkirim tidak bisa ditarik kembali.",
  confirmYes: "Ya, kirim",
  confirmNo: "Kembali",
  sentList: "Pesan terkirim",
  noneSent: "Belum ada pesan yang dikirim untuk acara ini.",
  columns: {
    message: "Pesan",
    recipients: "Penerima",
  },
  queuedOf: "{queued} dari {count} dalam antrean",
  sentOf: "{sent} diserahkan ke server e-mail",
  by: "{name} · {date}",
  states: { sending: "Sedang dikirim", queued: "Dalam antrean" },
  sampleName: "Pemegang tiket",
  reasons: {
    schedule_change: "perubahan jadwal",
    venue_change: "perubahan lokasi",
    entry_information: "informasi masuk",
    safety_notice: "pemberitahuan keselamatan",
    other_event_related: "informasi lain tentang acara",
  },
  mail: {
    subject: "{subject} — {event}",
    greeting: "Halo {name},",
    because: "Kamu menerima e-mail ini karena memegang tiket {event}: {reason}.",
    sentBy:
      "Dikirim oleh penyelenggara, {organiser}, melalui Tiketin. Hanya pesan tentang acara yang dikirim dengan cara ini.",
    tickets: "Lihat tiketmu",
  },
  messages: {
    preview: "Pratinjau siap.",
    sent: "Pesan masuk ke antrean e-mail.",
    list: "Pesan dimuat.",
  },
  errors: {
    unknownCategory: "Kategori tiket ini bukan bagian dari acara.",
    noRecipients: "Tidak ada yang memegang tiket berlaku untuk penerima ini: tidak ada yang bisa dikirimi.",
  },
};
