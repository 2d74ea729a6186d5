import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TicketCategory } from "../../shared/contracts/events.ts";
import {
  forgetAllowance,
  remainingAllowance,
  rememberAllowance,
  storedAllowance,
} from "../../web/checkout/purchase-allowance.ts";
import { categoryLimit, clampAll, clampQuantity } from "../../web/events/selection-limits.ts";
import { STORED_KEYS } from "../../web/lib/stored-state.ts";

/** The ticket page caps at the allowance the server stated, before "Lanjutkan". */

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

describe("the account's remaining allowance as a cap", () => {
  it("caps every category by what is left for the account, shared across categories", () => {
    expect(categoryLimit(category(), {}, 4, 2)).toEqual({ max: 2, reason: "allowance", buyable: true });
    // One ticket of another category already chosen: one left for this one.
    expect(categoryLimit(category({ id: 2 }), { 1: 1 }, 4, 2).max).toBe(1);
    expect(categoryLimit(category(), {}, 4, 0)).toEqual({ max: 0, reason: "allowance", buyable: true });
  });

  it("leaves the other rules in charge when they are tighter, and changes nothing without an allowance", () => {
    expect(categoryLimit(category({ remaining: 1 }), {}, 4, 3).reason).toBe("remaining");
    expect(categoryLimit(category(), {}, 4, null)).toEqual(categoryLimit(category(), {}, 4));
  });

  it("clamps a wanted quantity and a restored selection to it ('+' cannot pass it)", () => {
    expect(clampQuantity(category(), {}, null, 3, 1)).toBe(1);
    expect(clampAll([category({ id: 1 }), category({ id: 2 })], { 1: 2, 2: 2 }, null, 3)).toEqual({
      1: 2,
      2: 1,
    });
  });
});

describe("the stored allowance the ticket page reads", () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    const localStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    Object.assign(globalThis, { window: { localStorage } });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("holds only under the event limit it was stated with", () => {
    rememberAllowance("konser-a", { ticketLeft: 1, prevLimit: 4 });
    expect(remainingAllowance("konser-a", 4)).toBe(1);
    // The organiser changed the event's limit since: the count no longer says anything.
    expect(remainingAllowance("konser-a", 6)).toBeNull();
    expect(remainingAllowance("konser-b", 4)).toBeNull();
  });

  it("is forgotten for its event once a hold goes through, keeping the others and the auth state", () => {
    store.set(STORED_KEYS.auth, JSON.stringify({ loggedIn: true }));
    rememberAllowance("konser-a", { ticketLeft: 1, prevLimit: 4 });
    rememberAllowance("konser-b", { ticketLeft: 0, prevLimit: 2 });
    forgetAllowance("konser-a");
    expect(storedAllowance("konser-a")).toBeNull();
    expect(storedAllowance("konser-b")).toEqual({ ticketLeft: 0, prevLimit: 2 });
    expect(JSON.parse(store.get(STORED_KEYS.auth) ?? "{}")).toMatchObject({ loggedIn: true });
  });
});
