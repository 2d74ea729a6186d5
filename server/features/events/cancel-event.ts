import type { FastifyBaseLogger } from "fastify";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { applyCancelEffects } from "./cancel-effects.ts";
import { auditLifecycle, lockOrgEvent } from "./event-lifecycle.ts";
import { presentOrgEvent } from "./get-org-event.ts";
import { saveEventColumns } from "./org-events-data.ts";

/**
 * Draft or published to cancelled, with the reason buyers are shown. Final. In the same transaction:
 * tickets voided at the gate, paid orders to the refund list, waiting orders cancelled, one mail per
 * buyer in the outbox (delivered after the commit); see cancel-effects.ts.
 */
export async function cancelEvent(
  deps: Pick<OrganizerDeps, "db" | "clock" | "config" | "mailer">,
  access: OrganiserAccess,
  rawEventId: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockOrgEvent(tx, access, rawEventId);
    if (event.lifecycle === "cancelled")
      throw new AppError("conflict", { messageKey: "organizer.errors.alreadyCancelled" });
    const now = deps.clock.now();
    const updated = await saveEventColumns(tx, event.id, {
      lifecycle: "cancelled",
      cancelledAt: now,
      cancelReason: reason,
      updatedAt: now,
    });
    const effects = await applyCancelEffects(tx, deps, updated, reason);
    await auditLifecycle(
      tx,
      access,
      event.id,
      { lifecycle: event.lifecycle },
      { lifecycle: "cancelled", cancelReason: reason, ...effects },
    );
    return updated;
  });
  if (log) deps.mailer.deliver(log);
  return presentOrgEvent(deps, row);
}
