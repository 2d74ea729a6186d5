import { and, asc, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, eTickets, eventGates, events, gateLinks, gateScans } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of an event's gates and check-in links. */

export type GateRow = typeof eventGates.$inferSelect;

export function listGates(db: Db, eventId: number, openOnly: boolean) {
  return db
    .select()
    .from(eventGates)
    .where(and(eq(eventGates.eventId, eventId), openOnly ? isNull(eventGates.archivedAt) : undefined))
    .orderBy(asc(eventGates.archivedAt), asc(eventGates.name));
}

export async function insertGate(
  db: Db,
  gate: { eventId: number; name: string },
): Promise<GateRow | undefined> {
  const [row] = await db.insert(eventGates).values(gate).returning();
  return row;
}

/** Sets a gate's name and archive time (null: open); undefined when it is gone. */
export async function updateGateRow(
  db: Db,
  gateId: number,
  values: { name: string; archivedAt: Date | null },
): Promise<GateRow | undefined> {
  const [row] = await db.update(eventGates).set(values).where(eq(eventGates.id, gateId)).returning();
  return row;
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

/** Stores a new check-in link (only its secret's hash) and answers its id. */
export async function insertGateLink(
  db: Db,
  link: { gateId: number; eventId: number; holderId: string; label: string | null; secretHash: string },
): Promise<string | undefined> {
  const [row] = await db.insert(gateLinks).values(link).returning({ id: gateLinks.id });
  return row?.id;
}

/** Revokes a link once: the first revocation's time and author are kept. */
export async function revokeLink(db: Db, linkId: string, revokedAt: Date, revokedBy: string): Promise<void> {
  await db
    .update(gateLinks)
    .set({ revokedAt, revokedBy })
    .where(and(eq(gateLinks.id, linkId), isNull(gateLinks.revokedAt)));
}

/** The organisation's published events whose end is after `since`, soonest first (at most 200). */
export function listPublishedEventsEndingAfter(db: Db, organiserId: number, since: Date) {
  return db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(
      and(eq(events.organiserId, organiserId), eq(events.lifecycle, "published"), gt(events.endsAt, since)),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(200);
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

/**
 * Scans answered `already_used`, newest first, with the admission they ran into and the ticket's code
 * version (its reference follows it).
 */
export function listDoubleAdmissions(db: Db, eventId: number, limit: number) {
  return db
    .select({
      ticketId: gateScans.ticketId,
      codeVersion: eTickets.codeVersion,
      firstGate: gateScans.firstGate,
      firstAt: gateScans.firstAt,
      secondGate: gateScans.gateName,
      secondAt: gateScans.scannedAt,
    })
    .from(gateScans)
    .leftJoin(eTickets, eq(eTickets.id, gateScans.ticketId))
    .where(and(eq(gateScans.eventId, eventId), eq(gateScans.verdict, "already_used")))
    .orderBy(desc(gateScans.scannedAt), desc(gateScans.id))
    .limit(limit);
}
