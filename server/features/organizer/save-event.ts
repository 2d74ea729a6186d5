import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type {
  createEventBodySchema,
  EventFields,
  OrgEvent,
  updateEventBodySchema,
} from "#shared/contracts/organizer.ts";
import { slugFrom } from "#shared/format/slug.ts";
import { events, eventTalents, eventTicketSettings, mediaImages, talents } from "../../db/schema/index.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { recordAudit } from "../audit/index.ts";
import { type OrganiserAccess, type OrgEventRow, requireOrgEvent } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { changeSlug, freeSlugFrom, slugIsFree, slugTaken } from "./event-slugs.ts";
import { toOrgEvent } from "./org-event-view.ts";
import { loadEventExtras } from "./org-events-data.ts";
import { richTextToPlain, sanitizeRichText } from "./rich-text.ts";

type Patch = z.output<typeof updateEventBodySchema>;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Image ids a body names must have been uploaded to this organisation (else a clear 400). */
async function requireOwnImages(tx: Tx, organiserId: number, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string"))];
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(and(inArray(mediaImages.id, wanted), eq(mediaImages.organiserId, organiserId)));
  if (found.length !== wanted.length)
    throw new AppError("validation_failed", { messageKey: "organizer.errors.imageUnknown" });
}

/** The columns a patch changes; rich text is sanitised here, on the server, whatever the client sent. */
function columnsOf(patch: Patch): Partial<typeof events.$inferInsert> {
  const set: Partial<typeof events.$inferInsert> = {};
  if (patch.title !== undefined) set.title = patch.title;
  if (patch.kind !== undefined) set.category = patch.kind;
  if (patch.descriptionHtml !== undefined) {
    const clean = sanitizeRichText(patch.descriptionHtml);
    set.descriptionHtml = clean;
    set.description = richTextToPlain(clean);
  }
  if (patch.venueName !== undefined) set.venueName = patch.venueName;
  if (patch.address !== undefined) set.address = patch.address;
  if (patch.city !== undefined) set.city = patch.city;
  if (patch.latitude !== undefined) set.latitude = patch.latitude;
  if (patch.longitude !== undefined) set.longitude = patch.longitude;
  if (patch.directionsUrl !== undefined) set.mapUrl = patch.directionsUrl;
  if (patch.startsAt !== undefined) set.startsAt = new Date(patch.startsAt);
  if (patch.endsAt !== undefined) set.endsAt = new Date(patch.endsAt);
  if (patch.isTentativeDate !== undefined) set.isTentativeDate = patch.isTentativeDate;
  if (patch.tentativeNote !== undefined) set.tentativeNote = patch.tentativeNote || null;
  if (patch.terms !== undefined) set.terms = patch.terms;
  if (patch.seoTitle !== undefined) set.seoTitle = patch.seoTitle || null;
  if (patch.seoDescription !== undefined) set.seoDescription = patch.seoDescription || null;
  if (patch.maxTicketByAccount !== undefined) set.maxTicketByAccount = patch.maxTicketByAccount;
  if (patch.insuranceClaimUrl !== undefined) set.insuranceClaimUrl = patch.insuranceClaimUrl;
  if (patch.chatGroupUrl !== undefined) set.chatGroupUrl = patch.chatGroupUrl;
  if (patch.posterImageId !== undefined) set.posterImageId = patch.posterImageId;
  if (patch.bannerImageId !== undefined) set.bannerImageId = patch.bannerImageId;
  return set;
}

/** The lineup replaces the old one; talents are matched by name within the organisation. */
async function saveLineup(tx: Tx, organiserId: number, eventId: number, lineup: EventFields["talents"]) {
  await tx.delete(eventTalents).where(eq(eventTalents.eventId, eventId));
  const seen = new Set<string>();
  for (const [index, talent] of lineup.entries()) {
    const key = talent.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const [existing] = await tx
      .select({ id: talents.id })
      .from(talents)
      .where(and(eq(talents.organiserId, organiserId), eq(talents.name, talent.name)))
      .limit(1);
    const imageId = talent.imageId ?? null;
    const talentId = existing
      ? existing.id
      : (await tx.insert(talents).values({ name: talent.name, organiserId, imageId }).returning())[0]!.id;
    if (existing) await tx.update(talents).set({ imageId }).where(eq(talents.id, talentId));
    await tx.insert(eventTalents).values({ eventId, talentId, role: talent.role ?? "", sortOrder: index });
  }
}

async function saveTicketSettings(tx: Tx, eventId: number, patch: Patch) {
  if (patch.transfersEnabled === undefined && patch.transferFreezeDays === undefined) return;
  const values = {
    ...(patch.transfersEnabled !== undefined ? { transfersEnabled: patch.transfersEnabled } : {}),
    ...(patch.transferFreezeDays !== undefined ? { transferFreezeHours: patch.transferFreezeDays * 24 } : {}),
  };
  await tx
    .insert(eventTicketSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventTicketSettings.eventId, set: { ...values, updatedAt: new Date() } });
}

