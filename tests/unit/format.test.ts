import { describe, expect, it } from "vitest";
import { formatCountdown, formatWib, secondsUntil, wibDaySpan } from "../../shared/format/datetime.ts";
import { formatRupiah } from "../../shared/format/money.ts";

describe("money", () => {
  it("formats integer rupiah per locale", () => {
    expect(formatRupiah(150_000, "id")).toBe("Rp 150.000");
    expect(formatRupiah(150_000, "en")).toBe("IDR 150,000");
    expect(formatRupiah(0, "id")).toBe("Rp 0");
    expect(formatRupiah(2_500_000, "id")).toBe("Rp 2.500.000");
  });

  it("refuses fractional or unsafe amounts instead of rounding money silently", () => {
    expect(() => formatRupiah(1.5, "id")).toThrow(RangeError);
    expect(() => formatRupiah(Number.NaN, "en")).toThrow(RangeError);
    expect(() => formatRupiah(2 ** 60, "en")).toThrow(RangeError);
  });
});

describe("dates in WIB", () => {
  // 2026-11-21 12:30 UTC is 19:30 in Jakarta (UTC+7), and 17:00 UTC crosses midnight into the next day.
  it("shows UTC instants in Western Indonesia Time with the WIB label", () => {
    expect(formatWib("2026-11-21T12:30:00Z", "id", "dateTime")).toBe("21 Nov 2026, 19.30 WIB");
    expect(formatWib("2026-11-21T12:30:00Z", "en", "dateTime")).toBe("21 Nov 2026, 19:30 WIB");
    expect(formatWib("2026-11-21T17:00:00Z", "id", "date")).toBe("22 Nov 2026");
    // ICU versions differ on the comma after the weekday, so only the parts that matter are checked.
    expect(formatWib(new Date("2026-11-21T17:00:00Z"), "en", "longDate")).toMatch(
      /^Sunday,? 22 November 2026$/,
    );
    expect(formatWib(new Date("2026-11-21T17:00:00Z"), "id", "longDate")).toMatch(
      /^Minggu,? 22 November 2026$/,
    );
    expect(formatWib("2026-11-21T00:05:00Z", "en", "time")).toBe("07:05 WIB");
  });

  it("gives an event's days in WIB, the first day shortened by what the last already says", () => {
    // A concert that crosses midnight UTC but not in Jakarta (19:00-23:00 WIB) is one day.
    expect(wibDaySpan("2026-12-05T12:00:00Z", "2026-12-05T16:00:00Z", "id")).toEqual({ day: "5 Des 2026" });
    // Until 24:00 WIB (17:00 UTC) is still that day, not two.
    expect(wibDaySpan("2026-12-05T12:00:00Z", "2026-12-05T17:00:00Z", "en")).toEqual({ day: "5 Dec 2026" });
    // Past midnight WIB it is two: a night festival until 02:00.
    expect(wibDaySpan("2026-12-05T12:00:00Z", "2026-12-05T19:00:00Z", "id")).toEqual({
      start: "5",
      end: "6 Des 2026",
    });
    expect(wibDaySpan("2026-11-28T03:00:00Z", "2026-12-02T15:00:00Z", "en")).toEqual({
      start: "28 Nov",
      end: "2 Dec 2026",
    });
    expect(wibDaySpan("2026-12-30T03:00:00Z", "2027-01-01T15:00:00Z", "id")).toEqual({
      start: "30 Des 2026",
      end: "1 Jan 2027",
    });
    // An end before the start (bad data) shows the start day rather than a backwards range.
    expect(wibDaySpan("2026-12-05T03:00:00Z", "2026-12-01T03:00:00Z", "en")).toEqual({ day: "5 Dec 2026" });
  });

  it("refuses invalid dates", () => {
    expect(() => formatWib("not a date", "id")).toThrow(RangeError);
  });
});

describe("countdowns", () => {
  it("counts whole seconds from the server's expiry and never goes below zero", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(secondsUntil("2026-11-21T10:15:00Z", now)).toBe(900);
    expect(secondsUntil("2026-11-21T10:00:00.999Z", now)).toBe(0);
    expect(secondsUntil("2026-11-21T09:00:00Z", now)).toBe(0);
  });

  it("shows mm:ss", () => {
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(61)).toBe("01:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5)).toBe("00:00");
    expect(formatCountdown(3725)).toBe("62:05");
  });
});
