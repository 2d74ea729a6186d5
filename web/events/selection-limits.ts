import type { TicketCategory } from "#shared/contracts/events.ts";

/** Which rule caps a category's quantity; shown next to the stepper once the cap is reached. */
export type LimitReason = "remaining" | "perTransaction" | "perAccount" | "event" | "allowance";

export interface CategoryLimit {
  /** The most tickets of this category the buyer may hold in this order, given the other categories. */
  max: number;
  /** The rule that sets `max`; null when the category cannot be bought at all (its status). */
  reason: LimitReason | null;
  /** False when the status (sold out, staged, closed, fully booked, counter only) blocks buying. */
  buyable: boolean;
}

export type Quantities = Readonly<Record<number, number>>;

type LimitFields = Pick<
  TicketCategory,
  "id" | "status" | "remaining" | "per_transaction_max" | "per_account_limit"
>;

/** Every ticket in the order, across categories. */
export function totalQuantity(quantities: Quantities): number {
  let total = 0;
  for (const value of Object.values(quantities)) total += value;
  return total;
}

/**
 * The cap on one category: its stock, its per-transaction maximum, its per-account limit, the event's
 * `max_ticket_by_account` and what is left of this buyer's allowance for the event (`accountLeft`, the
 * server's stored `max_tickets_per_account_exceeded:{n}`), each minus what the other categories already
 * hold. Ties name the rule closest to the category (stock first), which is the one the buyer can act
 * on least.
 */
export function categoryLimit(
  category: LimitFields,
  quantities: Quantities,
  eventMax: number | null,
  accountLeft: number | null = null,
): CategoryLimit {
  if (category.status !== "available") return { max: 0, reason: null, buyable: false };
  const others = totalQuantity(quantities) - (quantities[category.id] ?? 0);
  const candidates: [number, LimitReason][] = [
    [category.remaining, "remaining"],
    [category.per_transaction_max, "perTransaction"],
  ];
  if (category.per_account_limit !== null) candidates.push([category.per_account_limit, "perAccount"]);
  if (eventMax !== null) candidates.push([eventMax - others, "event"]);
  if (accountLeft !== null) candidates.push([accountLeft - others, "allowance"]);
  let max = category.remaining;
  let reason: LimitReason = "remaining";
  for (const [value, why] of candidates) {
    if (value < max) [max, reason] = [value, why];
  }
  return { max: Math.max(0, max), reason, buyable: true };
}

/** The quantity a stepper may move to: never below 0, never above the category's cap. */
export function clampQuantity(
  category: LimitFields,
  quantities: Quantities,
  eventMax: number | null,
  wanted: number,
  accountLeft: number | null = null,
): number {
  const { max } = categoryLimit(category, quantities, eventMax, accountLeft);
  return Math.min(Math.max(0, Math.floor(wanted)), max);
}

/**
 * Re-applies every cap after fresh stock figures arrive (a category sold out meanwhile): categories are
 * clamped in display order, so earlier choices keep priority over later ones under the event limit.
 */
export function clampAll(
  categories: readonly LimitFields[],
  quantities: Quantities,
  eventMax: number | null,
  accountLeft: number | null = null,
): Record<number, number> {
  const result: Record<number, number> = {};
  for (const category of categories) {
    const wanted = quantities[category.id] ?? 0;
    if (wanted === 0) continue;
    const value = clampQuantity(category, result, eventMax, wanted, accountLeft);
    if (value > 0) result[category.id] = value;
  }
  return result;
}
