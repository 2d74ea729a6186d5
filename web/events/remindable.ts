import { lazy } from "react";
import type { TicketCategory } from "#shared/contracts/events.ts";

/** Statuses a reminder can wait for: not open yet, or sold out for now ("closed" never reopens). */
export const REMINDABLE_STATUSES: readonly TicketCategory["status"][] = [
  "staged",
  "sold_out",
  "fully_booked",
];

/**
 * "Ingatkan saya" (remind-me.tsx), fetched only by a page that shows a category a reminder can wait for:
 * most event pages have none, and their first view should not carry its code.
 */
export const RemindMe = lazy(() => import("./remind-me.tsx"));
