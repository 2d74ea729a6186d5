import { describe, expect, it } from "vitest";
import { compareRows, compareSeats, moveInGrid, seatRows } from "../../web/events/seat-order.ts";

const seat = (label: string) => {
  const match = /^([A-Z]+)(\d+)$/.exec(label);
  if (!match) throw new Error(label);
  return { label, row: match[1] as string, number: Number(match[2]) };
};

describe("seat order", () => {
  it("sorts by row letter, then by number (A2 before A10, Z before AA)", () => {
    const labels = ["B1", "A10", "AA1", "A2", "Z3", "A1"];
    expect(
      labels
        .map(seat)
        .sort(compareSeats)
        .map((s) => s.label),
    ).toEqual(["A1", "A2", "A10", "B1", "Z3", "AA1"]);
    expect(compareRows("Z", "AA")).toBeLessThan(0);
  });

  it("groups seats into rows", () => {
    const rows = seatRows(["B2", "A2", "B1", "A1"].map(seat));
    expect(rows.map((row) => [row.row, row.seats.map((s) => s.label)])).toEqual([
      ["A", ["A1", "A2"]],
      ["B", ["B1", "B2"]],
    ]);
  });
});

describe("arrow-key movement in the seat grid", () => {
  const rows = seatRows(["A1", "A2", "A3", "B1", "B2", "B3", "B4", "B5", "C4", "C5"].map(seat));

  it("moves along a row and stops at its ends", () => {
    expect(moveInGrid(rows, { row: 0, col: 0 }, "ArrowRight")).toEqual({ row: 0, col: 1 });
    expect(moveInGrid(rows, { row: 0, col: 0 }, "ArrowLeft")).toBeNull();
    expect(moveInGrid(rows, { row: 0, col: 2 }, "ArrowRight")).toBeNull();
    expect(moveInGrid(rows, { row: 1, col: 2 }, "Home")).toEqual({ row: 1, col: 0 });
    expect(moveInGrid(rows, { row: 1, col: 0 }, "End")).toEqual({ row: 1, col: 4 });
  });

  it("moves up and down to the seat with the nearest number", () => {
    // B4 down to C4, B2 down to C4 (nearest of C4/C5), A3 down to B3, C5 up to B5.
    expect(moveInGrid(rows, { row: 1, col: 3 }, "ArrowDown")).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(rows, { row: 1, col: 1 }, "ArrowDown")).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(rows, { row: 0, col: 2 }, "ArrowDown")).toEqual({ row: 1, col: 2 });
    expect(moveInGrid(rows, { row: 2, col: 1 }, "ArrowUp")).toEqual({ row: 1, col: 4 });
    expect(moveInGrid(rows, { row: 0, col: 0 }, "ArrowUp")).toBeNull();
    expect(moveInGrid(rows, { row: 2, col: 0 }, "ArrowDown")).toBeNull();
    expect(moveInGrid(rows, { row: 0, col: 0 }, "Tab")).toBeNull();
  });
});
