import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { seatSections, seats, stockClaims } from "../../db/schema/index.ts";
import { liveClaim } from "./live-claim.ts";

/**
 * Every seat of the event with whether a live claim holds it. A claim is live when sold, or held and
 * not yet expired (the database's clock decides). The partial unique index allows at most one
 * held-or-sold claim per seat, so the join never repeats a seat.
 */
export function listSeatsWithClaims(db: Db, eventId: number) {
  return db
    .select({
      id: seats.id,
      sectionId: seats.sectionId,
      rowLabel: seats.rowLabel,
      seatNumber: seats.seatNumber,
      isBlocked: seats.isBlocked,
      claimed: sql<boolean>`${isNotNull(stockClaims.id)}`,
    })
    .from(seats)
    .innerJoin(seatSections, eq(seatSections.id, seats.sectionId))
    .leftJoin(stockClaims, and(eq(stockClaims.seatId, seats.id), liveClaim()))
    .where(eq(seatSections.eventId, eventId));
}

export type SeatClaimRow = Awaited<ReturnType<typeof listSeatsWithClaims>>[number];
