import { and, eq, ne } from "drizzle-orm";
import { eventSlugHistory, events } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";

/** True when no event uses `slug` now, nor used it before (an old slug keeps redirecting). */
export async function slugIsFree(tx: Tx, slug: string, exceptEventId: number | null): Promise<boolean> {
  const [current] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      exceptEventId === null
        ? eq(events.slug, slug)
        : and(eq(events.slug, slug), ne(events.id, exceptEventId)),
    )
    .limit(1);
  if (current) return false;
  const [old] = await tx
    .select({ eventId: eventSlugHistory.eventId })
    .from(eventSlugHistory)
    .where(eq(eventSlugHistory.slug, slug))
    .limit(1);
  return !old || old.eventId === exceptEventId;
}

/** A free slug made from `base`: itself, else with `-2`, `-3`... (drafts get one without asking). */
export async function freeSlugFrom(tx: Tx, base: string): Promise<string> {
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 150)}-${n}`;
    if (await slugIsFree(tx, candidate, null)) return candidate;
  }
  return `${base.slice(0, 140)}-${Date.now().toString(36)}`;
}

export const slugTaken = () =>
  new AppError("conflict", {
    messageKey: "organizer.errors.slugTaken",
    fields: { slug: { key: "organizer.errors.slugTaken" } },
  });

/**
 * Moves an event to a new slug. A draft's old slug was never public and is simply dropped; a published
 * or cancelled event's is kept in the history, so `/event/<old>` redirects and the API resolves it.
 * Taking back one of its own old slugs removes that history row.
 */
export async function changeSlug(
  tx: Tx,
  event: { id: number; slug: string; lifecycle: string },
  next: string,
): Promise<void> {
  if (next === event.slug) return;
  if (!(await slugIsFree(tx, next, event.id))) throw slugTaken();
  await tx.delete(eventSlugHistory).where(eq(eventSlugHistory.slug, next));
  if (event.lifecycle !== "draft")
    await tx.insert(eventSlugHistory).values({ slug: event.slug, eventId: event.id }).onConflictDoNothing();
}
