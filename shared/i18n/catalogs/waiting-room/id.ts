import type { Catalog } from "../../catalog.ts";

/** Teks ruang tunggu: pesan API dan layar antrean. */
export const waitingRoomId: Catalog["waitingRoom"] = {
  messages: {
    saved: "Pengaturan ruang tunggu tersimpan",
  },
  errors: {
    eventNotFound: "Event tidak ditemukan.",
    admissionRequired:
      "Penjualan ini memakai ruang tunggu. Silakan tunggu giliran Anda di antrean sebelum membeli tiket.",
    operatorDenied: "Token operator ini tidak valid.",
    turnEnded:
      "Giliran Anda di antrean sudah selesai (pesanan sudah dibayar atau waktu penahanan habis). Untuk membeli lagi, silakan antre kembali.",
    unavailable:
      "Antrean sedang tidak tersedia sebentar. Tempat Anda tetap tersimpan; coba lagi dalam beberapa detik.",
    holdInProgress:
      "Anda sudah menahan tiket pada giliran ini. Bayar tiket tersebut, atau batalkan untuk memilih lagi; satu pembelian per giliran.",
    tooManyJoins: "Terlalu banyak percobaan masuk antrean dari sini. Tunggu sebentar, lalu coba lagi.",
    degraded: "Ruang tunggu terganggu: penyimpanan antrean tidak tersedia, penerimaan antrean dijeda.",
    signInRequired:
      "Penyelenggara hanya mengizinkan akun yang sudah masuk untuk mengantre. Silakan masuk untuk mengambil nomor antrean.",
    verifiedEmailRequired:
      "Penyelenggara hanya mengizinkan akun dengan alamat e-mail terverifikasi untuk mengantre. Buka tautan verifikasi yang kami kirim ke {email} (atau kirim ulang dari akun Anda), lalu coba lagi.",
    accountTooNew:
      "Penyelenggara hanya mengizinkan akun yang dibuat sebelum {date} untuk mengantre; akun Anda dibuat setelahnya.",
    proofMissing:
      "Antrean ini memeriksa setiap browser sebelum masuk. Muat ulang halaman untuk mencoba lagi.",
    proofInvalid:
      "Pemeriksaan browser tidak lolos atau sudah kedaluwarsa. Muat ulang halaman untuk mencoba lagi.",
    proofSpent:
      "Pemeriksaan browser ini sudah dipakai: setiap kali masuk antrean perlu yang baru. Muat ulang halaman untuk mencoba lagi.",
    accountCutoffTooLate:
      "Pilih waktu paling lambat {minutes} menit dari sekarang: batas yang lebih lambat akan meloloskan akun yang dibuat khusus untuk penjualan ini.",
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
      "Penjualan dibuka pukul {time}. Semua yang sudah masuk (login) sebelum itu mendapat nomor acak saat pembukaan, jadi datang lebih awal atau memuat ulang halaman tidak mengubah apa pun.",
    notDrawnYet: "diundi saat pembukaan",
    keepPlace:
      "Anda boleh menutup halaman ini: nomor antrean Anda tersimpan di akun Anda, di perangkat ini maupun yang lain.",
    signedOut:
      "Anda belum masuk. Anda boleh menunggu, tetapi masuklah sebelum giliran Anda; nomor Anda tetap.",
    signedOutBeforeOpening:
      "Anda belum masuk, jadi belum ikut undian: Anda menunggu di belakang semua peserta undian. Masuk sebelum penjualan dibuka untuk ikut undian.",
    signInForDraw: "Masuk untuk ikut undian",
    behindDraw: "di belakang undian",
    signIn: "Masuk dan simpan nomor saya",
    admitted: "Giliran Anda! Anda dapat membeli tiket hingga {time}.",
    buyNow: "Beli tiket sekarang",
    admissionEnded:
      "Giliran Anda sudah selesai: terlewat tanpa dipakai, atau pesanan Anda sudah dibayar. Untuk membeli lagi, buka halaman ini lagi untuk mengambil tempat baru di antrean.",
    noQueue: "Event ini sedang tidak memakai ruang tunggu.",
    goToTickets: "Lihat tiket",
    joining: "Mengambil nomor antrean…",
    checkingBrowser: "Memeriksa browser Anda…",
    signInToJoin: "Masuk untuk mengantre",
    retrying: "Koneksi bermasalah. Mencoba lagi dalam {seconds} detik.",
    announce: "Nomor {place}, {ahead} orang di depan.",
    admittedLastMinute: "Masuk dalam satu menit terakhir",
    admittedPeople: "belum ada | {count} orang",
    ticketsLeft: "Sisa tiket",
    ticketsLeftLevel: {
      many: "1.000 atau lebih",
      hundreds: "ratusan",
      few: "tinggal sedikit (di bawah 100)",
      none_right_now: "sedang habis",
      sold_out: "habis terjual",
    },
    soldOutTitle: "Tiket sudah habis terjual",
    soldOut:
      "Semua tiket sudah terjual, jadi giliran Anda tidak akan mendapat tiket. Anda boleh meninggalkan antrean. Jika tiket dijual lagi (penyelenggara bisa menambah kuota), halaman ini akan memberi tahu, dan nomor antrean Anda tetap tersimpan.",
    noneRightNowTitle: "Belum ada tiket yang tersedia saat ini",
    noneRightNow:
      "Sisa tiket sedang ditahan pembeli yang belum membayar. Tiket yang tidak dibayar akan dijual kembali, jadi tetap mengantre masih bisa membuahkan hasil.",
    backToEvent: "Kembali ke halaman event",
  },
};
