import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organiserAccessLog, type RecordAccessAction } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import { pageOffset, pagingMeta } from "../events/index.ts";
import type { AuthorizedOrganiserId, OrganiserAccess } from "./access.ts";

export interface AccessEntry {
  eventId: number | null;
  action: RecordAccessAction;
  reason: string | null;
  /** What was taken (ids, kinds, filters, counts), never the personal data itself. */
  detail: Record<string, unknown>;
}

/**
 * Writes one line of the organisation's access log (UU PDP 27/2022): who looked at protected answers
 * or took buyers' data out, when, why. Written before the data leaves, in the caller's transaction.
 */
export async function recordAccess(
  db: Db | Tx,
  access: Pick<OrganiserAccess, "organiserId" | "buyerId">,
  entry: AccessEntry,
): Promise<number> {
  const [row] = await db
    .insert(organiserAccessLog)
    .values({
      organiserId: access.organiserId,
      eventId: entry.eventId,
      actorId: access.buyerId,
      actorName: sql`(SELECT name FROM buyers WHERE id = ${access.buyerId})`,
      action: entry.action,
      reason: entry.reason,
      detail: entry.detail,
    })
    .returning({ id: organiserAccessLog.id });
  if (!row) throw new Error("access log insert returned no row");
  return row.id;
}

/** Adds what is only known at the end (an export's row count) to its log line. */
export async function completeAccess(db: Db, id: number, detail: Record<string, unknown>): Promise<void> {
  await db
    .update(organiserAccessLog)
    .set({ detail: sql`${organiserAccessLog.detail} || ${JSON.stringify(detail)}::jsonb` })
    .where(eq(organiserAccessLog.id, id));
}

/** The organisation's access log, newest first (owners read it). */
export async function listAccessLog(db: Db, organiserId: AuthorizedOrganiserId, page: number, show: number) {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(organiserAccessLog)
    .where(eq(organiserAccessLog.organiserId, organiserId));
  const found = await db
    .select({
      id: organiserAccessLog.id,
      createdAt: organiserAccessLog.createdAt,
      actorName: organiserAccessLog.actorName,
      action: organiserAccessLog.action,
      eventId: organiserAccessLog.eventId,
      eventTitle: events.title,
      reason: organiserAccessLog.reason,
      detail: organiserAccessLog.detail,
    })
    .from(organiserAccessLog)
    .leftJoin(events, eq(events.id, organiserAccessLog.eventId))
    .where(eq(organiserAccessLog.organiserId, organiserId))
    .orderBy(desc(organiserAccessLog.createdAt), desc(organiserAccessLog.id))
    .limit(show)
    .offset(pageOffset(page, show));
  const total = Number(count?.total ?? 0);
  return {
    rows: found.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorName: row.actorName,
      action: row.action,
      eventId: row.eventId,
      eventTitle: row.eventTitle,
      reason: row.reason,
      detail: (row.detail ?? {}) as Record<string, unknown>,
    })),
    meta: pagingMeta(total, page, show),
  };
}
