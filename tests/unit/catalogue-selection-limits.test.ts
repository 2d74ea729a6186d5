import { describe, expect, it } from "vitest";
import type { TicketCategory, TicketStatus } from "../../shared/contracts/events.ts";
import { categoryLimit, clampAll, clampQuantity, totalQuantity } from "../../web/events/selection-limits.ts";

type Limits = Pick<
  TicketCategory,
  "id" | "status" | "remaining" | "per_transaction_max" | "per_account_limit"
>;

const category = (overrides: Partial<Limits> = {}): Limits => ({
  id: 1,
  status: "available",
  remaining: 100,
  per_transaction_max: 5,
  per_account_limit: null,
  ...overrides,
});

describe("ticket selection limits", () => {
  it("caps a category by the smallest of stock, per-transaction and per-account limits", () => {
    expect(categoryLimit(category(), {}, null)).toEqual({ max: 5, reason: "perTransaction", buyable: true });
    expect(categoryLimit(category({ remaining: 3 }), {}, null)).toEqual({
      max: 3,
      reason: "remaining",
      buyable: true,
    });
    expect(categoryLimit(category({ per_account_limit: 2 }), {}, null)).toEqual({
      max: 2,
      reason: "perAccount",
      buyable: true,
    });
  });

  it("names stock first when limits tie (the rule the buyer can do least about)", () => {
    expect(categoryLimit(category({ remaining: 5 }), {}, null).reason).toBe("remaining");
    expect(categoryLimit(category({ per_account_limit: 5 }), {}, null).reason).toBe("perTransaction");
  });

  it("shares the event's max_ticket_by_account across categories", () => {
    const vip = category({ id: 2 });
    // 3 tickets of category 1 already chosen, event allows 4 in total: 1 VIP left.
    expect(categoryLimit(vip, { 1: 3 }, 4)).toEqual({ max: 1, reason: "event", buyable: true });
    // The category's own quantity does not count against itself.
    expect(categoryLimit(vip, { 1: 3, 2: 1 }, 4).max).toBe(1);
    // Never negative when the other categories already exceed the limit.
    expect(categoryLimit(vip, { 1: 6 }, 4).max).toBe(0);
  });

  it("blocks every status other than available", () => {
    const blocked: TicketStatus[] = ["sold_out", "staged", "closed", "fully_booked", "ots_only"];
    for (const status of blocked) {
      expect(categoryLimit(category({ status }), {}, null)).toEqual({ max: 0, reason: null, buyable: false });
      expect(clampQuantity(category({ status }), {}, null, 2)).toBe(0);
    }
  });

  it("clamps a wanted quantity into 0..max", () => {
    expect(clampQuantity(category(), {}, null, 9)).toBe(5);
    expect(clampQuantity(category(), {}, null, -1)).toBe(0);
    expect(clampQuantity(category(), {}, null, 2.7)).toBe(2);
    expect(clampQuantity(category({ remaining: 0 }), {}, null, 1)).toBe(0);
  });

  it("re-clamps a whole selection in display order, earlier categories keeping priority", () => {
    const a = category({ id: 1 });
    const b = category({ id: 2, remaining: 1 });
    const c = category({ id: 3, status: "sold_out" });
    expect(clampAll([a, b, c], { 1: 3, 2: 3, 3: 2 }, null)).toEqual({ 1: 3, 2: 1 });
    expect(clampAll([a, b], { 1: 3, 2: 1 }, 3)).toEqual({ 1: 3 });
    expect(totalQuantity({ 1: 3, 2: 1 })).toBe(4);
  });
});
