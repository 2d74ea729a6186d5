import type { TicketStatus } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { deriveTicketStatus } from "../events/index.ts";
import { listCategoriesWithStock } from "../stock/index.ts";

/** The status a buyer sees now for each category of one event (the same rule as the event page). */
export async function categoryStatuses(
  db: Db,
  eventId: number,
  eventEndsAt: Date,
  now: Date,
): Promise<Map<number, TicketStatus>> {
  const categories = await listCategoriesWithStock(db, eventId);
  return new Map(
    categories.map((category) => [
      category.id,
      deriveTicketStatus(
        {
          manualStatus: category.manualStatus,
          remaining: category.remaining,
          saleStartsAt: category.saleStartsAt,
          saleEndsAt: category.saleEndsAt,
          eventEndsAt,
        },
        now,
      ),
    ]),
  );
}

/** Not on sale yet, or sold out for now: what a reminder can wait for. Closed never reopens. */
export const REMINDABLE: ReadonlySet<TicketStatus> = new Set(["staged", "sold_out", "fully_booked"]);
