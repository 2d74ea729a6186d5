import { describe, expect, it } from "vitest";
import { admittedInLastMinute, ticketsLeftLevel } from "../../server/features/waiting-room/queue-signals.ts";

const s = (seconds: number, admitted: number) => ({ at: seconds * 1000, admitted });

describe("admissions in the last minute, from samples of the line's head", () => {
  it("subtracts the count a minute earlier, interpolated between the samples around it", () => {
    expect(admittedInLastMinute([s(0, 0), s(30, 30), s(60, 60)])).toBe(60);
    expect(admittedInLastMinute([s(0, 0), s(30, 30), s(60, 60), s(90, 90)])).toBe(60);
    // A sample 90 s old must not count the half minute before the window: 90 over 90 s is 60 a minute.
    expect(admittedInLastMinute([s(0, 0), s(90, 90)])).toBe(60);
    // Admissions that stopped more than a minute ago are gone.
    expect(admittedInLastMinute([s(0, 0), s(10, 40), s(75, 40)])).toBe(0);
  });

  it("scales less than a minute of samples to a minute, over at least ten seconds, never beyond all admitted", () => {
    expect(admittedInLastMinute([s(0, 100), s(30, 130)])).toBe(60);
    // One admission step seen within a second is spread over ten seconds, not taken sixty times over.
    expect(admittedInLastMinute([s(0, 100), s(1, 110)])).toBe(60);
    // The line opened moments ago: 10 admitted in 20 s is not 30 in the last minute.
    expect(admittedInLastMinute([s(0, 0), s(20, 10)])).toBe(10);
  });

  it("knows nothing from a lone sample or none", () => {
    expect(admittedInLastMinute([])).toBe(0);
    expect(admittedInLastMinute([s(5, 500)])).toBe(0);
  });
});

describe("the coarse level of tickets left", () => {
  it("names thousands, hundreds, a few, none right now (held, may come back) and sold out", () => {
    expect(ticketsLeftLevel({ remaining: 1_000, held: 0 })).toBe("many");
    expect(ticketsLeftLevel({ remaining: 999, held: 5_000 })).toBe("hundreds");
    expect(ticketsLeftLevel({ remaining: 100, held: 0 })).toBe("hundreds");
    expect(ticketsLeftLevel({ remaining: 99, held: 0 })).toBe("few");
    expect(ticketsLeftLevel({ remaining: 1, held: 0 })).toBe("few");
    expect(ticketsLeftLevel({ remaining: 0, held: 1 })).toBe("none_right_now");
    expect(ticketsLeftLevel({ remaining: 0, held: 0 })).toBe("sold_out");
  });
});
