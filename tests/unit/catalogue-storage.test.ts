import { describe, expect, it } from "vitest";
import { normalizeSearch, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../../shared/contracts/events.ts";
import { addSavedSearch, parseSavedSearches, SAVED_SEARCHES_MAX } from "../../web/events/saved-searches.ts";
import { cleanSearch, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from "../../web/events/search-rules.ts";
import { parseCheckoutForm, withSelection, withVoucher } from "../../web/events/stored-selection.ts";

describe("saved searches", () => {
  it("puts the newest first, deduplicates case-insensitively and keeps 10", () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addSavedSearch(list, `konser ${i}`);
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
    expect(list[0]).toBe("konser 12");
    expect(list.at(-1)).toBe("konser 3");
    list = addSavedSearch(list, "  KONSER   5 ");
    expect(list[0]).toBe("KONSER 5");
    expect(list.filter((item) => item.toLowerCase() === "konser 5")).toHaveLength(1);
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it("ignores searches under 3 characters", () => {
    expect(addSavedSearch(["jazz"], "ab")).toEqual(["jazz"]);
  });

  it("reads whatever is stored defensively", () => {
    expect(parseSavedSearches(null)).toEqual([]);
    expect(parseSavedSearches("not json")).toEqual([]);
    expect(parseSavedSearches('{"a":1}')).toEqual([]);
    expect(parseSavedSearches('["jazz", 5, "Jazz", "ab", "rock"]')).toEqual(["jazz", "rock"]);
    const many = JSON.stringify(Array.from({ length: 15 }, (_, i) => `event ${i}`));
    expect(parseSavedSearches(many)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});

describe("checkout form state", () => {
  const selection = {
    event_slug: "konser-a",
    tickets: [{ category_id: 3, quantity: 2, bundle_choices: [{ Kaos: "M" }, { Kaos: "L" }] }],
    seat_ids: [11, 12],
  };

  it("round-trips a selection and rejects malformed storage", () => {
    expect(parseCheckoutForm(JSON.stringify(selection))).toEqual(selection);
    expect(parseCheckoutForm(null)).toBeNull();
    expect(parseCheckoutForm("[]")).toBeNull();
    expect(
      parseCheckoutForm(JSON.stringify({ ...selection, tickets: [{ category_id: 3, quantity: 0 }] })),
    ).toBeNull();
    expect(parseCheckoutForm(JSON.stringify({ ...selection, seat_ids: ["1"] }))).toBeNull();
  });

  it("keeps a voucher for the same event only", () => {
    const withCode = withVoucher(selection, "konser-a", "HEMAT10");
    expect(withCode).toEqual({ ...selection, voucher_code: "HEMAT10" });
    expect(withVoucher(selection, "konser-b", "HEMAT10")).toEqual({
      event_slug: "konser-b",
      tickets: [],
      seat_ids: [],
      voucher_code: "HEMAT10",
    });
    expect(withSelection(withCode, selection).voucher_code).toBe("HEMAT10");
    expect(withSelection(withCode, { ...selection, event_slug: "konser-b" }).voucher_code).toBeUndefined();
  });
});

describe("search rules in the browser", () => {
  it("match the API contract", () => {
    expect(SEARCH_MIN_CHARS).toBe(SEARCH_MIN_LENGTH);
    expect(SEARCH_MAX_CHARS).toBe(SEARCH_MAX_LENGTH);
    for (const value of ["  jazz  ", "a\u0000b\tc", "konser\n\nbesar", ""]) {
      expect(cleanSearch(value)).toBe(normalizeSearch(value));
    }
  });
});