function assertDates(startsAt: Date, endsAt: Date) {
  if (endsAt.getTime() <= startsAt.getTime())
    throw new AppError("validation_failed", {
      messageKey: "organizer.errors.endsBeforeStart",
      fields: { endsAt: { key: "organizer.errors.endsBeforeStart" } },
    });
}

async function answer(deps: Pick<OrganizerDeps, "db" | "clock">, row: OrgEventRow): Promise<OrgEvent> {
  return toOrgEvent(row, await loadEventExtras(deps.db, row), deps.clock.now());
}

/** A slug clash between two writers is the unique index's call: answer it like the check would. */
async function mapSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const found = databaseError(error);
    if (found.code === "23505" && (found.constraint ?? "").includes("slug")) throw slugTaken();
    throw error;
  }
}

/**
 * A new event is a draft: never visible to buyers. Only the title is needed; the slug is made from it
 * unless given, the dates default to a month ahead (19:00-23:00 WIB) so the row is complete enough to
 * edit, and publishing checks what is really needed.
 */
export async function createEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  body: z.output<typeof createEventBodySchema>,
): Promise<OrgEvent> {
  const row = await mapSlugRace(() =>
    inTransaction(deps.db, async (tx) => {
      await requireOwnImages(tx, access.organiserId, [
        body.posterImageId,
        body.bannerImageId,
        ...(body.talents ?? []).map((talent) => talent.imageId),
      ]);
      let slug: string;
      if (body.slug) {
        if (!(await slugIsFree(tx, body.slug, null))) throw slugTaken();
        slug = body.slug;
      } else slug = await freeSlugFrom(tx, slugFrom(body.title) || "event");
      const day = new Date(deps.clock.now().getTime() + 30 * DAY_MS);
      // 19:00 WIB is 12:00 UTC.
      const defaultStart = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
      const startsAt = body.startsAt ? new Date(body.startsAt) : defaultStart;
      const endsAt = body.endsAt ? new Date(body.endsAt) : new Date(startsAt.getTime() + 4 * HOUR_MS);
      assertDates(startsAt, endsAt);
      const [inserted] = await tx
        .insert(events)
        .values({
          venueName: "",
          city: "",
          category: "concert",
          ...columnsOf(body),
          title: body.title,
          slug,
          startsAt,
          endsAt,
          organiserId: access.organiserId,
          lifecycle: "draft",
        })
        .returning();
      if (body.talents) await saveLineup(tx, access.organiserId, inserted!.id, body.talents);
      await saveTicketSettings(tx, inserted!.id, body);
      return inserted!;
    }),
  );
  return answer(deps, row);
}

/**
 * Saves what the body names. A cancelled event is frozen. The slug changes freely while a draft; after
 * publishing the old one redirects (event-slugs.ts).
 */
export async function updateEvent(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawEventId: string,
  patch: Patch,
): Promise<OrgEvent> {
  const row = await mapSlugRace(() =>
    inTransaction(deps.db, async (tx) => {
      const current = await requireOrgEvent(tx, access.organiserId, rawEventId);
      const [locked] = await tx.select().from(events).where(eq(events.id, current.id)).for("update");
      const event = locked!;
      if (event.lifecycle === "cancelled")
        throw new AppError("conflict", { messageKey: "organizer.errors.cancelled" });
      await requireOwnImages(tx, access.organiserId, [
        patch.posterImageId,
        patch.bannerImageId,
        ...(patch.talents ?? []).map((talent) => talent.imageId),
      ]);
      const set = columnsOf(patch);
      assertDates(set.startsAt ?? event.startsAt, set.endsAt ?? event.endsAt);
      if (patch.slug !== undefined && patch.slug !== event.slug) {
        await changeSlug(tx, event, patch.slug);
        set.slug = patch.slug;
      }
      const [updated] = await tx
        .update(events)
        .set({ ...set, updatedAt: deps.clock.now() })
        .where(eq(events.id, event.id))
        .returning();
      if (patch.talents) await saveLineup(tx, access.organiserId, event.id, patch.talents);
      await saveTicketSettings(tx, event.id, patch);
      // The changed columns, before and after (issue 17 item 8); a lineup change is named by its talents.
      const changed = Object.keys(set) as (keyof typeof set & keyof OrgEventRow)[];
      const pick = (source: OrgEventRow) => Object.fromEntries(changed.map((key) => [key, source[key]]));
      await recordAudit(tx, {
        actor: access.buyerId,
        eventId: event.id,
        entity: "event",
        entityId: event.id,
        before: pick(event),
        after: {
          ...pick(updated!),
          ...(patch.talents ? { talents: patch.talents.map((talent) => talent.name) } : {}),
        },
      });
      return updated!;
    }),
  );
  return answer(deps, row);
}
