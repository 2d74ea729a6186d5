import { describe, expect, it } from "vitest";
import { dateWindow } from "../../server/features/events/date-window.ts";
import {
  CITY_MAX_LENGTH,
  DATE_PRESETS,
  EVENT_SORTS,
  eventFiltersSchema,
  PRICE_FILTER_MAX,
} from "../../shared/contracts/event-filters.ts";
import { EVENT_CATEGORIES } from "../../shared/contracts/events.ts";
import * as web from "../../web/events/list-filters.ts";

describe("the web's copy of the filter rules", () => {
  it("equals the API contract's", () => {
    expect(web.EVENT_KINDS).toEqual(EVENT_CATEGORIES);
    expect(web.DATE_PRESETS).toEqual(DATE_PRESETS);
    expect(web.EVENT_SORTS).toEqual(EVENT_SORTS);
    expect(web.CITY_MAX_CHARS).toBe(CITY_MAX_LENGTH);
    expect(web.PRICE_FILTER_MAX).toBe(PRICE_FILTER_MAX);
    expect([...web.FILTER_KEYS].sort()).toEqual(Object.keys(eventFiltersSchema.shape).sort());
  });

  it("reads a page URL leniently: what the API would refuse is dropped, and the API accepts the rest", () => {
    const params = new URLSearchParams(
      "kind=opera&city=%20Jakarta%20&date=tomorrow&from=2030-02-30&to=2030-03-01&price_min=-5&price_max=250000&free=yes&sort=popular",
    );
    const filters = web.readListFilters(params);
    expect(filters).toEqual({ city: "Jakarta", to: "2030-03-01", price_max: 250_000, sort: "popular" });
    expect(eventFiltersSchema.safeParse(filters).success).toBe(true);
    expect(web.listQueryString("konser", filters)).toBe(
      "?search=konser&city=Jakarta&to=2030-03-01&price_max=250000&sort=popular",
    );
    expect(web.activeFilterCount(filters)).toBe(3);
    // A preset wins over a range, as the API reads it.
    expect(web.readListFilters(new URLSearchParams("date=today&from=2030-01-01"))).toEqual({ date: "today" });
  });
});

describe("date windows in WIB", () => {
  const wib = (local: string) => new Date(`${local}+07:00`);
  it("names today, this weekend and this month by WIB days, whatever the UTC date", () => {
    // Sunday 23:30 WIB (16:30 UTC): today is Sunday, the weekend under way.
    const lateSunday = wib("2030-01-13T23:30:00");
    expect(dateWindow({ date: "today" }, lateSunday)).toEqual({
      start: wib("2030-01-13T00:00:00"),
      end: wib("2030-01-14T00:00:00"),
    });
    expect(dateWindow({ date: "weekend" }, lateSunday)).toEqual({
      start: wib("2030-01-12T00:00:00"),
      end: wib("2030-01-14T00:00:00"),
    });
    // 00:30 WIB on 1 February is still 31 January in UTC: the month is February.
    expect(dateWindow({ date: "month" }, wib("2030-02-01T00:30:00"))).toEqual({
      start: wib("2030-02-01T00:00:00"),
      end: wib("2030-03-01T00:00:00"),
    });
    expect(dateWindow({ from: "2030-01-20", to: "2030-01-10" }, lateSunday)).toEqual({
      start: wib("2030-01-10T00:00:00"),
      end: wib("2030-01-21T00:00:00"),
    });
    expect(dateWindow({ to: "2030-01-10" }, lateSunday)).toEqual({
      start: null,
      end: wib("2030-01-11T00:00:00"),
    });
    expect(dateWindow({}, lateSunday)).toBeNull();
  });
});
