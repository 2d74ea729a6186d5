import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, eventAuditLog } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of the audit log of organisers' changes to events. */

export interface AuditEntry {
  id: number;
  entity: string;
  entityId: string | null;
  actorName: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** An event's audit entries, newest first, `limit` at a time (`before`: the last id of the previous page). */
export async function listAuditEntries(
  db: Db,
  eventId: number,
  page: { limit: number; beforeId?: number | undefined },
): Promise<AuditEntry[]> {
  const where = page.beforeId
    ? and(eq(eventAuditLog.eventId, eventId), lt(eventAuditLog.id, page.beforeId))
    : eq(eventAuditLog.eventId, eventId);
  return db
    .select({
      id: eventAuditLog.id,
      entity: eventAuditLog.entity,
      entityId: eventAuditLog.entityId,
      actorName: buyers.name,
      before: eventAuditLog.before,
      after: eventAuditLog.after,
      createdAt: eventAuditLog.createdAt,
    })
    .from(eventAuditLog)
    .leftJoin(buyers, eq(buyers.id, eventAuditLog.actorId))
    .where(where)
    .orderBy(desc(eventAuditLog.id))
    .limit(page.limit);
}

export async function insertAuditEntry(
  tx: Db | Tx,
  entry: {
    eventId: number;
    actorId: string | null;
    entity: string;
    entityId: string | null;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await tx.insert(eventAuditLog).values(entry);
}
