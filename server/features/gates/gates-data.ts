import { and, asc, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, eventGates, gateLinks, gateScans } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of an event's gates and check-in links (issue 18 item 5). */

export type GateRow = typeof eventGates.$inferSelect;

export function listGates(db: Db, eventId: number, openOnly: boolean) {
  return db
    .select()
    .from(eventGates)
    .where(and(eq(eventGates.eventId, eventId), openOnly ? isNull(eventGates.archivedAt) : undefined))
    .orderBy(asc(eventGates.archivedAt), asc(eventGates.name));
}

/** The gate `gateId` of this event, or undefined (another event's gate names nothing here). */
export async function findGate(db: Db | Tx, eventId: number, gateId: number): Promise<GateRow | undefined> {
  const [row] = await db
    .select()
    .from(eventGates)
    .where(and(eq(eventGates.id, gateId), eq(eventGates.eventId, eventId)));
  return row;
}

const linkColumns = {
  id: gateLinks.id,
  gateId: gateLinks.gateId,
  gateName: eventGates.name,
  label: gateLinks.label,
  holderId: gateLinks.holderId,
  holderName: buyers.name,
  createdAt: gateLinks.createdAt,
  revokedAt: gateLinks.revokedAt,
};
export type GateLinkRecord = {
  id: string;
  gateId: number;
  gateName: string;
  label: string | null;
  holderId: string;
  holderName: string;
  createdAt: Date;
  revokedAt: Date | null;
};

/** The event's links, newest first; `holderId` limits them to one member's. */
export function listLinks(db: Db, eventId: number, holderId: string | null): Promise<GateLinkRecord[]> {
  return db
    .select(linkColumns)
    .from(gateLinks)
    .innerJoin(eventGates, eq(eventGates.id, gateLinks.gateId))
    .innerJoin(buyers, eq(buyers.id, gateLinks.holderId))
    .where(and(eq(gateLinks.eventId, eventId), holderId ? eq(gateLinks.holderId, holderId) : undefined))
    .orderBy(desc(gateLinks.createdAt));
}

export async function findLink(
  db: Db | Tx,
  eventId: number,
  linkId: string,
): Promise<GateLinkRecord | undefined> {
  const [row] = await db
    .select(linkColumns)
    .from(gateLinks)
    .innerJoin(eventGates, eq(eventGates.id, gateLinks.gateId))
    .innerJoin(buyers, eq(buyers.id, gateLinks.holderId))
    .where(and(eq(gateLinks.id, linkId), eq(gateLinks.eventId, eventId)));
  return row;
}

export interface WindowCounts {
  gateId: number | null;
  gateName: string;
  valid: number;
  refused: number;
}

/** Scans per gate since `from`: admitted (`valid`) and every other answer (`refused`). */
export async function countScansSince(db: Db, eventId: number, from: Date): Promise<WindowCounts[]> {
  const found = await db
    .select({
      gateId: gateScans.gateId,
      gateName: gateScans.gateName,
      valid: sql<number>`count(*) FILTER (WHERE ${gateScans.verdict} = 'valid')::int`,
      refused: sql<number>`count(*) FILTER (WHERE ${gateScans.verdict} <> 'valid')::int`,
    })
    .from(gateScans)
    .where(and(eq(gateScans.eventId, eventId), gte(gateScans.scannedAt, from)))
    .groupBy(gateScans.gateId, gateScans.gateName);
  return found.map((row) => ({ ...row, valid: Number(row.valid), refused: Number(row.refused) }));
}

/** Scans answered `already_used`, newest first, with the admission they ran into. */
export function listDoubleAdmissions(db: Db, eventId: number, limit: number) {
  return db
    .select({
      ticketId: gateScans.ticketId,
      firstGate: gateScans.firstGate,
      firstAt: gateScans.firstAt,
      secondGate: gateScans.gateName,
      secondAt: gateScans.scannedAt,
    })
    .from(gateScans)
    .where(and(eq(gateScans.eventId, eventId), eq(gateScans.verdict, "already_used")))
    .orderBy(desc(gateScans.scannedAt), desc(gateScans.id))
    .limit(limit);
}
