import type { MyWaitingList } from "#shared/contracts/waiting-list.ts";
import { myOpenPlaces } from "./data.ts";
import type { WaitingListDeps } from "./deps.ts";

const asIso = (value: Date | string) => new Date(value).toISOString();

/** The account's places in line and offers still holding tickets, for "Tiket saya". */
export async function myPlaces(deps: WaitingListDeps, buyerId: string): Promise<MyWaitingList> {
  const found = await myOpenPlaces(deps.db, buyerId);
  return {
    rows: found.map((row) => ({
      category_id: row.category_id,
      category_name: row.category_name,
      event_slug: row.event_slug,
      event_title: row.event_title,
      status: row.status,
      quantity: row.quantity,
      position: row.position,
      list_open: row.list_open,
      offer:
        row.status !== "waiting" && row.hold_id && row.offer_expires_at
          ? {
              hold_id: row.hold_id,
              quantity: row.offered_quantity ?? row.quantity,
              expires_at: asIso(row.offer_expires_at),
            }
          : null,
    })),
  };
}
