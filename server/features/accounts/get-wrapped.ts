import type { Wrapped } from "#shared/contracts/accounts-wrapped.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { buyerLevel } from "./buyer-level.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar year in WIB (UTC+7, no daylight saving) as a UTC interval [from, to). */
export function wibYear(now: Date): { year: number; from: Date; to: Date } {
  const year = new Date(now.getTime() + WIB_OFFSET_MS).getUTCFullYear();
  return {
    year,
    from: new Date(Date.UTC(year, 0, 1) - WIB_OFFSET_MS),
    to: new Date(Date.UTC(year + 1, 0, 1) - WIB_OFFSET_MS),
  };
}

/** GET /auth-user/my-wrapped: this year's purchases and the buyer level they earn. */
export async function getWrapped(deps: AccountsDeps, buyerId: AuthorizedBuyerId): Promise<Wrapped> {
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw new AppError("unauthorized");
  const { year, from, to } = wibYear(deps.clock.now());
  const totals = await deps.purchaseStats.totalsFor(buyerId, { from, to });
  return {
    name: buyer.name,
    year,
    total_transaction: totals.transactions,
    total_tickets: totals.tickets,
    total_events: totals.events,
    level: buyerLevel(totals.events),
  };
}
