import type { Catalog } from "../../catalog.ts";

/** Indonesian texts of orders and refunds to track and the payout statement (same shape as refunds-en). */
export const refundsId: Catalog["organizer"]["refunds"] = {
  messages: {
    detail: "Pesanan dimuat.",
    resent: "Konfirmasi dikirim ulang beserta e-tiket.",
    recorded: "Pengembalian dana dicatat.",
    refunds: "Daftar pengembalian dana dimuat.",
    payout: "Laporan pembayaran dimuat.",
  },
  errors: {
    nothingToResend:
      "Hanya pesanan lunas dengan e-tiket yang masih berlaku yang punya konfirmasi untuk dikirim ulang.",
    resendTooSoon: "Konfirmasi ini baru saja dikirim. Tunggu {seconds} detik sebelum mengirimnya lagi.",
    alreadyRefunded: "Pengembalian dana untuk pesanan ini sudah dicatat.",
    amountTooHigh: "Pengembalian dana tidak boleh melebihi total pesanan (Rp {total}).",
    notOwed: "Pesanan ini tidak perlu dikembalikan dananya.",
  },
  mail: {
    subject: "{event} dibatalkan",
    greeting: "Halo {name},",
    body: "Penyelenggara membatalkan {event} ({date} WIB). E-tiketmu untuk event ini tidak lagi berlaku di gerbang.",
    reason: "Alasan penyelenggara: {reason}",
    refund:
      "Pembayaranmu akan dikembalikan oleh penyelenggara. Kamu tidak perlu melakukan apa pun; simpan e-mail ini dan nomor invoice-mu.",
    unpaid: "Pesananmu yang belum dibayar untuk event ini telah dibatalkan. Mohon jangan membayarnya.",
    footer: "Mohon maaf atas ketidaknyamanannya. — Tiketin",
    action: "Lihat transaksimu",
  },
  tabs: { refunds: "Pengembalian dana", payout: "Pembayaran" },
  methods: {
    bank_transfer: "Transfer bank",
    ewallet: "E-wallet",
    gateway: "Refund lewat gateway",
    cash: "Tunai",
    other: "Lainnya",
  },
  reasons: {
    late_no_stock: "Dibayar terlambat; tiket sudah habis",
    paid_after_cancel: "Dibayar setelah pembeli membatalkan",
    event_cancelled: "Event dibatalkan",
  },
  order: {
    title: "Pesanan {invoice}",
    back: "Kembali ke pesanan",
    open: "Buka pesanan",
    summary: "Ringkasan",
    buyer: "Pembeli",
    status: "Status",
    method: "Metode pembayaran",
    createdAt: "Dipesan",
    paidAt: "Dibayar",
    amounts: "Rincian biaya",
    tickets: "E-tiket",
    noTickets: "Pesanan ini tidak punya e-tiket.",
    resendTitle: "E-mail konfirmasi",
    resendBody:
      "Mengirim ulang konfirmasi pembayaran, dengan e-tiket dalam PDF, ke alamat pembeli. Paling sering sekali semenit; dicatat di riwayat perubahan.",
    resend: "Kirim ulang konfirmasi",
    resending: "Mengirim…",
    resent: "Terkirim ke {to}.",
    lastResent: "Terakhir dikirim ulang {time} WIB ({count} kali).",
    cannotResend:
      "Tidak ada yang bisa dikirim ulang: hanya pesanan lunas dengan e-tiket berlaku yang punya konfirmasi.",
    refundTitle: "Pengembalian dana",
    owedBecause: "Dana harus dikembalikan ke pembeli: {reason}.",
    notOwed: "Pesanan ini tidak perlu dikembalikan dananya.",
    refunded:
      "Dikembalikan {amount} lewat {method}, referensi {reference}, dicatat oleh {who} pada {time} WIB.",
    recordIntro:
      "Tiketin tidak memindahkan uang: kembalikan dana ke pembeli sendiri, lalu catat di sini agar tidak ada yang terlupa.",
    amount: "Jumlah (Rp)",
    amountHint: "Dari 1 sampai total pesanan, {total}.",
    refundMethod: "Metode",
    reference: "Referensi",
    referenceHint: "Nomor referensi transfer atau catatan yang bisa disebut pembeli.",
    record: "Catat pengembalian",
    recording: "Mencatat…",
  },
  list: {
    title: "Pengembalian dana",
    intro:
      "Pesanan yang dananya harus kembali ke pembeli: pembayaran terlambat saat tiket sudah habis, pembayaran setelah pembeli membatalkan, dan setiap pesanan lunas dari event yang dibatalkan.",
    open: "Perlu dikembalikan",
    refunded: "Sudah dikembalikan",
    openSummary: "{count} pesanan masih harus dikembalikan, total {total}.",
    empty: "Tidak ada dana yang harus dikembalikan.",
    emptyRefunded: "Belum ada pengembalian dana yang dicatat.",
    columns: {
      invoice: "Invoice",
      buyer: "Pembeli",
      reason: "Alasan",
      total: "Total (Rp)",
      paidAt: "Dibayar (WIB)",
      refund: "Pengembalian",
    },
  },
  payout: {
    title: "Laporan pembayaran",
    intro:
      "Per hari pembayaran (WIB): bruto, dikurangi biaya gateway, sama dengan yang harus dibayarkan kepadamu. Tanpa komisi.",
    grossNote:
      "Bruto adalah yang dibayar pembeli untuk tiket (setelah voucher, dengan pajak) ditambah biaya metode pembayaran yang mereka bayar; biaya itu diambil gateway.",
    internetNote:
      "Internet Fee pembeli adalah milik platform, bukan milikmu: ditampilkan terpisah dan tidak termasuk bruto maupun neto.",
    refundNote:
      "Pengembalian dana tidak dikurangkan (Tiketin tidak memindahkan uang): {count} dicatat, total {amount}.",
    download: "Unduh CSV",
    account: "Rekening pembayaran",
    noAccount:
      "Belum ada rekening pembayaran. Pemilik dan bagian keuangan bisa mengaturnya di pengaturan organisasi.",
    empty: "Belum ada pesanan lunas.",
    columns: {
      day: "Tanggal (WIB)",
      orders: "Pesanan",
      gross: "Bruto (Rp)",
      gatewayFees: "Biaya gateway (Rp)",
      netPayable: "Neto dibayarkan (Rp)",
      internetFees: "Internet Fee, milik platform (Rp)",
      total: "Total",
      event: "Event",
      bank: "Bank",
      account: "Rekening",
      holder: "Nama pemilik rekening",
      refunded: "Pengembalian dicatat (jumlah, Rp)",
    },
  },
};
