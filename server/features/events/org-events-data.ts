import { and, asc, desc, eq, gt, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  eventSlugHistory,
  events,
  eventTalents,
  eventTicketSettings,
  mediaImages,
  talents,
  ticketCategories,
} from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

export type EventRow = typeof events.$inferSelect;
/** The event columns an organiser's save writes. */
export type EventColumns = Partial<typeof events.$inferInsert>;

/** The organisation's events, newest start first. */
export function listOrgEvents(db: Db, organiserId: number) {
  return db
    .select()
    .from(events)
    .where(eq(events.organiserId, organiserId))
    .orderBy(desc(events.startsAt), desc(events.id));
}

/** The variant widths of uploaded images, by id (none asked, none read). */
export async function imageWidths(db: Db | Tx, imageIds: readonly string[]) {
  if (imageIds.length === 0) return [];
  return db
    .select({ id: mediaImages.id, widths: mediaImages.variantWidths })
    .from(mediaImages)
    .where(inArray(mediaImages.id, [...imageIds]));
}

/** What the editor shows beside the event row: its lineup, e-ticket settings and image widths. */
export async function loadEventExtras(db: Db | Tx, event: EventRow) {
  const [lineup, settings] = await Promise.all([
    db
      .select({
        name: talents.name,
        role: eventTalents.role,
        imageId: talents.imageId,
        imagePath: talents.imagePath,
        talentId: talents.id,
      })
      .from(eventTalents)
      .innerJoin(talents, eq(talents.id, eventTalents.talentId))
      .where(eq(eventTalents.eventId, event.id))
      .orderBy(asc(eventTalents.sortOrder), asc(talents.id)),
    db.select().from(eventTicketSettings).where(eq(eventTicketSettings.eventId, event.id)).limit(1),
  ]);
  const imageIds = [event.posterImageId, event.bannerImageId, ...lineup.map((row) => row.imageId)].filter(
    (id): id is string => id !== null,
  );
  const images = await imageWidths(db, imageIds);
  return {
    lineup,
    settings: settings[0] ?? null,
    widths: new Map(images.map((image) => [image.id, image.widths])),
  };
}
export type EventExtras = Awaited<ReturnType<typeof loadEventExtras>>;

/** Of these image ids, the ones uploaded to this organisation. */
export function findOwnImageIds(tx: Tx, organiserId: number, imageIds: string[]) {
  return tx
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(and(inArray(mediaImages.id, imageIds), eq(mediaImages.organiserId, organiserId)));
}

export async function insertEvent(tx: Tx, values: typeof events.$inferInsert): Promise<EventRow> {
  const [inserted] = await tx.insert(events).values(values).returning();
  return inserted!;
}

/** The event row locked for a change, so two changes of one event take turns. */
export async function lockEventForUpdate(tx: Tx, eventId: number): Promise<EventRow> {
  const [locked] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return locked!;
}

export async function saveEventColumns(tx: Tx, eventId: number, set: EventColumns): Promise<EventRow> {
  const [updated] = await tx.update(events).set(set).where(eq(events.id, eventId)).returning();
  return updated!;
}

export async function deleteLineup(tx: Tx, eventId: number): Promise<void> {
  await tx.delete(eventTalents).where(eq(eventTalents.eventId, eventId));
}

/** The organisation's talent of this name, if it has one. */
export async function findTalentByName(tx: Tx, organiserId: number, name: string) {
  const [existing] = await tx
    .select({ id: talents.id })
    .from(talents)
    .where(and(eq(talents.organiserId, organiserId), eq(talents.name, name)))
    .limit(1);
  return existing ?? null;
}

export async function insertTalent(
  tx: Tx,
  talent: { name: string; organiserId: number; imageId: string | null },
): Promise<number> {
  return (await tx.insert(talents).values(talent).returning())[0]!.id;
}

export async function setTalentImage(tx: Tx, talentId: number, imageId: string | null): Promise<void> {
  await tx.update(talents).set({ imageId }).where(eq(talents.id, talentId));
}

export async function insertEventTalent(
  tx: Tx,
  link: { eventId: number; talentId: number; role: string; sortOrder: number },
): Promise<void> {
  await tx.insert(eventTalents).values(link);
}

export async function upsertTicketSettings(
  tx: Tx,
  eventId: number,
  values: { transfersEnabled?: boolean; transferFreezeHours?: number },
): Promise<void> {
  await tx
    .insert(eventTicketSettings)
    .values({ eventId, ...values })
    .onConflictDoUpdate({ target: eventTicketSettings.eventId, set: { ...values, updatedAt: new Date() } });
}

/** An event, other than `exceptEventId`, that uses `slug` now. */
export async function findEventWithSlug(tx: Tx, slug: string, exceptEventId: number | null) {
  const [current] = await tx
    .select({ id: events.id })
    .from(events)
    .where(
      exceptEventId === null
        ? eq(events.slug, slug)
        : and(eq(events.slug, slug), ne(events.id, exceptEventId)),
    )
    .limit(1);
  return current ?? null;
}

/** The event that used `slug` before and keeps it redirecting, if any. */
export async function findSlugHistory(tx: Tx, slug: string) {
  const [old] = await tx
    .select({ eventId: eventSlugHistory.eventId })
    .from(eventSlugHistory)
    .where(eq(eventSlugHistory.slug, slug))
    .limit(1);
  return old ?? null;
}

export async function deleteSlugHistory(tx: Tx, slug: string): Promise<void> {
  await tx.delete(eventSlugHistory).where(eq(eventSlugHistory.slug, slug));
}

export async function keepOldSlug(tx: Tx, slug: string, eventId: number): Promise<void> {
  await tx.insert(eventSlugHistory).values({ slug, eventId }).onConflictDoNothing();
}

/** One visible category of the event whose sale has not ended at `now`, with a quota above zero. */
export async function findCategoryOnSale(tx: Tx, eventId: number, now: Date) {
  const [onSale] = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(
      and(
        eq(ticketCategories.eventId, eventId),
        gt(ticketCategories.quota, 0),
        or(isNull(ticketCategories.saleEndsAt), gt(ticketCategories.saleEndsAt, now)),
      ),
    )
    .limit(1);
  return onSale ?? null;
}

export async function listCategoryIds(tx: Tx, eventId: number): Promise<number[]> {
  const categories = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, eventId));
  return categories.map((category) => category.id);
}
