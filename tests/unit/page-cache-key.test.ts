import { describe, expect, it } from "vitest";
import { pageCacheKey } from "../../server/http/page-cache-key.ts";

describe("the URL a page is cached under", () => {
  it("drops the tracking parameters shared links carry", () => {
    expect(pageCacheKey("/event/konser?fbclid=IwAR3abc")).toBe("/event/konser");
    expect(pageCacheKey("/event/konser?utm_source=instagram&utm_medium=story&igshid=x1")).toBe(
      "/event/konser",
    );
    expect(pageCacheKey("/en/event/konser?gclid=1&UTM_Campaign=war")).toBe("/en/event/konser");
  });

  it("keeps what a page reads, in order", () => {
    expect(pageCacheKey("/search?search=jazz&utm_source=x&page=2")).toBe("/search?search=jazz&page=2");
    expect(pageCacheKey("/search?search=jazz")).toBe("/search?search=jazz");
    expect(pageCacheKey("/event/konser")).toBe("/event/konser");
  });

  it("keeps a parameter it cannot decode rather than guess", () => {
    expect(pageCacheKey("/search?%E0%A4%A=1&fbclid=2")).toBe("/search?%E0%A4%A=1");
  });
});
