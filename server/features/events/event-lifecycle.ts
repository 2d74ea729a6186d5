import type { Tx } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { type OrganiserAccess, requireOrgEvent } from "../organizations/index.ts";
import { lockEventForUpdate } from "./org-events-data.ts";

/** The event row locked for a lifecycle move, so two moves of one event take turns. */
export async function lockOrgEvent(tx: Tx, access: OrganiserAccess, rawEventId: string) {
  const found = await requireOrgEvent(tx, access.organiserId, rawEventId);
  return lockEventForUpdate(tx, found.id);
}

/** A lifecycle step in the event's audit log, in the step's own transaction. */
export function auditLifecycle(
  tx: Tx,
  access: OrganiserAccess,
  eventId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    actor: access.buyerId,
    eventId,
    entity: "event",
    entityId: eventId,
    before,
    after,
  });
}
