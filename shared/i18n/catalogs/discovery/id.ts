import type { Catalog } from "../../catalog.ts";

/** Teks Indonesia untuk menemukan event: filter dan urutan di halaman pencarian. */
export const discoveryId: Catalog["discovery"] = {
  filtersHeading: "Filter",
  openFilters: "Filter dan urutan",
  activeCount: "{count} aktif",
  close: "Tutup",
  apply: "Tampilkan hasil",
  reset: "Hapus filter",
  kind: "Kategori",
  anyKind: "Semua",
  city: "Kota",
  anyCity: "Semua kota",
  cityOption: "{city} ({count})",
  date: "Tanggal",
  anyDate: "Kapan saja",
  datePreset: { today: "Hari ini", weekend: "Akhir pekan ini", month: "Bulan ini" },
  from: "Dari",
  to: "Sampai",
  price: "Harga (Rp)",
  priceMin: "Harga terendah",
  priceMax: "Harga tertinggi",
  freeOnly: "Hanya event gratis",
  sort: "Urutkan",
  sortOption: {
    relevance: "Paling sesuai",
    soonest: "Paling dekat",
    price: "Harga terendah",
    popular: "Terpopuler",
  },
  found: "Tidak ada event yang cocok dengan filter ini | Ditemukan {length} event",
  noResults: "Coba kurangi filter atau pilih tanggal lain.",
};
