import type { Catalog } from "../../catalog.ts";

/** Indonesian messages of the accounts feature. */
export const accountsId: Catalog["accounts"] = {
  registered: "Akun kamu berhasil dibuat.",
  loggedIn: "Kamu berhasil masuk.",
  loggedOut: "Kamu berhasil keluar.",
  profileUpdated: "Profil kamu berhasil diperbarui.",
  passwordChanged: "Kata sandi kamu berhasil disimpan. Sesi di perangkat lain telah dikeluarkan.",
  resetRequested:
    "Jika e-mail ini terdaftar, kami telah mengirim tautan untuk membuat kata sandi baru. Cek kotak masuk kamu, dan folder spam jika belum ada e-mail setelah 5 menit.",
  resetLinkValid: "Tautan masih berlaku. Silakan buat kata sandi baru.",
  passwordReset: "Kata sandi baru kamu berhasil disimpan. Silakan masuk.",
  nikValid: "NIK valid",
  wrongCredentials: "E-mail atau kata sandi salah.",
  wrongOldPassword: "Kata sandi lama salah.",
  emailRegistered: "E-mail ini sudah terdaftar. Silakan masuk.",
  googlePassword:
    "Akun ini masuk dengan Google, jadi tidak punya kata sandi yang bisa diubah di sini. Kelola kata sandi melalui akun Google kamu.",
  googleTokenMissing: "Proses masuk dengan Google belum selesai. Silakan coba lagi.",
  googleFailed: "Akun Google kamu tidak dapat diverifikasi. Silakan coba lagi.",
  googleUnverified: "Alamat e-mail Google kamu belum terverifikasi.",
  resetMail: {
    subject: "Atur ulang kata sandi akun Tiketin kamu",
    greeting: "Halo {name},",
    body: "Kami menerima permintaan untuk mengatur ulang kata sandi akun Tiketin kamu. Buka tautan di bawah ini untuk membuat kata sandi baru:",
    action: "Atur ulang kata sandi",
    expiry: "Tautan ini berlaku selama 30 menit dan hanya bisa dipakai sekali.",
    ignore: "Jika kamu tidak merasa memintanya, abaikan saja e-mail ini: kata sandi kamu tidak berubah.",
  },
  googleMail: {
    subject: "Akun Tiketin kamu masuk dengan Google",
    body: 'Kami menerima permintaan untuk mengatur ulang kata sandi, tetapi akun kamu masuk dengan Google dan tidak memiliki kata sandi Tiketin. Gunakan "Lanjutkan dengan Google" untuk masuk.',
  },
  // Per-account sign-in backoff, its alert mail, the demo's readable mailbox.
  loginBackoff:
    "Terlalu banyak percobaan masuk yang gagal untuk akun ini. Demi keamanan, tunggu {seconds} detik lalu coba lagi.",
  // Per-address backoff: many accounts tried from one address (password spraying).
  loginAddressBackoff:
    "Terlalu banyak percobaan masuk yang gagal dari alamat jaringan kamu. Tunggu {seconds} detik lalu coba lagi.",
  loginAlertMail: {
    subject: "Ada percobaan masuk yang gagal ke akun Tiketin kamu",
    body: "Pada {at} WIB akun kamu mencapai {count} percobaan masuk dengan kata sandi yang salah, dari {addresses} alamat yang berbeda. Setiap percobaan berikutnya kini harus menunggu, mulai dari {seconds} detik, tetapi kamu tetap bisa masuk dengan kata sandi yang benar.",
    notYou:
      "Jika itu bukan kamu, sebaiknya buat kata sandi baru yang belum pernah kamu pakai di tempat lain:",
    action: "Buat kata sandi baru",
    you: "Jika itu kamu, abaikan saja e-mail ini.",
  },
  devMailbox: {
    title: "Kotak surat demo",
    intro:
      "E-mail yang dikirim server ini (pendaftaran, atur ulang kata sandi, e-tiket, transfer) tersimpan di sini karena tidak ada server SMTP. Hanya untuk demo dan pengembangan.",
    address: "Alamat e-mail",
    show: "Tampilkan",
    all: "Semua e-mail",
    latest: "E-mail terbaru",
    for: "E-mail untuk {address}",
    to: "Kepada",
    attachments: "{count} lampiran",
    empty: "Belum ada e-mail.",
  },
  /** Verifikasi e-mail. */
  verification: {
    verified: "Alamat e-mail kamu sudah terverifikasi.",
    resent: "Kami sudah mengirim tautan verifikasi baru. Cek kotak masuk kamu.",
    linkExpired: "Tautan verifikasi ini sudah kedaluwarsa atau sudah dipakai. Masuk lalu minta tautan baru.",
    mail: {
      subject: "Verifikasi alamat e-mail Tiketin kamu",
      greeting: "Halo {name},",
      body: "Buka tautan di bawah ini untuk memastikan alamat e-mail ini milikmu. Tiket yang dikirim orang lain ke alamat ini diterima setelah alamatnya terverifikasi:",
      action: "Verifikasi e-mail",
      expiry:
        "Tautan ini berlaku selama 48 jam dan hanya bisa dipakai sekali. Jika kamu tidak mendaftar di Tiketin, abaikan e-mail ini.",
    },
  },
};
