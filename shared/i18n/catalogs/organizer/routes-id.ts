import type { Catalog } from "../../catalog.ts";

/** Judul, deskripsi dan heading halaman ruang kerja penyelenggara (dimuat bersama namespace organizer). */
export const organizerRoutesId: Catalog["organizer"]["routes"] = {
  OrganizerHome: {
    title: "Ruang kerja penyelenggara",
    description: "Buat dan kelola event kamu di Tiketin.",
    heading: "Ruang kerja penyelenggara",
  },
  OrganizerInvitation: {
    title: "Undangan",
    description: "Bergabung dengan organisasi di Tiketin.",
    heading: "Undangan",
  },
  OrganizerEvents: { title: "Event", description: "Event organisasimu.", heading: "Event" },
  OrganizerEventDetails: {
    title: "Detail event",
    description: "Ubah detail event.",
    heading: "Detail event",
  },
  OrganizerEventTickets: { title: "Tiket", description: "Kategori tiket event.", heading: "Tiket" },
  OrganizerEventSeats: { title: "Kursi", description: "Denah kursi event.", heading: "Kursi" },
  OrganizerEventForm: {
    title: "Formulir pengunjung",
    description: "Formulir pengunjung event.",
    heading: "Formulir pengunjung",
  },
  OrganizerEventVouchers: { title: "Voucher", description: "Voucher event.", heading: "Voucher" },
  OrganizerEventAudit: {
    title: "Log perubahan",
    description: "Perubahan pada event yang sudah terbit.",
    heading: "Log perubahan",
  },
  OrganizerEventDashboard: {
    title: "Dasbor",
    description: "Penjualan, uang, dan check-in event secara langsung.",
    heading: "Dasbor",
  },
  OrganizerDashboard: {
    title: "Dasbor penjualan",
    description: "Penjualan, uang, dan check-in semua event Anda secara langsung.",
    heading: "Dasbor penjualan",
  },
  OrganizerEventBuyers: {
    title: "Pembeli",
    description: "Pengunjung dan pesanan event, langsung, dengan ekspor.",
    heading: "Pembeli",
  },
  OrganizerEventGates: {
    title: "Gerbang",
    description: "Gerbang acara, tautan check-in tiap petugas, dan angka gerbang langsung.",
    heading: "Gerbang",
  },
  OrganizerCheckIn: {
    title: "Check-in",
    description: "Acara yang bisa kamu layani di gerbang.",
    heading: "Check-in",
  },
  OrganizerEventRefunds: {
    title: "Pengembalian dana",
    description: "Pesanan yang dananya harus kembali ke pembeli, dan pengembalian yang dicatat.",
    heading: "Pengembalian dana",
  },
  OrganizerEventWaitingRoom: {
    title: "Ruang tunggu",
    description: "Antrean penjualan: waktu dibuka, laju masuk, dan antrean saat ini.",
    heading: "Ruang tunggu",
  },
  OrganizerEventBoxOffice: {
    title: "Kotak tiket",
    description: "Jual di pintu secara tunai atau QRIS, dan terbitkan tiket undangan.",
    heading: "Kotak tiket",
  },
  OrganizerEventPayout: {
    title: "Laporan pembayaran",
    description: "Bruto, biaya gateway, dan neto yang dibayarkan per hari.",
    heading: "Laporan pembayaran",
  },
  OrganizerOrderDetail: {
    title: "Pesanan",
    description: "Satu pesanan: biaya, e-tiket, pengembalian dana, dan konfirmasi.",
    heading: "Pesanan",
  },
  OrganizerAccessLog: {
    title: "Log akses",
    description: "Siapa yang membuka atau mengekspor data pribadi pembeli, kapan, dan mengapa.",
    heading: "Log akses",
  },
  OrganizerWebhooks: {
    title: "Webhook",
    description:
      "Notifikasi bertanda tangan ke sistem kamu: pesanan dibayar, refund, pindah tangan, check-in.",
    heading: "Webhook",
  },
  OrganizerTeam: { title: "Tim", description: "Anggota dan undangan organisasimu.", heading: "Tim" },
  OrganizerSettings: {
    title: "Pengaturan organisasi",
    description: "Profil dan rekening pencairan.",
    heading: "Pengaturan organisasi",
  },
  OrganizerEventMessages: {
    title: "Pesan",
    description: "Pesan ke pemegang tiket acara: tulis, pratinjau, kirim, dan yang sudah terkirim.",
    heading: "Pesan",
  },
};
