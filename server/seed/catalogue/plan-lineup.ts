import type { EventCategory } from "#shared/contracts/events.ts";
import { COMEDIANS_AND_HOSTS, DJS, MUSICIANS, PACERS, TEAMS } from "./names.ts";
import type { Random } from "./prng.ts";

export interface LineupEntry {
  talent: string;
  role: string;
}

/** Who performs, in billing order, with the role they have at this event. */
export function planLineup(category: EventCategory, random: Random): LineupEntry[] {
  switch (category) {
    case "concert": {
      const acts = random.shuffle(MUSICIANS).slice(0, random.int(1, 3));
      const lineup = acts.map((talent, i) => ({ talent, role: i === 0 ? "Headliner" : "Guest Star" }));
      if (random.chance(0.4)) lineup.push({ talent: random.pick(COMEDIANS_AND_HOSTS), role: "MC" });
      return lineup;
    }
    case "festival": {
      const acts = random.shuffle(MUSICIANS).slice(0, random.int(2, 4));
      const djs = random.shuffle(DJS).slice(0, random.int(1, 2));
      return [
        ...acts.map((talent, i) => ({ talent, role: i === 0 ? "Headliner" : "Penampil" })),
        ...djs.map((talent) => ({ talent, role: "DJ Set" })),
        { talent: random.pick(COMEDIANS_AND_HOSTS), role: "MC" },
      ];
    }
    case "sport": {
      // One shuffle as before (the random sequence is unchanged); the guest plays the host's sport.
      const shuffled = random.shuffle(TEAMS);
      const home = shuffled[0];
      const away = shuffled.find((team) => team !== home && team.sport === home?.sport);
      return [
        { talent: home?.name ?? "Tim Tuan Rumah", role: "Tuan Rumah" },
        { talent: away?.name ?? "Tim Tamu", role: "Tamu" },
      ];
    }
    case "fun_run":
      return random
        .shuffle(PACERS)
        .slice(0, random.int(1, 2))
        .map((talent, i) => ({ talent, role: i === 0 ? "Pacer" : "Ambassador" }));
  }
}
