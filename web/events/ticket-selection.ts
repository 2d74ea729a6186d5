import type { SeatSection, TicketCategory } from "#shared/contracts/events.ts";
import { compareSeats } from "./seat-order.ts";
import type { Quantities } from "./selection-limits.ts";
import type { BundleChoice, CheckoutForm, SelectedTickets } from "./stored-selection.ts";

/** A seat the buyer picked, with what the summary and limits need to know about it. */
export interface PickedSeat {
  id: number;
  label: string;
  row: string;
  number: number;
  categoryId: number;
}

export interface SummaryLine {
  categoryId: number;
  name: string;
  quantity: number;
  amount: number;
  /** Seat labels, in seat order, for seated categories. */
  seats: string[];
}

/** Tickets per category: stepper quantities plus one per picked seat. */
export function combinedQuantities(
  quantities: Quantities,
  seats: readonly PickedSeat[],
): Record<number, number> {
  const result: Record<number, number> = { ...quantities };
  for (const seat of seats) result[seat.categoryId] = (result[seat.categoryId] ?? 0) + 1;
  return result;
}

/** The order summary: one line per category with tickets, in the categories' display order. */
export function summaryLines(
  categories: readonly Pick<TicketCategory, "id" | "name" | "price">[],
  quantities: Quantities,
  seats: readonly PickedSeat[],
): SummaryLine[] {
  const all = combinedQuantities(quantities, seats);
  return categories
    .filter((category) => (all[category.id] ?? 0) > 0)
    .map((category) => {
      const quantity = all[category.id] ?? 0;
      return {
        categoryId: category.id,
        name: category.name,
        quantity,
        amount: quantity * category.price,
        seats: seats
          .filter((seat) => seat.categoryId === category.id)
          .sort(compareSeats)
          .map((seat) => seat.label),
      };
    });
}

export function orderTotal(lines: readonly SummaryLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The merchandise of a bundle that comes in sizes (a jersey; not a medal). */
export function sizedItems(category: Pick<TicketCategory, "is_bundle" | "bundle_items">) {
  return category.is_bundle ? category.bundle_items.filter((item) => item.size_options.length > 0) : [];
}

/** One choice per ticket, kept as long as the quantity (extra entries dropped, missing ones empty). */
export function fitChoices(choices: readonly BundleChoice[] | undefined, quantity: number): BundleChoice[] {
  return Array.from({ length: quantity }, (_, index) => ({ ...(choices?.[index] ?? {}) }));
}

/** Whether every sized item of every bundle ticket has a size picked. */
export function bundleChoicesComplete(
  categories: readonly Pick<TicketCategory, "id" | "is_bundle" | "bundle_items">[],
  quantities: Quantities,
  choices: Readonly<Record<number, readonly BundleChoice[]>>,
): boolean {
  return categories.every((category) => {
    const items = sizedItems(category);
    const quantity = quantities[category.id] ?? 0;
    if (items.length === 0 || quantity === 0) return true;
    const perTicket = fitChoices(choices[category.id], quantity);
    return perTicket.every((choice) =>
      items.every((item) => item.size_options.includes(choice[item.name] ?? "")),
    );
  });
}

/** What checkout receives (spec: `{ event_slug, tickets: [{ category_id, quantity, bundle_choices? }], seat_ids }`). */
export function checkoutSelection(
  eventSlug: string,
  categories: readonly Pick<TicketCategory, "id" | "is_bundle" | "bundle_items">[],
  quantities: Quantities,
  seats: readonly PickedSeat[],
  choices: Readonly<Record<number, readonly BundleChoice[]>>,
): Omit<CheckoutForm, "voucher_code"> {
  const all = combinedQuantities(quantities, seats);
  const tickets: SelectedTickets[] = [];
  for (const category of categories) {
    const quantity = all[category.id] ?? 0;
    if (quantity === 0) continue;
    const entry: SelectedTickets = { category_id: category.id, quantity };
    if (sizedItems(category).length > 0) entry.bundle_choices = fitChoices(choices[category.id], quantity);
    tickets.push(entry);
  }
  return {
    event_slug: eventSlug,
    tickets,
    seat_ids: [...seats].sort(compareSeats).map((seat) => seat.id),
  };
}

/** The picked seats still on sale in a fresh seat map (for restoring a stored selection). */
export function stillAvailableSeats(
  sections: readonly SeatSection[],
  seatIds: readonly number[],
): PickedSeat[] {
  const wanted = new Set(seatIds);
  const result: PickedSeat[] = [];
  for (const section of sections) {
    for (const seat of section.seats) {
      if (wanted.has(seat.id) && seat.state === "available")
        result.push({
          id: seat.id,
          label: seat.label,
          row: seat.row,
          number: seat.number,
          categoryId: section.category_id,
        });
    }
  }
  return result;
}
