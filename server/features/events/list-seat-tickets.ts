import type { SeatMap, SeatSection } from "#shared/contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { listSeatsWithClaims, type SeatClaimRow } from "../stock/index.ts";
import { listSeatSections } from "./bundles-and-sections-data.ts";
import { findEventKey } from "./data.ts";
import { eventNotFound, requireEventRef } from "./event-errors.ts";
import { singlePageMeta } from "./paging.ts";
import { compareSeats, seatLabel } from "./seat-order.ts";

/**
 * The seat map: sections in the organiser's order, each with its seats sorted by row letter then
 * number. A seat is unavailable when blocked by the organiser or claimed (sold, or held and unexpired).
 */
export async function listSeatTickets(db: Db, rawRef: string, now: Date): Promise<SeatMap> {
  const event = await findEventKey(db, requireEventRef(rawRef));
  if (!event) throw eventNotFound();
  const sections = await listSeatSections(db, event.id);
  const seats = sections.length > 0 ? await listSeatsWithClaims(db, event.id) : [];
  const bySection = new Map<number, SeatClaimRow[]>();
  for (const seat of seats) {
    const list = bySection.get(seat.sectionId) ?? [];
    list.push(seat);
    bySection.set(seat.sectionId, list);
  }
  const rows = sections.map((section): SeatSection => {
    const sorted = (bySection.get(section.id) ?? []).sort(compareSeats);
    const mapped = sorted.map((seat) => ({
      id: seat.id,
      label: seatLabel(seat),
      row: seat.rowLabel,
      number: seat.seatNumber,
      state: seat.isBlocked || seat.claimed ? ("unavailable" as const) : ("available" as const),
    }));
    return {
      id: section.id,
      name: section.name,
      category_id: section.categoryId,
      category_name: section.categoryName,
      price: section.price,
      available_count: mapped.filter((seat) => seat.state === "available").length,
      seats: mapped,
    };
  });
  return {
    event_id: event.id,
    event_slug: event.slug,
    as_of: now.toISOString(),
    rows,
    meta: singlePageMeta(rows.length),
  };
}
