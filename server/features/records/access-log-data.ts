import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organiserAccessLog, type RecordAccessAction } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

export type { RecordAccessAction };

/** One line of the organisation's access log, with the actor's name as it is now; its id. */
export async function insertAccessLine(
  db: Db | Tx,
  line: {
    organiserId: number;
    eventId: number | null;
    actorId: string;
    action: RecordAccessAction;
    reason: string | null;
    detail: Record<string, unknown>;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(organiserAccessLog)
    .values({
      organiserId: line.organiserId,
      eventId: line.eventId,
      actorId: line.actorId,
      actorName: sql`(SELECT name FROM buyers WHERE id = ${line.actorId})`,
      action: line.action,
      reason: line.reason,
      detail: line.detail,
    })
    .returning({ id: organiserAccessLog.id });
  return row?.id ?? null;
}

/** Merges `detail` into a line's detail. */
export async function mergeAccessDetail(db: Db, id: number, detail: Record<string, unknown>): Promise<void> {
  await db
    .update(organiserAccessLog)
    .set({ detail: sql`${organiserAccessLog.detail} || ${JSON.stringify(detail)}::jsonb` })
    .where(eq(organiserAccessLog.id, id));
}

export async function countAccessLines(db: Db, organiserId: number): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(organiserAccessLog)
    .where(eq(organiserAccessLog.organiserId, organiserId));
  return Number(count?.total ?? 0);
}

/** A page of the organisation's access log, newest first, with each line's event title. */
export function pageOfAccessLines(db: Db, organiserId: number, limit: number, offset: number) {
  return db
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
    .limit(limit)
    .offset(offset);
}
