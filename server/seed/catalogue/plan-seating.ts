import type { PlannedSeating } from "./plan-types.ts";
import type { Random } from "./prng.ts";

export interface SectionTemplate {
  name: string;
  description: string;
  priceFactor: number;
  rowLabels: string[];
  perRow: number;
}

const rows = (count: number): string[] =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));

/** Seated layouts: a stage hall (concerts, theatre) and a sports hall. */
export const SEATED_SECTIONS: Record<"stage" | "sport", SectionTemplate[]> = {
  stage: [
    {
      name: "VIP",
      description: "Tiga baris terdepan, tepat di depan panggung.",
      priceFactor: 2.5,
      rowLabels: rows(3),
      perRow: 12,
    },
    {
      name: "Tribun A",
      description: "Tribun tengah dengan pandangan lurus ke panggung.",
      priceFactor: 1.4,
      rowLabels: rows(10),
      perRow: 20,
    },
    {
      name: "Tribun B",
      description: "Tribun samping, harga lebih bersahabat.",
      priceFactor: 1,
      rowLabels: rows(10),
      perRow: 20,
    },
  ],
  sport: [
    {
      name: "VIP",
      description: "Kursi bernomor di tengah lapangan.",
      priceFactor: 3,
      rowLabels: rows(2),
      perRow: 10,
    },
    { name: "Tribun A", description: "Tribun sisi utara.", priceFactor: 1.2, rowLabels: rows(8), perRow: 18 },
    { name: "Tribun B", description: "Tribun sisi selatan.", priceFactor: 1, rowLabels: rows(8), perRow: 18 },
  ],
};

/**
 * Which seats are blocked, sold and held. Blocked seats sit at the end of the front row (a camera
 * platform), so the first seats of a section are never blocked and a screen always has something to show.
 */
export function planSeating(
  section: SectionTemplate,
  soldShare: number,
  withHolds: boolean,
  random: Random,
): PlannedSeating {
  const blocked = section.name === "VIP" ? [] : [section.perRow - 1, section.perRow].map((n) => `A${n}`);
  const sold: string[] = [];
  const held: string[] = [];
  for (const row of section.rowLabels) {
    for (let n = 1; n <= section.perRow; n++) {
      const label = `${row}${n}`;
      if (blocked.includes(label)) continue;
      if (random.chance(soldShare)) sold.push(label);
      else if (withHolds && random.chance(0.02)) held.push(label);
    }
  }
  return {
    sectionName: section.name,
    rowLabels: section.rowLabels,
    perRow: section.perRow,
    blocked,
    sold,
    held,
  };
}
