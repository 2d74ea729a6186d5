import type { Catalog } from "../../catalog.ts";

/** Teks Indonesia untuk beranda, pencarian, detail event, dan pemilihan tiket. */
export const catalogueId: Catalog["catalogue"] = {
  common: {
    loadMore: "Muat lebih banyak",
    loading: "Memuat…",
    loadFailed: "Gagal memuat data. Silakan coba lagi.",
    showing: "Menampilkan {shown} dari {total}",
    venueCity: "{venue}, {city}",
  },
  date: {
    sameDay: "{date}, {start} – {end}",
    range: "{start} – {end}",
  },
  card: {
    priceTba: "Harga segera diumumkan",
    soldOut: "Habis",
    openingSoon: "Segera dibuka",
    saleClosed: "Penjualan online ditutup",
    seatsOnly: "Kursi bernomor",
  },
  paymentMethod: {
    qris: "QRIS",
    va_bca: "Virtual account BCA",
    va_bri: "Virtual account BRI",
    va_mandiri: "Virtual account Mandiri",
    va_bni: "Virtual account BNI",
    va_permata: "Virtual account Permata",
    va_bsi: "Virtual account BSI",
    va_sampoerna: "Virtual account Sahabat Sampoerna",
    va_bjb: "Virtual account BJB",
    va_cimb: "Virtual account CIMB",
    ovo: "OVO",
    gopay: "GoPay",
    shopeepay: "ShopeePay",
    credit_card: "Kartu kredit atau debit",
    alfamart: "Alfamart",
    indomaret: "Indomaret",
  },
  detail: {
    eventLimit:
      "Maksimal {count} tiket per akun untuk event ini | Maksimal {count} tiket per akun untuk event ini",
    date: "Tanggal",
    venue: "Lokasi",
    eventEnded: "Event ini sudah selesai.",
    eventRunning: "Event ini sedang berlangsung.",
    voucherSaved: "Voucher {code} akan dipakai saat checkout",
    copyCodeLabel: "Salin kode {code}",
    applyLabel: "Pakai {code}",
  },
};
