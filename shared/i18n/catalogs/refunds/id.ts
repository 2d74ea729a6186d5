import type { Catalog } from "../../catalog.ts";

/** Teks server tentang refund untuk pembeli (jawaban API, e-mail rekening bank). */
export const refundsId: Catalog["refunds"] = {
  messages: {
    mine: "Refund dimuat.",
    cancelled: "Tiket dibatalkan. Refund sedang diproses.",
    account: "Refund dimuat.",
    accountSaved: "Rekening bank disimpan. Refund sedang diproses.",
  },
  errors: {
    outsidePolicy:
      "Tiket ini tidak bisa dibatalkan lagi: kebijakan refund event tidak mengizinkannya sekarang.",
    linkUnknown: "Tautan refund ini tidak valid. Buka tautan dari e-mail terbaru tentang refund Anda.",
    linkUsed:
      "Tautan refund ini sudah dipakai atau kedaluwarsa. Jika refund gagal, penyelenggara akan mengirim tautan baru.",
  },
  mail: {
    subject: "Refund {invoice}: ke mana {amount} dikirim?",
    greeting: "Halo {name},",
    body: "{amount} dari pembayaran Anda untuk {event} (invoice {invoice}) sedang dikembalikan. Metode pembayaran Anda tidak bisa menerima dana kembali, jadi kami akan mentransfernya ke rekening bank pilihan Anda.",
    action: "Isi rekening bank Anda",
    expiry:
      "Tautan hanya bisa dipakai sekali dan berlaku 14 hari. Jangan bagikan: siapa pun yang membukanya bisa memilih rekening.",
    footer: "— Tiketin",
  },
};
