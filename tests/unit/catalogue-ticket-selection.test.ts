import { describe, expect, it } from "vitest";
import type { TicketCategory } from "../../shared/contracts/events.ts";
import {
  bundleChoicesComplete,
  checkoutSelection,
  orderTotal,
  type PickedSeat,
  summaryLines,
} from "../../web/events/ticket-selection.ts";

const category = (id: number, overrides: Partial<TicketCategory> = {}): TicketCategory => ({
  id,
  name: `CAT ${id}`,
  description: "",
  price: 100_000 * id,
  remaining: 50,
  status: "available",
  per_account_limit: null,
  per_transaction_max: 5,
  per_transaction_min: 1,
  sale_starts_at: null,
  sale_ends_at: null,
  sort_order: id,
  is_seated: false,
  is_bundle: false,
  bundle_items: [],
  ...overrides,
});

const bundle = category(2, {
  is_bundle: true,
  bundle_items: [
    { name: "Jersey", size_options: ["S", "M", "L"] },
    { name: "Medali", size_options: [] },
  ],
});
const seated = category(3, { is_seated: true });
const seats: PickedSeat[] = [
  { id: 31, label: "B1", row: "B", number: 1, categoryId: 3 },
  { id: 30, label: "A10", row: "A", number: 10, categoryId: 3 },
];

describe("order summary and the stored selection", () => {
  it("lists categories with tickets, seats in seat order, and totals in rupiah", () => {
    const lines = summaryLines([category(1), bundle, seated], { 1: 2 }, seats);
    expect(lines).toEqual([
      { categoryId: 1, name: "CAT 1", quantity: 2, amount: 200_000, seats: [] },
      { categoryId: 3, name: "CAT 3", quantity: 2, amount: 600_000, seats: ["A10", "B1"] },
    ]);
    expect(orderTotal(lines)).toBe(800_000);
  });

  it("needs a size for every sized item of every bundle ticket", () => {
    expect(bundleChoicesComplete([bundle], { 2: 2 }, {})).toBe(false);
    expect(bundleChoicesComplete([bundle], { 2: 2 }, { 2: [{ Jersey: "M" }] })).toBe(false);
    expect(bundleChoicesComplete([bundle], { 2: 2 }, { 2: [{ Jersey: "M" }, { Jersey: "XXL" }] })).toBe(
      false,
    );
    expect(bundleChoicesComplete([bundle], { 2: 2 }, { 2: [{ Jersey: "M" }, { Jersey: "L" }] })).toBe(true);
    expect(bundleChoicesComplete([bundle], {}, {})).toBe(true);
  });

  it("builds { event_slug, tickets, seat_ids } for checkout", () => {
    const choices = { 2: [{ Jersey: "S" }, { Jersey: "L" }, { Jersey: "M" }] };
    expect(
      checkoutSelection("lari-pagi", [category(1), bundle, seated], { 1: 1, 2: 2 }, seats, choices),
    ).toEqual({
      event_slug: "lari-pagi",
      tickets: [
        { category_id: 1, quantity: 1 },
        { category_id: 2, quantity: 2, bundle_choices: [{ Jersey: "S" }, { Jersey: "L" }] },
        { category_id: 3, quantity: 2 },
      ],
      seat_ids: [30, 31],
    });
  });
});
