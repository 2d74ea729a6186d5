import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { events, ticketCategories } from "../../db/schema/index.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { liveClaimCounts, lockCategories } from "../stock/index.ts";
import { type OrganiserAccess, requireOrgEvent } from "./access.ts";
import { applyCancelEffects } from "./cancel-effects.ts";
import type { OrganizerDeps } from "./deps.ts";
import { toOrgEvent } from "./org-event-view.ts";
import { loadEventExtras } from "./org-events-data.ts";

/** The event row locked for a lifecycle move, so two moves of one event take turns. */
async function lockEvent(tx: Tx, access: OrganiserAccess, rawEventId: string) {
  const found = await requireOrgEvent(tx, access.organiserId, rawEventId);
  const [row] = await tx.select().from(events).where(eq(events.id, found.id)).for("update");
  return row!;
}

/**
 * What publishing needs (issue 17, item 3): a poster, dates that are still ahead, a venue and city,
 * and at least one visible category whose sale has not ended with a quota above zero.
 */
async function missingForPublish(
  tx: Tx,
  event: typeof events.$inferSelect,
  now: Date,
): Promise<MessageKey[]> {
  const missing: MessageKey[] = [];
  if (!event.posterImageId && !event.posterPath) missing.push("organizer.errors.missingPoster");
  if (event.endsAt.getTime() <= now.getTime()) missing.push("organizer.errors.endedAlready");
  if (!event.venueName.trim() || !event.city.trim()) missing.push("organizer.errors.missingVenue");
  const [onSale] = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(
      and(
        eq(ticketCategories.eventId, event.id),
        gt(ticketCategories.quota, 0),
        or(isNull(ticketCategories.saleEndsAt), gt(ticketCategories.saleEndsAt, now)),
      ),
    )
    .limit(1);
  if (!onSale) missing.push("organizer.errors.missingCategory");
  return missing;
}

async function answer(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  row: typeof events.$inferSelect,
): Promise<OrgEvent> {
  return toOrgEvent(row, await loadEventExtras(deps.db, row), deps.clock.now());
}

/** Draft to published: listed from now on, each category selling inside its own window. */
export async function publishEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockEvent(tx, access, rawEventId);
    if (event.lifecycle !== "draft")
      throw new AppError("conflict", { messageKey: "organizer.errors.notDraft" });
    const now = deps.clock.now();
    const missing = await missingForPublish(tx, event, now);
    if (missing.length > 0)
      throw new AppError("rule_refused", {
        messageKey: "organizer.errors.incomplete",
        // Each missing piece is its own translated line, keyed so the form can show them together.
        fields: Object.fromEntries(missing.map((key, index) => [`publish.${index}`, { key }])),
      });
    const [updated] = await tx
      .update(events)
      .set({ lifecycle: "published", publishedAt: event.publishedAt ?? now, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning();
    await auditLifecycle(tx, access, event.id, { lifecycle: "draft" }, { lifecycle: "published" });
    return updated!;
  });
  return answer(deps, row);
}

/**
 * Published back to draft, only while nothing is sold or held. The categories are locked first (the
 * stock module's order), so a checkout cannot slip a hold in between the count and the change: it
 * waits for the lock and then finds the event a draft.
 */
export async function unpublishEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockEvent(tx, access, rawEventId);
    if (event.lifecycle !== "published")
      throw new AppError("conflict", { messageKey: "organizer.errors.notPublished" });
    const categories = await tx
      .select({ id: ticketCategories.id })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, event.id));
    const ids = categories.map((category) => category.id);
    await lockCategories(tx, ids);
    const live = await liveClaimCounts(tx, ids);
    if ([...live.values()].some((count) => count > 0))
      throw new AppError("rule_refused", { messageKey: "organizer.errors.stockLive" });
    const [updated] = await tx
      .update(events)
      .set({ lifecycle: "draft", updatedAt: deps.clock.now() })
      .where(eq(events.id, event.id))
      .returning();
    await auditLifecycle(tx, access, event.id, { lifecycle: "published" }, { lifecycle: "draft" });
    return updated!;
  });
  return answer(deps, row);
}

/**
 * Draft or published to cancelled, with the reason buyers are shown. Final. In the same transaction
 * (issue 18 item 4): tickets voided at the gate, paid orders to the refund list, waiting orders
 * cancelled, one mail per buyer in the outbox (delivered after the commit); see cancel-effects.ts.
 */
export async function cancelEvent(
  deps: Pick<OrganizerDeps, "db" | "clock" | "config" | "mailer">,
  access: OrganiserAccess,
  rawEventId: string,
  reason: string,
  log?: FastifyBaseLogger,
): Promise<OrgEvent> {
  const row = await inTransaction(deps.db, async (tx) => {
    const event = await lockEvent(tx, access, rawEventId);
    if (event.lifecycle === "cancelled")
      throw new AppError("conflict", { messageKey: "organizer.errors.alreadyCancelled" });
    const now = deps.clock.now();
    const [updated] = await tx
      .update(events)
      .set({ lifecycle: "cancelled", cancelledAt: now, cancelReason: reason, updatedAt: now })
      .where(eq(events.id, event.id))
      .returning();
    const effects = await applyCancelEffects(tx, deps, updated!, reason);
    await auditLifecycle(
      tx,
      access,
      event.id,
      { lifecycle: event.lifecycle },
      { lifecycle: "cancelled", cancelReason: reason, ...effects },
    );
    return updated!;
  });
  if (log) deps.mailer.deliver(log);
  return answer(deps, row);
}

/** A lifecycle step in the event's audit log (issue 17 item 8), in the step's own transaction. */
function auditLifecycle(
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
