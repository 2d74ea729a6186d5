import type { EventCategory } from "#shared/contracts/events.ts";

/** Ticket categories an organiser of each kind of event typically sells, with relative price and size. */

export type Role = "presale" | "regular" | "vip" | "ots" | "bundle";

export interface Template {
  name: string;
  description: string;
  priceFactor: number;
  quotaFactor: number;
  role: Role;
  perAccountLimit?: number;
  items?: { name: string; sizeOptions: string[] }[];
}

const ADULT_SIZES = ["XS", "S", "M", "L", "XL", "XXL"];
const KID_SIZES = ["4-6 th", "7-9 th", "10-12 th"];
const RACE_PACK = [
  { name: "Jersey lari", sizeOptions: ADULT_SIZES },
  { name: "Medali finisher", sizeOptions: [] },
  { name: "BIB dan timing chip", sizeOptions: [] },
];

export const TEMPLATES: Record<EventCategory, Template[]> = {
  concert: [
    {
      name: "Presale",
      description: "Harga spesial, jumlah sangat terbatas.",
      priceFactor: 0.8,
      quotaFactor: 0.1,
      role: "presale",
    },
    {
      name: "Festival (Berdiri)",
      description: "Area berdiri paling dekat panggung.",
      priceFactor: 1,
      quotaFactor: 0.45,
      role: "regular",
    },
    {
      name: "CAT 1 (Duduk)",
      description: "Kursi tribun bebas pilih di area CAT 1.",
      priceFactor: 1.4,
      quotaFactor: 0.25,
      role: "regular",
    },
    {
      name: "CAT 1 + Merchandise",
      description: "Tiket CAT 1 ditambah kaos tur dan lightstick resmi.",
      priceFactor: 1.9,
      quotaFactor: 0.05,
      role: "bundle",
      items: [
        { name: "Kaos tur", sizeOptions: ["S", "M", "L", "XL"] },
        { name: "Lightstick", sizeOptions: [] },
      ],
    },
    {
      name: "VIP",
      description: "Akses jalur masuk khusus dan area VIP.",
      priceFactor: 2.5,
      quotaFactor: 0.1,
      role: "vip",
      perAccountLimit: 2,
    },
    {
      name: "On The Spot",
      description: "Dijual di loket venue pada hari acara.",
      priceFactor: 1.2,
      quotaFactor: 0.05,
      role: "ots",
    },
  ],
  festival: [
    {
      name: "Early Bird 2-Day Pass",
      description: "Akses dua hari dengan harga paling hemat.",
      priceFactor: 1.5,
      quotaFactor: 0.1,
      role: "presale",
    },
    {
      name: "Daily Pass Hari 1",
      description: "Akses festival hari pertama.",
      priceFactor: 1,
      quotaFactor: 0.3,
      role: "regular",
    },
    {
      name: "Daily Pass Hari 2",
      description: "Akses festival hari kedua.",
      priceFactor: 1,
      quotaFactor: 0.3,
      role: "regular",
    },
    {
      name: "2-Day Pass + Merchandise",
      description: "Akses dua hari, kaos festival, dan tote bag.",
      priceFactor: 2.2,
      quotaFactor: 0.1,
      role: "bundle",
      items: [
        { name: "Kaos festival", sizeOptions: ["S", "M", "L", "XL", "XXL"] },
        { name: "Tote bag", sizeOptions: [] },
      ],
    },
    {
      name: "VIP Lounge 2-Day",
      description: "Lounge ber-AC, toilet khusus, dan welcome drink.",
      priceFactor: 3.5,
      quotaFactor: 0.05,
      role: "vip",
      perAccountLimit: 4,
    },
    {
      name: "OTS Daily Pass",
      description: "Dijual di loket festival selama kuota masih ada.",
      priceFactor: 1.2,
      quotaFactor: 0.05,
      role: "ots",
    },
  ],
  sport: [
    {
      name: "Tribun Utara",
      description: "Tribun di belakang gawang utara.",
      priceFactor: 1,
      quotaFactor: 0.35,
      role: "regular",
    },
    {
      name: "Tribun Selatan",
      description: "Tribun di belakang gawang selatan.",
      priceFactor: 1,
      quotaFactor: 0.35,
      role: "regular",
    },
    {
      name: "Tribun Timur",
      description: "Tribun samping, pandangan lapangan penuh.",
      priceFactor: 1.5,
      quotaFactor: 0.2,
      role: "presale",
    },
    {
      name: "VIP Barat",
      description: "Kursi bernomor dengan sandaran di tribun barat.",
      priceFactor: 3,
      quotaFactor: 0.1,
      role: "vip",
      perAccountLimit: 4,
    },
  ],
  fun_run: [
    {
      name: "5K",
      description: "Kategori 5 km, cut-off time 60 menit.",
      priceFactor: 1,
      quotaFactor: 0.4,
      role: "bundle",
      items: RACE_PACK,
    },
    {
      name: "10K",
      description: "Kategori 10 km, cut-off time 100 menit.",
      priceFactor: 1.4,
      quotaFactor: 0.3,
      role: "bundle",
      items: RACE_PACK,
    },
    {
      name: "21K Half Marathon",
      description: "Kategori 21,1 km, cut-off time 3,5 jam. Wajib berusia 17 tahun ke atas.",
      priceFactor: 2,
      quotaFactor: 0.2,
      role: "bundle",
      perAccountLimit: 1,
      items: RACE_PACK,
    },
    {
      name: "Kids Dash 1K",
      description: "Lari anak usia 4-12 tahun, didampingi orang tua.",
      priceFactor: 0.5,
      quotaFactor: 0.1,
      role: "bundle",
      items: [
        { name: "Kaos anak", sizeOptions: KID_SIZES },
        { name: "Medali finisher", sizeOptions: [] },
      ],
    },
  ],
};
