import type { EventStatus, TicketStatus } from "#shared/contracts/events.ts";

/**
 * The event's status is a function of the clock, never a stored column that a forgotten job must
 * flip: before the start it is `upcoming`, from the start until the end `past` (under way), then
 * `ended`.
 */
export function deriveEventStatus(startsAt: Date, endsAt: Date, now: Date): EventStatus {
  if (now.getTime() < startsAt.getTime()) return "upcoming";
  if (now.getTime() < endsAt.getTime()) return "past";
  return "ended";
}

export interface TicketStatusInput {
  /** What the organiser set; `available` lets the rules below decide. */
  manualStatus: TicketStatus;
  /** Derived stock: quota minus sold minus unexpired holds. */
  remaining: number;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  eventEndsAt: Date;
}

/**
 * The status a buyer sees for a ticket category. Order matters: a closed sale stays closed even with
 * stock left; no stock reads Sold Out whatever the organiser's label says (a buyer must never be
 * offered what cannot be bought); then the organiser's own label; then the sale window.
 */
export function deriveTicketStatus(input: TicketStatusInput, now: Date): TicketStatus {
  const time = now.getTime();
  if (input.manualStatus === "closed") return "closed";
  if (time >= input.eventEndsAt.getTime()) return "closed";
  if (input.saleEndsAt && time >= input.saleEndsAt.getTime()) return "closed";
  if (input.remaining <= 0) return "sold_out";
  if (input.manualStatus !== "available") return input.manualStatus;
  if (input.saleStartsAt && time < input.saleStartsAt.getTime()) return "staged";
  return "available";
}
