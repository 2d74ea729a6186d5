/** Invented names only: no real artist, athlete or company appears in the demo catalogue. */

export const MUSICIANS: readonly string[] = [
  "Senandung Senja",
  "The Kopi Tubruk",
  "Nadira Putri",
  "Raka Aditya",
  "Kelana Band",
  "Sinar Pagi Orchestra",
  "Laras Anindya",
  "Batas Kota",
  "Gita Samudra",
  "Rintik Hujan",
  "Arunika",
  "Sore di Pelabuhan",
  "Bayu Pratama & Kawan",
  "Tiga Dara Nusantara",
  "Lentera Jingga",
  "Dimas Kurniawan",
  "Swara Rimba",
  "Kidung Malam",
  "Angkasa Biru",
  "Teras Rumah",
  "Mentari Sasmita",
  "Jalur Pantura",
  "Nona Melati",
  "Rasa Sayange Collective",
];

export const DJS: readonly string[] = [
  "DJ Lintang",
  "DJ Kirana",
  "Bassline Borneo",
  "DJ Ombak",
  "Tropika Sound System",
  "DJ Gemintang",
  "Pulau Beat",
  "DJ Segara",
];

export const COMEDIANS_AND_HOSTS: readonly string[] = [
  "Bang Udin Lawak",
  "Mbak Rara Ceria",
  "Koh Hendra Stand-up",
  "Putu Wirawan",
  "Téh Néng Geulis",
];

export type Sport = "football" | "basketball" | "badminton" | "futsal" | "volleyball";

/**
 * Clubs and teams, two per sport: a sport event is a match or tournament of one sport, so its two teams
 * are always of the same one. Ten entries, so the seed's shuffle draws as many numbers as before and
 * every other event of the catalogue stays as it was.
 */
export const TEAMS: readonly { name: string; sport: Sport }[] = [
  { name: "Garuda Muda FC", sport: "football" },
  { name: "Bintang Timur FC", sport: "football" },
  { name: "Elang Jawa Basketball", sport: "basketball" },
  { name: "Harimau Sumatra BC", sport: "basketball" },
  { name: "PB Rajawali Sakti", sport: "badminton" },
  { name: "PB Cendrawasih", sport: "badminton" },
  { name: "Badak Banten Futsal", sport: "futsal" },
  { name: "Kancil Nusantara Futsal", sport: "futsal" },
  { name: "Anoa Sulawesi Volley", sport: "volleyball" },
  { name: "Maleo Volley Club", sport: "volleyball" },
];

/** The sport a team plays (football for a name that is not a seeded team). */
export function sportOf(team: string): Sport {
  return TEAMS.find((entry) => entry.name === team)?.sport ?? "football";
}

export const PACERS: readonly string[] = [
  "Coach Sekar Ayu",
  "Pacer Gilang Ramadhan",
  "Coach Benny Sitompul",
  "Pacer Intan Permata",
  "Komunitas Lari Pagi",
  "Coach Wahyu Nugroho",
];

const ORGANISER_HEADS = [
  "Nusantara",
  "Gelora",
  "Swara",
  "Pesona",
  "Cakrawala",
  "Lentera",
  "Samudra",
  "Garuda",
  "Pelangi",
  "Rimba",
  "Mahkota",
  "Arus",
  "Bentang",
  "Cahaya",
  "Dirgantara",
  "Teras",
  "Kencana",
  "Mandala",
  "Selaras",
  "Jagad",
];
const ORGANISER_TAILS = [
  "Live",
  "Entertainment",
  "Sport Organizer",
  "Kreasi",
  "Production",
  "Event Organizer",
  "Musik",
  "Promotor",
  "Run Club",
  "Festival",
];
const ORGANISER_PLACES = ["", " Jakarta", " Bandung", " Surabaya", " Jogja", " Bali", " Medan", " Makassar"];

/** The n-th organiser name: 20 x 10 x 8 = 1,600 distinct names, enough for the site's 800. */
export function organiserName(n: number): string {
  const head = ORGANISER_HEADS[n % ORGANISER_HEADS.length];
  const tail = ORGANISER_TAILS[Math.floor(n / ORGANISER_HEADS.length) % ORGANISER_TAILS.length];
  const place =
    ORGANISER_PLACES[
      Math.floor(n / (ORGANISER_HEADS.length * ORGANISER_TAILS.length)) % ORGANISER_PLACES.length
    ];
  return `${head} ${tail}${place}`;
}
