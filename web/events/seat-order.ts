import type { Seat } from "#shared/contracts/events.ts";

/** Row letters compare as spreadsheet columns do: A < B < ... < Z < AA < AB. */
export function compareRows(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Spec section 3: seats sorted by letter, then number (A2 before A10, A12 before B1). */
export function compareSeats(a: Pick<Seat, "row" | "number">, b: Pick<Seat, "row" | "number">): number {
  return compareRows(a.row, b.row) || a.number - b.number;
}

export interface SeatRow<S extends Pick<Seat, "row" | "number">> {
  row: string;
  seats: S[];
}

/** Seats grouped into rows, both in seat order. */
export function seatRows<S extends Pick<Seat, "row" | "number">>(seats: readonly S[]): SeatRow<S>[] {
  const rows: SeatRow<S>[] = [];
  for (const seat of [...seats].sort(compareSeats)) {
    const last = rows.at(-1);
    if (last?.row === seat.row) last.seats.push(seat);
    else rows.push({ row: seat.row, seats: [seat] });
  }
  return rows;
}

export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where a key press moves focus in the seat grid: left/right along the row, up/down to the seat with
 * the nearest number in the next row, Home/End to the ends of the row. Null for any other key or at an
 * edge (focus stays put).
 */
export function moveInGrid(
  rows: readonly SeatRow<Pick<Seat, "row" | "number">>[],
  from: GridPosition,
  key: string,
): GridPosition | null {
  const current = rows[from.row];
  if (!current) return null;
  switch (key) {
    case "ArrowLeft":
      return from.col > 0 ? { row: from.row, col: from.col - 1 } : null;
    case "ArrowRight":
      return from.col < current.seats.length - 1 ? { row: from.row, col: from.col + 1 } : null;
    case "Home":
      return { row: from.row, col: 0 };
    case "End":
      return { row: from.row, col: current.seats.length - 1 };
    case "ArrowUp":
    case "ArrowDown": {
      const target = rows[from.row + (key === "ArrowUp" ? -1 : 1)];
      if (!target || target.seats.length === 0) return null;
      const number = current.seats[from.col]?.number ?? 0;
      let best = 0;
      target.seats.forEach((seat, index) => {
        const bestSeat = target.seats[best];
        if (bestSeat && Math.abs(seat.number - number) < Math.abs(bestSeat.number - number)) best = index;
      });
      return { row: from.row + (key === "ArrowUp" ? -1 : 1), col: best };
    }
    default:
      return null;
  }
}
