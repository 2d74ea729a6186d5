import type { CheckoutBody, HoldLine } from "#shared/contracts/checkout.ts";
import { compareSeats, deriveTicketStatus, seatLabel } from "../events/index.ts";
import type { CategoryStockRow } from "../stock/index.ts";
import { checkoutError } from "./errors.ts";

export interface SeatRow {
  id: number;
  categoryId: number;
  rowLabel: string;
  seatNumber: number;
  isBlocked: boolean;
}

export interface PlannedLine extends HoldLine {
  /** Index of the first request line of this category (error fields point at it). */
  requestIndex: number;
  perAccountLimit: number | null;
}

/**
 * Pure checks of a checkout request against the catalogue as read before any lock: categories of the
 * event, statuses and sale windows (server-enforced, whatever the web showed), per-transaction maxima,
 * one seat per seated ticket. Remaining stock here is only a fast "sold out" answer; the claiming
 * transaction re-counts under the category lock.
 */
export function planHold(
  body: CheckoutBody,
  categories: readonly CategoryStockRow[],
  seats: readonly SeatRow[],
  eventEndsAt: Date,
  now: Date,
  bundleItems: readonly BundleItem[] = [],
): PlannedLine[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const merged = new Map<number, PlannedLine>();
  body.tickets.forEach((ticket, index) => {
    const category = byId.get(ticket.category_id);
    if (!category || category.isHidden) throw checkoutError.categoryNotFound();
    const line = merged.get(category.id) ?? {
      category_id: category.id,
      name: category.name,
      price: category.price,
      quantity: 0,
      subtotal: 0,
      seats: [],
      bundle_choices: [],
      requestIndex: index,
      perAccountLimit: category.perAccountLimit,
    };
    line.quantity += ticket.quantity;
    line.subtotal = line.price * line.quantity;
    line.bundle_choices.push(...(ticket.bundle_choices ?? []));
    merged.set(category.id, line);
  });

  const seatIds = [...new Set(body.seat_ids ?? [])];
  if (seatIds.length !== (body.seat_ids ?? []).length) throw checkoutError.seatsMismatch();
  const seatById = new Map(seats.map((seat) => [seat.id, seat]));
  for (const id of seatIds) {
    const seat = seatById.get(id);
    const line = seat ? merged.get(seat.categoryId) : undefined;
    if (!seat || !line) throw checkoutError.seatsMismatch();
    if (seat.isBlocked) throw checkoutError.seatUnavailable();
    line.seats.push({ id: seat.id, label: seatLabel(seat) });
  }

  for (const line of merged.values()) {
    const category = byId.get(line.category_id)!;
    const status = deriveTicketStatus({ ...category, eventEndsAt }, now);
    if (status !== "available") throw checkoutError.notOnSale(status, category.name);
    if (line.quantity > category.perTransactionMax)
      throw checkoutError.perTransactionMax(category.perTransactionMax);
    if (line.quantity < category.perTransactionMin)
      throw checkoutError.perTransactionMin(category.perTransactionMin, category.name);
    if (
      category.isSeated !== line.seats.length > 0 ||
      (category.isSeated && line.seats.length !== line.quantity)
    )
      throw checkoutError.seatsMismatch();
    line.seats.sort((a, b) => compareSeats(seatById.get(a.id)!, seatById.get(b.id)!));
    const items = bundleItems.filter((item) => item.categoryId === line.category_id);
    if (!validBundleChoices(line, category.isBundle ? items : []))
      throw checkoutError.bundleChoiceInvalid(category.name);
    if (line.quantity > category.remaining)
      throw checkoutError.failedToCheckout({
        [`tickets.${line.requestIndex}.quantity`]: { name: category.name, left: category.remaining },
      });
  }
  return [...merged.values()];
}

export interface BundleItem {
  categoryId: number;
  name: string;
  /** Empty when the item comes in one size. */
  sizeOptions: string[];
}

/**
 * Merchandise choices of a line against its bundle's items: every choice names an item of this
 * bundle and one of its sizes ("" for a one-size item); an item with sizes needs exactly one choice
 * per ticket; a one-size item may be left out. A category that is not a bundle takes no choices.
 */
export function validBundleChoices(line: PlannedLine, items: readonly BundleItem[]): boolean {
  const byName = new Map(items.map((item) => [item.name, item]));
  const counts = new Map<string, number>();
  for (const choice of line.bundle_choices) {
    const item = byName.get(choice.item);
    if (!item) return false;
    if (item.sizeOptions.length === 0 ? choice.size !== "" : !item.sizeOptions.includes(choice.size))
      return false;
    counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
  }
  return items.every((item) => {
    const count = counts.get(item.name) ?? 0;
    return item.sizeOptions.length > 0 ? count === line.quantity : count === 0 || count === line.quantity;
  });
}

export interface AccountLimits {
  maxTicketByAccount: number | null;
}

/**
 * Per-account limits over this buyer's live holds and sold tickets of the event (`owned` per
 * category), evaluated under the buyer's lock so two checkouts of one buyer cannot both pass.
 */
export function checkAccountLimits(
  lines: readonly PlannedLine[],
  owned: ReadonlyMap<number, number>,
  limits: AccountLimits,
): void {
  const max = limits.maxTicketByAccount;
  if (max !== null) {
    const already = [...owned.values()].reduce((sum, n) => sum + n, 0);
    const wanted = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (already >= max) throw checkoutError.accountLimitReached(max);
    if (already + wanted > max) throw checkoutError.accountLimitLeft(max - already, max);
  }
  const over: Record<string, { name: string; left: number }> = {};
  for (const line of lines) {
    const already = owned.get(line.category_id) ?? 0;
    if (line.perAccountLimit !== null && already + line.quantity > line.perAccountLimit)
      over[`tickets.${line.requestIndex}.quantity`] = {
        name: line.name,
        left: Math.max(line.perAccountLimit - already, 0),
      };
  }
  if (Object.keys(over).length > 0) throw checkoutError.categoryLimit(over);
}

/** The public shape of a line (drops the planning fields). */
export const toHoldLine = ({ requestIndex: _i, perAccountLimit: _l, ...line }: PlannedLine): HoldLine => line;
