import type { Catalog } from "../../catalog.ts";

/** Indonesian API messages of the payments feature (same shape as `./en.ts`). */
export const paymentsId: Catalog["payments"] = {
  messages: {
    ordered: "Pesananmu sudah dibuat. Selesaikan pembayaran sebelum batas waktunya habis.",
    detail: "Detail pembayaran",
    bankChanged: "Bank virtual account berhasil diganti.",
    ewalletSent: "Permintaan pembayaran sudah dikirim ke e-wallet kamu.",
    status: "Status transaksi",
    cancelled: "Transaksimu sudah dibatalkan.",
    histories: "Riwayat transaksi",
    received: "Callback diterima",
  },
  errors: {
    notFound: "Transaksi tidak ditemukan.",
    noRunningCheckout: "Kamu tidak punya checkout yang sedang berjalan. Silakan buat pesanan baru.",
    visitorDataMissing: "Mohon lengkapi data",
    methodUnavailable: "Metode pembayaran yang dipilih tidak tersedia",
    methodNotSelected: "Silakan pilih metode pembayaran.",
    voucherMethod: "Metode pembayaran yang dipilih tidak dapat digunakan dengan voucher ini.",
    methodFixed:
      "Metode pembayaran tidak bisa diganti setelah pesanan dibuat. Hanya bank virtual account yang bisa diganti.",
    notWaiting: "Transaksi ini sudah tidak menunggu pembayaran.",
    phoneRequired: "Masukkan nomor HP yang terdaftar di OVO.",
    cardTokenRequired: "Masukkan ulang data kartumu.",
    cardTokenInvalid: "Kartu tidak dapat diverifikasi. Silakan masukkan ulang.",
    idempotencyMismatch: "Idempotency key ini sudah dipakai untuk pesanan lain.",
    gatewayUnavailable: "Penyedia pembayaran sedang tidak merespons. Silakan coba lagi sebentar lagi.",
    callbackRefused: "Callback ditolak.",
    callbackUnreadable: "Isi callback tidak dapat dibaca.",
  },
  mail: {
    subject: "Pembayaran berhasil: {event} ({invoice})",
    greeting: "Halo {name},",
    body: "Pembayaranmu sebesar {total} untuk {event} sudah kami terima. E-tiketmu sudah tersedia di Tiket Saya.",
    invoice: "Nomor invoice: {invoice}",
    tickets: "Jumlah tiket: {count}",
    action: "Lihat tiket saya",
    footer: "E-tiket tidak dapat dikembalikan dan tidak dapat dibatalkan. Jangan bagikan kode QR tiketmu.",
  },
};
