import type { Catalog } from "../../catalog.ts";

/** Indonesian messages of the checkout feature (same shape as `./en.ts`, signals kept verbatim). */
export const checkoutId: Catalog["checkout"] = {
  messages: {
    held: "Tiketmu ditahan selama 15 menit. Segera selesaikan pesananmu.",
    detail: "Detail checkout",
    voucherApplied: "Voucher berhasil dipakai",
    voucherRemoved: "Voucher dihapus",
    participantsSaved: "Data pengunjung tersimpan",
  },
  errors: {
    eventNotFound: "Event tidak ditemukan.",
    categoryNotFound: "Kategori tiket ini bukan bagian dari event.",
    notOnSale: {
      available: "{name} tersedia.",
      sold_out: "Tiket {name} sudah habis terjual.",
      staged: "Penjualan {name} belum dibuka.",
      closed: "Penjualan {name} sudah ditutup.",
      fully_booked: "{name} sedang habis sementara. Silakan coba lagi nanti.",
      ots_only: "{name} hanya dijual di loket pada hari acara (OTS).",
    },
    failedToCheckout: "Gagal Checkout",
    categoryLimitExceeded: "Kamu melebihi batas pembelian untuk kategori tiket di bawah ini",
    categoryRemaining: "{name}: {left} lagi",
    quotaRemaining: "{name}: tersisa {left}",
    perTransactionMax: "Maksimal {ticket} tiket untuk setiap transaksi",
    perTransactionMin: "Tiket {name} dibeli minimal {ticket} tiket dalam satu transaksi",
    accountLimitReached:
      "max_tickets_per_account_exceeded:0 Akunmu sudah mencapai batas maksimal pembelian {total} tiket kategori.",
    accountLimitLeft:
      "max_tickets_per_account_exceeded:{ticketLeft} Kamu hanya dapat membeli {ticketLeft} tiket kategori lagi dari batas maksimal {maxTicket} tiket kategori.",
    alreadyHaveTransaction: "already_have_transaction Akunmu sudah mencapai batas maksimal transaksi.",
    previousTransaction: "Selesaikan atau batalkan transaksi sebelumnya sebelum membuat transaksi baru.",
    seatUnavailable: "Kursi tidak tersedia",
    bundleChoiceInvalid: "Pilih ukuran yang valid untuk setiap merchandise {name}, satu per tiket.",
    seatsMismatch: "Pilih tepat satu kursi untuk setiap tiket berkursi.",
    idempotencyMismatch: "Kunci idempotensi ini sudah dipakai untuk checkout lain.",
    noRunningCheckout: "Kamu tidak punya checkout yang sedang berjalan. Silakan buat pesanan baru.",
    visitorDataMissing: "Silakan tambahkan data pengunjung",
    visitorDataIncomplete: "Silakan lengkapi data pengunjung",
    voucherInvalid: "Voucher tidak valid atau sudah melebihi batas pemakaian",
    voucherCannotBeUsed: "Voucher Tidak Dapat Digunakan. Pakai voucher lain atau lanjutkan tanpa voucher.",
    voucherMethod: "Metode pembayaran yang dipilih tidak dapat digunakan untuk voucher ini.",
    methodUnavailable: "Metode pembayaran yang dipilih tidak tersedia",
    busy: "Banyak pembeli sedang checkout. Silakan coba lagi sebentar lagi.",
  },
  fields: {
    agreement: "Centang kotak ini untuk melanjutkan",
    tooManyItems: "Maksimal {max} isian",
    invalidPhone: "Masukkan nomor telepon yang valid",
    invalidDate: "Masukkan tanggal yang valid",
  },
};
