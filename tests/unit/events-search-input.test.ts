import { describe, expect, it } from "vitest";
import { parseEventRef } from "../../server/features/events/event-ref.ts";
import { containsPattern, searchTerms } from "../../server/features/events/search-terms.ts";
import { pickEncoding } from "../../server/http/public-cache/content-encoding.ts";
import { normalizeSearch, searchBodySchema } from "../../shared/contracts/events.ts";

describe("search input", () => {
  it("strips control characters and squeezes whitespace before counting", () => {
    expect(normalizeSearch("  Senja\u0000\n  Bandung\t ")).toBe("Senja Bandung");
    expect(searchBodySchema.safeParse({ search: " a\u0000 \u0007 " }).success).toBe(false);
    expect(searchBodySchema.parse({ search: "  Kopi  " })).toEqual({ search: "Kopi" });
  });

  it("refuses fewer than 3 characters after trimming with the three_chars key", () => {
    const result = searchBodySchema.safeParse({ search: "  ab  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("three_chars");
  });

  it("splits into distinct lowercase words, at most eight", () => {
    expect(searchTerms("Senja BANDUNG senja")).toEqual(["senja", "bandung"]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("event reference ({id} is a numeric id or a slug)", () => {
  it("reads digits as an id and the rest as a lowercase slug", () => {
    expect(parseEventRef("42")).toEqual({ kind: "id", id: 42 });
    expect(parseEventRef("Konser-Senja-2026")).toEqual({ kind: "slug", slug: "konser-senja-2026" });
  });

  it("rejects what cannot name an event, so it never reaches SQL", () => {
    for (const raw of [
      "0",
      "2147483648",
      "99999999999",
      "",
      "-1",
      "a--b",
      "-a",
      "a b",
      "' OR 1=1 --",
      "\u0000",
      "x".repeat(161),
      "😀",
    ])
      expect(parseEventRef(raw), raw).toBeNull();
  });
});

describe("response encoding", () => {
  it("prefers brotli, then gzip, honours q=0 and *, and falls back to none", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("deflate")).toBe("identity");
  });
});
