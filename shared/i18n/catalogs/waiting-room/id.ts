import type { Catalog } from "../../catalog.ts";

/** Teks ruang tunggu (issue 19): pesan API dan layar antrean. */
export const waitingRoomId: Catalog["waitingRoom"] = {
  messages: {
    saved: "Pengaturan ruang tunggu tersimpan",
  },
  errors: {
    eventNotFound: "Event tidak ditemukan.",
    admissionRequired:
      "admission_required Penjualan ini memakai ruang tunggu. Silakan tunggu giliran Anda di antrean sebelum membeli tiket.",
    operatorDenied: "Token operator ini tidak valid.",
    turnEnded:
      "Giliran Anda di antrean sudah selesai (pesanan sudah dibayar atau waktu penahanan habis). Untuk membeli lagi, silakan antre kembali.",
    unavailable:
      "Antrean sedang tidak tersedia sebentar. Tempat Anda tetap tersimpan; coba lagi dalam beberapa detik.",
    tooManyJoins: "Terlalu banyak percobaan masuk antrean dari sini. Tunggu sebentar, lalu coba lagi.",
    degraded: "Ruang tunggu terganggu: penyimpanan antrean tidak tersedia, penerimaan antrean dijeda.",
  },
  screen: {
    title: "Ruang tunggu",
    heading: "Anda sedang mengantre",
    forEvent: "untuk {event}",
    place: "Nomor antrean Anda",
    peopleAhead: "Orang di depan Anda",
    estimatedWait: "Perkiraan waktu tunggu",
    waitMinutes: "sekitar {minutes} menit",
    waitUnderMinute: "kurang dari satu menit",
    rate: "Yang masuk",
    ratePerMinute: "{rate} orang per menit",
    lastUpdated: "Terakhir diperbarui",
    inLine: "{count} orang dalam antrean",
    beforeOpening:
      "Penjualan dibuka pukul {time}. Semua yang datang sebelum itu mendapat nomor acak saat pembukaan, jadi datang lebih awal atau memuat ulang halaman tidak mengubah apa pun.",
    notDrawnYet: "diundi saat pembukaan",
    keepPlace:
      "Anda boleh menutup halaman ini: nomor antrean Anda tersimpan di akun Anda, di perangkat ini maupun yang lain.",
    signedOut:
      "Anda belum masuk. Anda boleh menunggu, tetapi masuklah sebelum giliran Anda; nomor Anda tetap.",
    signIn: "Masuk dan simpan nomor saya",
    admitted: "Giliran Anda! Anda dapat membeli tiket hingga {time}.",
    buyNow: "Beli tiket sekarang",
    admissionEnded: "Giliran Anda terlewat dan diberikan ke orang berikutnya dalam antrean.",
    noQueue: "Event ini sedang tidak memakai ruang tunggu.",
    goToTickets: "Lihat tiket",
    joining: "Mengambil nomor antrean…",
    retrying: "Koneksi bermasalah. Mencoba lagi dalam {seconds} detik.",
    announce: "Nomor {place}, {ahead} orang di depan.",
  },
};
