import { eq, isNull, sql } from "drizzle-orm";
import {
  bundleItems,
  events,
  eventTalents,
  organisers,
  talents,
  ticketCategories,
} from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import { insertClaims, insertSeating, insertSliders, insertVouchers } from "./insert-extras.ts";
import type { CategoryIds, PlacedEvent } from "./placed-event.ts";
import type { CataloguePlan, PlannedEvent } from "./plan-types.ts";
import { slugify } from "./prng.ts";

// Postgres accepts at most 65,535 parameters per statement; 500 rows x ~30 columns stays well under.
const CHUNK = 500;

async function chunked<T, R>(rows: readonly T[], insert: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) results.push(...(await insert(rows.slice(i, i + CHUNK))));
  return results;
}

/** Writes a planned catalogue in bulk, inside the seeder's transaction. */
export async function insertCatalogue(tx: Tx, plan: CataloguePlan): Promise<void> {
  const organiserIds = await insertOrganisers(tx, plan.organisers);
  const talentIds = await insertTalents(tx, plan.events);
  const eventIds = await chunked(plan.events, (chunk) =>
    tx
      .insert(events)
      .values(chunk.map((event) => eventValues(event, organiserIds)))
      .returning({ id: events.id }),
  );
  const placed = plan.events.map((event, i) => ({ event, id: eventIds[i]?.id ?? 0 }));
  await chunked(
    placed.flatMap(({ event, id }) =>
      event.lineup.map((entry, sortOrder) => ({
        eventId: id,
        talentId: talentIds.get(entry.talent) ?? 0,
        role: entry.role,
        sortOrder,
      })),
    ),
    (chunk) => tx.insert(eventTalents).values(chunk).returning({ eventId: eventTalents.eventId }),
  );
  const categoryIds = await insertCategories(tx, placed);
  await insertSeating(tx, placed, categoryIds);
  await insertClaims(tx, placed, categoryIds);
  await insertVouchers(tx, placed, categoryIds);
  await insertSliders(tx, plan.sliders);
  await applyDemoAnalytics(tx);
}

/**
 * Two demo events run analytics once a buyer accepts cookies: one with its own GA4 and
 * Meta Pixel ids, one through its organiser's GA4 id. Every other page loads nothing of it.
 */
export const DEMO_ANALYTICS = {
  event: { slug: "senandung-senja-satu-dekade-tour-2026", ga4: "G-TIKETIN2026", pixel: "1234567890123456" },
  organiserOf: { slug: "konser-akustik-nadira-putri", ga4: "G-NADIRA2026" },
} as const;

async function applyDemoAnalytics(tx: Tx): Promise<void> {
  const { event, organiserOf } = DEMO_ANALYTICS;
  await tx
    .update(events)
    .set({ ga4MeasurementId: event.ga4, metaPixelId: event.pixel })
    .where(eq(events.slug, event.slug));
  const [owner] = await tx
    .select({ organiserId: events.organiserId })
    .from(events)
    .where(eq(events.slug, organiserOf.slug))
    .limit(1);
  if (owner)
    await tx
      .update(organisers)
      .set({ ga4MeasurementId: organiserOf.ga4 })
      .where(eq(organisers.id, owner.organiserId));
}

async function insertOrganisers(tx: Tx, names: readonly string[]): Promise<number[]> {
  const rows = await chunked(names, (chunk) =>
    tx
      .insert(organisers)
      .values(
        chunk.map((name) => {
          const slug = slugify(name);
          return { name, slug, logoPath: `/media/organisers/${slug}.svg` };
        }),
      )
      .returning({ id: organisers.id }),
  );
  return rows.map((row) => row.id);
}

async function insertTalents(tx: Tx, planned: readonly PlannedEvent[]): Promise<Map<string, number>> {
  const names = [...new Set(planned.flatMap((event) => event.lineup.map((entry) => entry.talent)))];
  const rows = await chunked(names, (chunk) =>
    tx
      .insert(talents)
      .values(chunk.map((name) => ({ name })))
      .returning({ id: talents.id, name: talents.name }),
  );
  // The image route is keyed by id, which only exists now.
  await tx
    .update(talents)
    .set({ imagePath: sql`'/media/talents/' || ${talents.id} || '.svg'` })
    .where(isNull(talents.imagePath));
  return new Map(rows.map((row) => [row.name, row.id]));
}

function eventValues(event: PlannedEvent, organiserIds: readonly number[]): typeof events.$inferInsert {
  const { lineup: _lineup, categories: _categories, vouchers: _vouchers, organiserIndex, ...columns } = event;
  return {
    ...columns,
    organiserId: organiserIds[organiserIndex] ?? 0,
    posterPath: `/media/events/${event.slug}.svg`,
  };
}

async function insertCategories(tx: Tx, placed: readonly PlacedEvent[]): Promise<CategoryIds> {
  const rows = await chunked(
    placed.flatMap(({ event, id }) =>
      event.categories.map((category, sortOrder) => ({
        eventId: id,
        name: category.name,
        description: category.description,
        price: category.price,
        quota: category.quota,
        perAccountLimit: category.perAccountLimit,
        perTransactionMax: category.perTransactionMax,
        saleStartsAt: category.saleStartsAt,
        saleEndsAt: category.saleEndsAt,
        manualStatus: category.manualStatus,
        sortOrder,
        isBundle: category.isBundle,
      })),
    ),
    (chunk) =>
      tx.insert(ticketCategories).values(chunk).returning({
        id: ticketCategories.id,
        eventId: ticketCategories.eventId,
        name: ticketCategories.name,
      }),
  );
  const ids: CategoryIds = new Map(rows.map((row) => [`${row.eventId}:${row.name}`, row.id]));
  const items = placed.flatMap(({ event, id }) =>
    event.categories.flatMap((category) =>
      category.bundleItems.map((item, sortOrder) => ({
        categoryId: ids.get(`${id}:${category.name}`) ?? 0,
        name: item.name,
        sizeOptions: item.sizeOptions,
        sortOrder,
      })),
    ),
  );
  await chunked(items, (chunk) => tx.insert(bundleItems).values(chunk).returning({ id: bundleItems.id }));
  return ids;
}
