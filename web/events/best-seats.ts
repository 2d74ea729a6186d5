import type { Seat } from "#shared/contracts/events.ts";
import { seatRows } from "./seat-order.ts";

type SeatFields = Pick<Seat, "id" | "row" | "number" | "state">;

/**
 * "Pilih kursi terbaik": `count` available seats side by side (consecutive numbers, no taken seat or
 * gap between them) in one row, nearest the stage. Rows are taken front to back (row A faces the
 * stage); within a row the block whose middle is closest to the row's middle wins, then the lower
 * numbers. Null when no row has such a block (or `count` is below 1).
 */
export function bestAdjacentSeats<S extends SeatFields>(seats: readonly S[], count: number): S[] | null {
  if (!Number.isInteger(count) || count < 1) return null;
  for (const row of seatRows(seats)) {
    const first = row.seats[0];
    const last = row.seats.at(-1);
    if (!first || !last) continue;
    const middle = (first.number + last.number) / 2;
    let best: S[] | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let start = 0; start + count <= row.seats.length; start++) {
      const block = row.seats.slice(start, start + count);
      if (!isFreeRun(block)) continue;
      const distance = Math.abs(((block[0]?.number ?? 0) + (block.at(-1)?.number ?? 0)) / 2 - middle);
      if (distance < bestDistance) [best, bestDistance] = [block, distance];
    }
    if (best) return best;
  }
  return null;
}

function isFreeRun(block: readonly SeatFields[]): boolean {
  return block.every((seat, index) => {
    const previous = block[index - 1];
    return seat.state === "available" && (!previous || seat.number === previous.number + 1);
  });
}
