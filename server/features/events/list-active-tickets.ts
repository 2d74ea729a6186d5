import type { ActiveTickets } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { listCategoriesWithStock } from "../stock/index.ts";
import { listBundleItems } from "./bundles-and-sections-data.ts";
import { findEventKey } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { deriveEventStatus } from "./event-status.ts";
import { singlePageMeta } from "./paging.ts";
import { toTicketCategory } from "./to-contract.ts";

/** An event's ticket categories with remaining stock and the status a buyer sees. */
export async function listActiveTickets(db: Db, rawRef: string, now: Date): Promise<ActiveTickets> {
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  // Hidden categories are neither listed nor sold.
  const categories = (await listCategoriesWithStock(db, event.id)).filter((category) => !category.isHidden);
  const items = await listBundleItems(
    db,
    categories.filter((category) => category.isBundle).map((category) => category.id),
  );
  const rows = categories.map((category) => {
    const row = toTicketCategory(
      category,
      items.filter((item) => item.categoryId === category.id),
      event.endsAt,
      now,
    );
    // A cancelled event sells nothing: every category reads Closed (the checkout refuses it too).
    return event.lifecycle === "cancelled" ? { ...row, status: "closed" as const } : row;
  });
  return {
    event_id: event.id,
    event_slug: event.slug,
    event_status: deriveEventStatus(event.startsAt, event.endsAt, now),
    max_ticket_by_account: event.maxTicketByAccount,
    one_transaction_per_account: event.oneTransactionPerAccount,
    as_of: now.toISOString(),
    rows,
    meta: singlePageMeta(rows.length),
  };
}
