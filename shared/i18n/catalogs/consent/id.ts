import type { Catalog } from "../../catalog.ts";

/** Spanduk persetujuan cookie: hanya di halaman yang penyelenggaranya memakai analitik. */
export const consentId: Catalog["consent"] = {
  title: "Cookie untuk analitik penyelenggara",
  body: "Penyelenggara event ini mengukur kunjungan dan penjualan tiket dengan {providers}. Itu hanya dimuat jika kamu setuju, dan pilihanmu bisa diubah kapan saja lewat “Pengaturan cookie” di bagian bawah halaman.",
  accept: "Setuju",
  decline: "Tolak",
  ga4: "Google Analytics",
  pixel: "Meta Pixel",
  and: "{first} dan {second}",
  saved: "Pilihan cookie kamu disimpan.",
};
