import { describe, expect, it } from "vitest";
import { compareSeats, seatLabel } from "../../server/features/events/seat-order.ts";

const seat = (label: string) => {
  const match = /^([A-Z]+)(\d+)$/.exec(label);
  if (!match) throw new Error(label);
  return { rowLabel: match[1] ?? "", seatNumber: Number(match[2]) };
};
const sorted = (labels: string[]) => labels.map(seat).sort(compareSeats).map(seatLabel);

describe("seat order: row letter, then seat number as a number", () => {
  it("puts A2 before A10 and B1 after A10", () => {
    expect(sorted(["B1", "A10", "A2", "A1"])).toEqual(["A1", "A2", "A10", "B1"]);
  });

  it("puts rows past Z (AA) after Z", () => {
    expect(sorted(["AA1", "Z9", "B2", "AB1", "Z10"])).toEqual(["B2", "Z9", "Z10", "AA1", "AB1"]);
  });

  it("is a total order that any input permutation sorts the same way", () => {
    const labels = ["C3", "A1", "A12", "B7", "A3", "C10", "B11", "AA2"];
    const expected = ["A1", "A3", "A12", "B7", "B11", "C3", "C10", "AA2"];
    for (let i = 0; i < 20; i++) {
      const shuffled = [...labels].sort(() => (((i * 7919) % 13) / 13 > 0.5 ? 1 : -1));
      expect(sorted(shuffled)).toEqual(expected);
    }
  });

  it("labels a seat by row then number", () => {
    expect(seatLabel({ rowLabel: "B", seatNumber: 12 })).toBe("B12");
  });
});
