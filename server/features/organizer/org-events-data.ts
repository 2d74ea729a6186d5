import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, eventTalents, eventTicketSettings, mediaImages, talents } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** The organisation's events, newest start first. */
export function listOrgEvents(db: Db, organiserId: number) {
  return db
    .select()
    .from(events)
    .where(eq(events.organiserId, organiserId))
    .orderBy(desc(events.startsAt), desc(events.id));
}

/** What the editor shows beside the event row: its lineup, e-ticket settings and image widths. */
export async function loadEventExtras(db: Db | Tx, event: typeof events.$inferSelect) {
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
  const images =
    imageIds.length === 0
      ? []
      : await db
          .select({ id: mediaImages.id, widths: mediaImages.variantWidths })
          .from(mediaImages)
          .where(inArray(mediaImages.id, imageIds));
  return {
    lineup,
    settings: settings[0] ?? null,
    widths: new Map(images.map((image) => [image.id, image.widths])),
  };
}
export type EventExtras = Awaited<ReturnType<typeof loadEventExtras>>;
