import type { MyWaitingListOffers } from "#shared/contracts/waiting-list.ts";
import { openOffersOf } from "./data.ts";
import type { WaitingListDeps } from "./deps.ts";

/** The account's offers still holding tickets, for "Tiket saya". */
export async function openOffers(deps: WaitingListDeps, buyerId: string): Promise<MyWaitingListOffers> {
  const rows = await openOffersOf(deps.db, buyerId);
  return { rows: rows.map((row) => ({ ...row, expires_at: new Date(row.expires_at).toISOString() })) };
}
