import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { deleteSlugHistory, findEventWithSlug, findSlugHistory, keepOldSlug } from "./org-events-data.ts";

/** True when no event uses `slug` now, nor used it before (an old slug keeps redirecting). */
export async function slugIsFree(tx: Tx, slug: string, exceptEventId: number | null): Promise<boolean> {
  if (await findEventWithSlug(tx, slug, exceptEventId)) return false;
  const old = await findSlugHistory(tx, slug);
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
  await deleteSlugHistory(tx, next);
  if (event.lifecycle !== "draft") await keepOldSlug(tx, event.slug, event.id);
}
