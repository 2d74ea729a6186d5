import type { SaleStatus } from "#shared/contracts/events.ts";
import type { CategoryStockOfEvent } from "../stock/index.ts";
import { deriveTicketStatus } from "./event-status.ts";

export interface SaleSummary {
  /** "Mulai dari": the cheapest category a buyer can buy right now; null when none can be. */
  startFromPrice: number | null;
  saleStatus: SaleStatus;
}

/**
 * What an event's card says about buying, from its categories with live stock and
 * the same status rules the ticket list uses: the cheapest price on sale now; otherwise "Segera dibuka"
 * when a sale is still to open (or nothing is published yet), "Habis" when tickets ran out, and
 * otherwise the online sale is over.
 */
export function summarizeSale(
  categories: readonly Omit<CategoryStockOfEvent, "eventId">[],
  eventEndsAt: Date,
  now: Date,
): SaleSummary {
  if (categories.length === 0) return { startFromPrice: null, saleStatus: "opening_soon" };
  const statuses = categories.map((category) => ({
    price: category.price,
    status: deriveTicketStatus({ ...category, eventEndsAt }, now),
  }));
  const onSale = statuses.filter((entry) => entry.status === "available").map((entry) => entry.price);
  if (onSale.length > 0) return { startFromPrice: Math.min(...onSale), saleStatus: "on_sale" };
  const has = (wanted: string[]) => statuses.some((entry) => wanted.includes(entry.status));
  if (has(["staged"])) return { startFromPrice: null, saleStatus: "opening_soon" };
  if (has(["sold_out", "fully_booked"])) return { startFromPrice: null, saleStatus: "sold_out" };
  return { startFromPrice: null, saleStatus: "closed" };
}

/** The summaries of a page of events, keyed by event id. */
export function summarizeSales(
  rows: readonly { id: number; endsAt: Date }[],
  categories: readonly CategoryStockOfEvent[],
  now: Date,
): Map<number, SaleSummary> {
  const byEvent = new Map<number, CategoryStockOfEvent[]>();
  for (const category of categories) {
    const list = byEvent.get(category.eventId) ?? [];
    list.push(category);
    byEvent.set(category.eventId, list);
  }
  return new Map(rows.map((row) => [row.id, summarizeSale(byEvent.get(row.id) ?? [], row.endsAt, now)]));
}
