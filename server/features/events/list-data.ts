import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  events,
  eventTalents,
  mediaImages,
  organisers,
  talents,
  ticketCategories,
} from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import { cardColumns, LISTED } from "./data.ts";

/**
 * What the event lists (landing and search) read from the database: the listed catalogue, which the
 * in-process search index holds (ADR 0134), and the city filter's choices. Trusts its input.
 */

/** A ticket category as the lists' price filter, price sort and "sale over" rule read it. */
export interface ListedCategory {
  price: number;
  saleEndsAt: Date | null;
  manualStatus: string;
}

interface StoredCategory {
  price: number;
  saleEndsAt: string | null;
  manualStatus: string;
}

/**
 * Listed events (published: never drafts or cancelled ones) with what their cards show, their lineup,
 * and their ticket categories; all of them, or those of `ids` that are listed. One statement.
 */
export async function listCatalogueEvents(db: Db, ids?: readonly number[]) {
  const found = await db
    .select({
      ...cardColumns,
      talents: sql<
        string[]
      >`coalesce((SELECT json_agg(${qualified(talents.name)} ORDER BY ${qualified(eventTalents.sortOrder)})
        FROM ${eventTalents} JOIN ${talents} ON ${qualified(talents.id)} = ${qualified(eventTalents.talentId)}
        WHERE ${qualified(eventTalents.eventId)} = ${qualified(events.id)}), '[]'::json)`,
      categories: sql<StoredCategory[]>`coalesce((SELECT json_agg(json_build_object(
          'price', ${qualified(ticketCategories.price)},
          'saleEndsAt', ${qualified(ticketCategories.saleEndsAt)},
          'manualStatus', ${qualified(ticketCategories.manualStatus)}))
        FROM ${ticketCategories} WHERE ${qualified(ticketCategories.eventId)} = ${qualified(events.id)}), '[]'::json)`,
    })
    .from(events)
    .innerJoin(organisers, eq(organisers.id, events.organiserId))
    .leftJoin(mediaImages, eq(mediaImages.id, events.posterImageId))
    .where(ids ? and(LISTED, inArray(events.id, [...ids])) : LISTED);
  return found.map((row) => ({
    ...row,
    categories: row.categories.map(
      (category): ListedCategory => ({
        price: category.price,
        manualStatus: category.manualStatus,
        saleEndsAt: category.saleEndsAt === null ? null : new Date(category.saleEndsAt),
      }),
    ),
  }));
}

export type CatalogueEventRow = Awaited<ReturnType<typeof listCatalogueEvents>>[number];
/** What a card is made of (the index keeps one per listed event). */
export type EventCardRow = Omit<CatalogueEventRow, "talents" | "categories">;

/** The city as compared and grouped (index `events_city_key_idx`): any case, outer spaces off. */
const cityKey = () => sql`lower(btrim(${events.city}))`;

/** Cities of events not over yet, with how many each has, most events first: the city filter. */
export function listOpenCities(db: Db, now: Date) {
  const total = count();
  return db
    .select({ name: sql<string>`min(btrim(${events.city}))`, eventCount: total })
    .from(events)
    .where(and(LISTED, gt(events.endsAt, now)))
    .groupBy(cityKey())
    .orderBy(desc(total), cityKey());
}
