import { describe, expect, it } from "vitest";
import {
  generateSeats,
  rowIndex,
  rowLabelAt,
  type SectionLayout,
  seatMapProblem,
  sellableSeats,
} from "#shared/organizer/seat-map.ts";

const layout = (over: Partial<SectionLayout> = {}): SectionLayout => ({
  rows: 3,
  seatsPerRow: 4,
  firstRow: "A",
  firstSeat: 1,
  blocked: [],
  wheelchair: [],
  ...over,
});

describe("seat-map generator", () => {
  it("makes rows x seats, front row first, each row left to right", () => {
    const seats = generateSeats(layout());
    expect(seats).toHaveLength(12);
    expect(seats.slice(0, 5).map((s) => `${s.rowLabel}${s.seatNumber}`)).toEqual([
      "A1",
      "A2",
      "A3",
      "A4",
      "B1",
    ]);
    expect(seats.at(-1)).toEqual({ rowLabel: "C", seatNumber: 4, isBlocked: false, isWheelchair: false });
  });

  it("starts at the given row letter and seat number", () => {
    const seats = generateSeats(layout({ rows: 2, seatsPerRow: 2, firstRow: "F", firstSeat: 101 }));
    expect(seats.map((s) => `${s.rowLabel}${s.seatNumber}`)).toEqual(["F101", "F102", "G101", "G102"]);
  });

  it("labels rows past Z like spreadsheet columns, and back", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(rowLabelAt)).toEqual([
      "A",
      "Z",
      "AA",
      "AB",
      "AZ",
      "BA",
      "ZZ",
      "AAA",
    ]);
    for (const label of ["A", "Z", "AA", "ZZ", "AAA", "ZZZ"]) expect(rowLabelAt(rowIndex(label))).toBe(label);
    const seats = generateSeats(layout({ rows: 3, seatsPerRow: 1, firstRow: "Y" }));
    expect(seats.map((s) => s.rowLabel)).toEqual(["Y", "Z", "AA"]);
  });

  it("marks blocked seats and wheelchair spaces, whatever the case or spacing typed", () => {
    const seats = generateSeats(layout({ blocked: ["b2", " C 4"], wheelchair: ["A1"] }));
    const flagged = seats.filter((s) => s.isBlocked || s.isWheelchair);
    expect(flagged).toEqual([
      { rowLabel: "A", seatNumber: 1, isBlocked: false, isWheelchair: true },
      { rowLabel: "B", seatNumber: 2, isBlocked: true, isWheelchair: false },
      { rowLabel: "C", seatNumber: 4, isBlocked: true, isWheelchair: false },
    ]);
    expect(sellableSeats(layout({ blocked: ["b2", "B2", "C4"] }))).toBe(10);
  });

  it("refuses layouts the database or the picker cannot hold, naming the problem", () => {
    expect(seatMapProblem(layout())).toBeNull();
    expect(seatMapProblem(layout({ rows: 0 }))?.code).toBe("rows_range");
    expect(seatMapProblem(layout({ rows: 101 }))?.code).toBe("rows_range");
    expect(seatMapProblem(layout({ seatsPerRow: 2.5 }))?.code).toBe("seats_range");
    expect(seatMapProblem(layout({ firstRow: "a" }))?.code).toBe("first_row");
    expect(seatMapProblem(layout({ firstRow: "AAAA" }))?.code).toBe("first_row");
    expect(seatMapProblem(layout({ firstSeat: 0 }))?.code).toBe("first_seat");
    expect(seatMapProblem(layout({ firstSeat: 9997 }))?.code).toBe("first_seat");
    expect(seatMapProblem(layout({ firstRow: "ZZY", rows: 3 }))?.code).toBe("rows_past_zzz");
    expect(seatMapProblem(layout({ blocked: ["D1"] }))).toEqual({ code: "unknown_seat", label: "D1" });
    expect(seatMapProblem(layout({ wheelchair: ["A5"] }))).toEqual({ code: "unknown_seat", label: "A5" });
    expect(seatMapProblem(layout({ blocked: ["A1"], wheelchair: ["a1"] }))).toEqual({
      code: "blocked_wheelchair",
      label: "A1",
    });
    expect(() => generateSeats(layout({ rows: 0 }))).toThrow();
  });

  it("gives row labels and numbers the database's checks accept", () => {
    const seats = generateSeats(layout({ rows: 100, seatsPerRow: 200, firstRow: "ZA", firstSeat: 9800 }));
    expect(seats).toHaveLength(20_000);
    for (const seat of seats) {
      expect(seat.rowLabel).toMatch(/^[A-Z]{1,3}$/);
      expect(seat.seatNumber).toBeGreaterThanOrEqual(1);
      expect(seat.seatNumber).toBeLessThanOrEqual(9999);
    }
    expect(new Set(seats.map((s) => `${s.rowLabel}-${s.seatNumber}`)).size).toBe(20_000);
  });
});
