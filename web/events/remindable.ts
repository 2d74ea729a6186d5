import type { TicketCategory } from "#shared/contracts/events.ts";

/** Statuses a reminder can wait for: not open yet, or sold out for now ("closed" never reopens). */
export const REMINDABLE_STATUSES: readonly TicketCategory["status"][] = [
  "staged",
  "sold_out",
  "fully_booked",
];
