import { describe, expect, it } from "vitest";
import type { Seat } from "../../shared/contracts/events.ts";
import { bestAdjacentSeats } from "../../web/events/best-seats.ts";

/** A section drawn as text: one line per row, `.` a free seat, `x` a taken one, numbered from 1. */
function section(...lines: string[]): Seat[] {
  let id = 0;
  return lines.flatMap((line, rowIndex) => {
    const row = String.fromCharCode(65 + rowIndex);
    return [...line].map((mark, index) => ({
      id: ++id,
      label: `${row}${index + 1}`,
      row,
      number: index + 1,
      state: mark === "x" ? ("unavailable" as const) : ("available" as const),
    }));
  });
}
const labels = (seats: Seat[] | null) => seats?.map((seat) => seat.label) ?? null;

describe("best available seats: N side by side, nearest the stage", () => {
  it("takes the middle of the front row when it is free", () => {
    expect(labels(bestAdjacentSeats(section("........", "........"), 2))).toEqual(["A4", "A5"]);
    expect(labels(bestAdjacentSeats(section("........", "........"), 3))).toEqual(["A3", "A4", "A5"]);
  });

  it("moves off the middle, then back a row, rather than split the group", () => {
    expect(labels(bestAdjacentSeats(section("...x....", "........"), 3))).toEqual(["A5", "A6", "A7"]);
    expect(labels(bestAdjacentSeats(section("x.x.x.x.", "........"), 2))).toEqual(["B4", "B5"]);
  });

  it("never skips over a taken seat or a gap in the numbering", () => {
    const withGap = section("........").filter((seat) => seat.number !== 5);
    const picked = bestAdjacentSeats(withGap, 4);
    expect(labels(picked)).toEqual(["A1", "A2", "A3", "A4"]);
  });

  it("sorts rows as the map does, whatever order the seats come in", () => {
    const seats = section("xxxxxxxx", "........", "........").reverse();
    expect(labels(bestAdjacentSeats(seats, 2))).toEqual(["B4", "B5"]);
  });

  it("answers null when no row has N free seats side by side", () => {
    expect(bestAdjacentSeats(section("..x..x..", ".x.x.x.x"), 3)).toBeNull();
    expect(bestAdjacentSeats(section("...."), 5)).toBeNull();
    expect(bestAdjacentSeats(section("...."), 0)).toBeNull();
  });

  it("finds a single seat as long as one is free", () => {
    expect(labels(bestAdjacentSeats(section("xxxx", "xx.x"), 1))).toEqual(["B3"]);
  });
});
