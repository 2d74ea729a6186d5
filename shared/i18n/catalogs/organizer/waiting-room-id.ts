import type { Catalog } from "../../catalog.ts";

/** Teks ruang tunggu event di ruang kerja penyelenggara. */
export const waitingRoomId: Catalog["organizer"]["waitingRoom"] = {
  tab: "Ruang tunggu",
  intro:
    "Untuk penjualan yang akan didatangi lebih banyak pembeli daripada tiketnya: pembeli menunggu dalam satu antrean dan masuk sesuai laju yang Anda tetapkan. Setiap akun yang sudah masuk (login) sebelum penjualan dibuka mendapat urutan acak saat dibuka, jadi datang lebih awal, memuat ulang halaman atau membuka banyak tab tidak memberi keuntungan; pengunjung yang belum masuk menunggu di belakang undian, dan yang datang kemudian masuk sesuai urutan.",
  enabled: "Ruang tunggu aktif",
  enabledHint: "Selama aktif, checkout hanya menerima pembeli yang sudah mendapat giliran.",
  opensAt: "Penjualan dibuka (WIB)",
  opensAtHint: "Urutan diundi pada saat ini untuk semua yang sudah menunggu.",
  admitPerMinute: "Pembeli masuk per menit",
  admitPerMinuteHint:
    "Sesuaikan dengan kemampuan checkout dan stok Anda: terlalu cepat, pembeli mendapati tiket habis saat checkout.",
  tokenMinutes: "Lama giliran (menit)",
  tokenMinutesHint:
    "Pembeli yang tidak memesan tiket dalam waktu ini kehilangan gilirannya untuk antrean berikutnya.",
  save: "Simpan ruang tunggu",
  saving: "Menyimpan…",
  saved: "Ruang tunggu disimpan. Semua server menerapkannya dalam satu detik.",
  readOnly: "Hanya pemilik dan admin yang dapat mengubah ruang tunggu.",
  line: "Antrean",
  inLine: "Dalam antrean",
  admitted: "Sudah masuk",
  drawn: "Urutan diundi",
  notDrawn: "Belum diundi",
  drawnYes: "Ya",
  autoEnabled: "Checkout mengaktifkan ruang tunggu ini sendiri pada {time} karena kelebihan beban.",
  joinRules: "Siapa yang boleh mengantre",
  requireVerifiedEmail: "Hanya akun dengan e-mail terverifikasi",
  requireVerifiedEmailHint:
    "Pengunjung harus masuk dengan alamat e-mail yang sudah terverifikasi sebelum mendapat nomor antrean.",
  requireAccountBefore: "Hanya akun yang dibuat sebelum (WIB)",
  requireAccountBeforeHint:
    "Menutup pintu bagi akun yang dibuat massal untuk penjualan ini. Kosongkan untuk semua akun; paling lambat 10 menit dari sekarang.",
  proofOfWork: "Periksa setiap browser dengan teka-teki singkat",
  proofOfWorkHint:
    "Setiap kali masuk antrean, ponsel pembeli menghitung sepersekian detik secara otomatis; skrip yang masuk dengan banyak cookie membayarnya untuk setiap cookie. Tanpa layanan pihak ketiga.",
  errors: {
    cancelled: "Event ini dibatalkan: tidak ada penjualan untuk diantre.",
    opensAtRequired: "Isi tanggal dan jam penjualan dibuka.",
    rate: "Isi bilangan bulat dari 1 sampai 100.000.",
    tokenMinutes: "Isi jumlah menit (bilangan bulat) dari 1 sampai 1.440.",
  },
};
