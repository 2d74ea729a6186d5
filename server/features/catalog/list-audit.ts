import type { AuditList } from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { listAuditEntries } from "../audit/index.ts";

/** A page of the event's change log, newest first; `next_before` continues it. */
export async function listAudit(
  db: Db,
  eventId: number,
  page: { show: number; before?: number | undefined },
): Promise<AuditList> {
  const entries = await listAuditEntries(db, eventId, { limit: page.show + 1, beforeId: page.before });
  const rows = entries.slice(0, page.show).map((entry) => ({
    id: entry.id,
    entity: entry.entity,
    entity_id: entry.entityId,
    actor_name: entry.actorName,
    before: entry.before,
    after: entry.after,
    created_at: entry.createdAt.toISOString(),
  }));
  return { rows, next_before: entries.length > page.show ? (rows.at(-1)?.id ?? null) : null };
}
