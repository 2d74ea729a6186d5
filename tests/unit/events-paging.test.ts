import { describe, expect, it } from "vitest";
import { pageOffset, pagingMeta, singlePageMeta } from "../../server/features/events/paging.ts";

describe("paging meta (spec section 3)", () => {
  it("describes the first, a middle and the last page", () => {
    expect(pagingMeta(50, 1, 24)).toEqual({
      current_page: 1,
      is_last_page: false,
      total: 50,
      per_page: 24,
      last_page: 3,
    });
    expect(pagingMeta(50, 2, 24)).toMatchObject({ current_page: 2, is_last_page: false, last_page: 3 });
    expect(pagingMeta(50, 3, 24)).toMatchObject({ current_page: 3, is_last_page: true, last_page: 3 });
  });

  it("treats an exact multiple and a page past the end correctly", () => {
    expect(pagingMeta(48, 2, 24)).toMatchObject({ is_last_page: true, last_page: 2 });
    expect(pagingMeta(48, 9, 24)).toMatchObject({ current_page: 9, is_last_page: true, last_page: 2 });
  });

  it("has one (empty) page when there is nothing", () => {
    expect(pagingMeta(0, 1, 12)).toEqual({
      current_page: 1,
      is_last_page: true,
      total: 0,
      per_page: 12,
      last_page: 1,
    });
  });

  it("describes a whole list as its only page", () => {
    expect(singlePageMeta(7)).toEqual({
      current_page: 1,
      is_last_page: true,
      total: 7,
      per_page: 7,
      last_page: 1,
    });
    expect(singlePageMeta(0)).toMatchObject({ total: 0, per_page: 1, last_page: 1 });
  });

  it("computes offsets from 1-based pages", () => {
    expect(pageOffset(1, 24)).toBe(0);
    expect(pageOffset(3, 12)).toBe(24);
  });
});
