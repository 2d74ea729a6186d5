import type { Catalog } from "../../catalog.ts";

/** Layar daftar voucher dan detail voucher (spesifikasi bagian 2). */
export const vouchersWebId: Catalog["vouchersWeb"] = {
  list: {
    title: "Voucher",
    intro:
      "Kode diskon yang bisa dipakai sekarang untuk event mendatang. Salin kodenya, atau pakai untuk langsung memilih tiket.",
    empty: "Belum ada voucher yang bisa dipakai saat ini. Cek lagi nanti.",
    loadMore: "Muat lebih banyak",
    count: "{count} voucher | {count} voucher",
  },
  card: {
    forEvent: "Untuk {event}",
    eventWhen: "{date} · {city}",
    details: "Lihat detail",
    detailsLabel: "Lihat detail voucher {code}",
  },
  detail: {
    rules: "Ketentuan",
    terms: "Syarat",
    event: "Event",
    validFrom: "Berlaku mulai {date}",
    validity: "Masa berlaku",
    noEnd: "Berlaku sampai event, selama kuota masih ada",
    seeEvent: "Lihat event",
    back: "Semua voucher",
  },
  errors: { notFound: "Voucher ini tidak ada atau sudah tidak bisa dipakai." },
  meta: {
    listDescription: "Kode diskon untuk konser, festival, event olahraga dan fun run di Tiketin.",
    detailTitle: "Voucher {code}: {event}",
  },
};
