import type { EventCategory } from "#shared/contracts/events.ts";
import { type Sport, sportOf } from "./names.ts";
import type { Random } from "./prng.ts";

type TitleMaker = (lineup: string[], city: string, year: number) => string;

const first = (lineup: string[]): string => lineup[0] ?? "Bintang Tamu";
const second = (lineup: string[]): string => lineup[1] ?? "Tim Tamu";

/** Tournaments and cups named after the sport the event's teams play. */
const TOURNAMENT: Record<Sport, (city: string, year: number) => string> = {
  football: (c, y) => `Piala Kota ${c} ${y}`,
  basketball: (c, y) => `${c} Basketball Cup ${y}`,
  badminton: (c, y) => `${c} Badminton Open ${y}`,
  futsal: (c, y) => `${c} Futsal Championship ${y}`,
  volleyball: (c, y) => `Kejuaraan Voli ${c} ${y}`,
};
const SPORT_NAME: Record<Sport, string> = {
  football: "Sepak Bola",
  basketball: "Bola Basket",
  badminton: "Bulu Tangkis",
  futsal: "Futsal",
  volleyball: "Bola Voli",
};

const TITLES: Record<EventCategory, TitleMaker[]> = {
  concert: [
    (l, c, y) => `${first(l)} Live in ${c} ${y}`,
    (l, c) => `${first(l)}: Tur Pulang Kampung, ${c}`,
    (l) => `Konser Akustik ${first(l)}`,
    (l, c) => `Malam Kenangan bersama ${first(l)} di ${c}`,
    (l, _c, y) => `${first(l)} Satu Dekade Tour ${y}`,
  ],
  festival: [
    (_l, c, y) => `${c} Jazz Weekend ${y}`,
    (_l, c) => `Festival Kuliner & Musik ${c}`,
    (_l, c, y) => `${c} Indie Fest ${y}`,
    (_l, c) => `Festival Budaya Nusantara ${c}`,
    (_l, c) => `Pesta Rakyat ${c}`,
    (_l, c, y) => `Electronic Night ${c} ${y}`,
  ],
  sport: [
    (l) => `Laga Persahabatan ${first(l)} vs ${second(l)}`,
    (l, c) => `Liga Antarkota ${c}: ${first(l)} vs ${second(l)}`,
    (l, c, y) => TOURNAMENT[sportOf(first(l))](c, y),
    (l, c) => `Turnamen ${SPORT_NAME[sportOf(first(l))]} Antarkampus ${c}`,
  ],
  fun_run: [
    (_l, c, y) => `${c} Fun Run ${y}`,
    (_l, c) => `${c} Night Run`,
    (_l, c) => `Color Run ${c}`,
    (_l, c, y) => `${c} Half Marathon ${y}`,
    (_l, c) => `Lari Pagi Merdeka ${c}`,
    (_l, c) => `Charity Run ${c} untuk Sekolah Desa`,
  ],
};

export function pickTitle(category: EventCategory, random: Random): TitleMaker {
  return random.pick(TITLES[category]);
}
