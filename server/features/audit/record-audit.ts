import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { insertAuditEntry } from "./data.ts";

/** One organiser change, as the audit log stores it. */
export interface AuditChange {
  /** The signed-in account that made the change (null for the system, e.g. an automatic end). */
  actor: string | null;
  eventId: number;
  /** What was changed: `event`, `category`, `seat_map`, `visitor_form`, `voucher`, ... */
  entity: string;
  /** The changed row's id, when the entity has one. */
  entityId?: string | number | null;
  /** The entity's values before the change; null when it was created. */
  before: unknown;
  /** The entity's values after the change; null when it was deleted. */
  after: unknown;
}

/**
 * Writes one audit entry in the caller's transaction, so the change and its entry commit together.
 * Call it for every change to an event, draft or published: the log then also tells how a published
 * event came to be. A change that changes nothing (before equals after) is not logged.
 * Never pass secrets: the values are shown to the organisation's members as they are.
 */
export async function recordAudit(tx: Db | Tx, change: AuditChange): Promise<void> {
  const before = change.before ?? null;
  const after = change.after ?? null;
  if (before !== null && after !== null && JSON.stringify(before) === JSON.stringify(after)) return;
  await insertAuditEntry(tx, {
    eventId: change.eventId,
    actorId: change.actor,
    entity: change.entity,
    entityId: change.entityId == null ? null : String(change.entityId),
    before,
    after,
  });
}
