import type { Catalog } from "../../catalog.ts";

/** Indonesian messages of the e-tickets API, its PDF and its e-mail (same shape as `./en.ts`). */
export const eTicketsId: Catalog["eTickets"] = {
  messages: {
    myTickets: "E-tiketmu",
    detail: "Detail e-tiket",
    pdf: "PDF e-tiket",
    transferred: "Tiket berhasil dipindahkan. Kode QR lama tidak berlaku lagi.",
    transfers: "Riwayat pemindahan tiket",
    checkedIn: "Pemindaian selesai diperiksa",
    bundle: "Data check-in luring",
    synced: "Pemindaian luring tersinkron",
  },
  errors: {
    transfersDisabled: "Penyelenggara menonaktifkan pemindahan tiket untuk acara ini.",
    transferFrozen: "Pemindahan tiket untuk acara ini ditutup {hours} jam sebelum acara dimulai.",
    eventOver: "Acara ini sudah berlangsung, jadi tiketnya tidak bisa dipindahkan lagi.",
    transferToSelf: "Tiket ini sudah milikmu. Masukkan e-mail orang yang akan menerima tiket.",
    transferInvalidEmail: "Masukkan alamat e-mail yang valid.",
    ticketChanged: "Tiket ini baru saja berubah. Muat ulang lalu coba lagi.",
    checkInDenied: "Tautan check-in ini tidak valid. Minta tautan baru kepada penyelenggara.",
    typedCodeLimit:
      "Terlalu banyak kode tiket yang diketik dari perangkat ini tidak cocok dengan tiket mana pun. Tunggu {minutes} menit sebelum mengetik kode lagi, atau pindai kode QR-nya.",
    shortCodeAmbiguous: "Kode tiket ini cocok dengan lebih dari satu tiket. Pindai kode QR pada tiketnya.",
  },
  verdict: {
    valid: "Valid: silakan masuk",
    already_used: "Sudah dipakai",
    transferred: "Sudah dipindahkan: kode ini sudah diganti",
    void: "Tiket dibatalkan",
    wrong_event: "Bukan untuk acara ini",
    forged: "Kode palsu atau tidak terbaca",
  },
  pdf: {
    title: "E-tiket",
    event: "Acara",
    date: "Tanggal",
    venue: "Tempat",
    category: "Kategori",
    seat: "Kursi",
    noSeat: "Bebas berdiri",
    entry: "Nomor masuk",
    holder: "Pemegang tiket",
    code: "Kode QR dalam teks",
    shortCode: "Kode tiket (ketik di gerbang bila QR tidak terbaca)",
    note: "Tunjukkan kode QR ini di pintu masuk. Setiap kode hanya berlaku sekali; tiket yang dipindahkan mendapat kode baru.",
    page: "Tiket {n} dari {total}",
  },
  mail: {
    transferSubject: "Kamu menerima tiket {event}",
    transferText:
      "{sender} mengirimimu tiket {event} ({date}, {venue}). Buka Tiket Saya di Tiketin untuk melihat kode QR-mu: {link}",
    transferHtml:
      '<p>{sender} mengirimimu tiket <strong>{event}</strong> ({date}, {venue}).</p><p><a href="{link}">Buka Tiket Saya</a> untuk melihat kode QR-mu.</p>',
    newAccountNote:
      "Akun baru dibuat untuk alamat e-mail ini. Gunakan “Lupa kata sandi” di Tiketin untuk membuat kata sandimu.",
    attachmentName: "e-tiket-{invoice}.pdf",
  },
  /** Penerimaan tiket pindahan, data pengunjung penerima, salinan batal pengirim. */
  delivery: {
    claimed: "Tiket sudah masuk ke E-tiketmu.",
    visitorSaved: "Data pengunjung tersimpan.",
    claimExpired:
      "Tautan tiket ini sudah kedaluwarsa atau sudah dipakai. Verifikasi alamat e-mail kamu untuk menerima tiketnya.",
    claimOtherAccount:
      "Tiket ini dikirim ke alamat e-mail lain. Masuk dengan alamat yang menerima e-mail tersebut.",
    visitorAlreadyFilled: "Data pengunjung tiket ini sudah diisi.",
    visitorIncomplete: "Ada data pengunjung yang belum diisi atau tidak valid. Periksa kolom yang ditandai.",
    claimMailNote:
      "Buka tautan ini untuk menerima tiketnya (masuk dengan alamat e-mail ini; berlaku sekali, selama 14 hari): {link}",
    claimMailHtml:
      '<p><a href="{link}">Terima tiketnya</a> (masuk dengan alamat e-mail ini; tautan berlaku sekali, selama 14 hari).</p>',
    voidStamp: "SUDAH DIPINDAHKAN: TIDAK BERLAKU UNTUK MASUK",
    voidNote:
      "Salinan ini dipindahkan ke {email} pada {date}. Kodenya tidak berlaku lagi; tiketnya kini dipegang penerima.",
    voidFilename: "e-tiket-{event}-{entry}-dipindahkan.pdf",
  },
};
