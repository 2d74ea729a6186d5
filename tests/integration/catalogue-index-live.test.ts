import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { events, ticketCategories } from "../../server/db/schema/index.ts";
import { type CatalogueSearch, catalogueSearch } from "../../server/features/events/catalogue-search.ts";
import { listCriteria } from "../../server/features/events/list-events.ts";
import { databaseLiveUpdates, type LiveUpdates } from "../../server/features/live-updates/index.ts";
import { addTalent, createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Two search indexes, as two processes hold them (ADR 0134), fed by the live-updates channel: every
 * write to the catalogue, made straight in the database, reaches both within 2 s. On PostgreSQL each
 * index has its own connections and its own LISTEN; the second one's app runs its live updates on Redis,
 * and still hears the catalogue on the database's channel, where the triggers announce it.
 */

const SOON = { timeout: 2_000, interval: 25 };

/** A live-updates stand-in whose backend is Redis: the catalogue must never subscribe to it. */
const redisApp: LiveUpdates = {
  backend: "redis",
  publish: () => Promise.reject(new Error("not this channel")),
  subscribe: () => Promise.reject(new Error("not this channel")),
  since: () => Promise.resolve([]),
  isId: () => true,
  close: () => Promise.resolve(),
};

let database: TestDatabase;
let other: Database;
let first: CatalogueSearch;
let second: CatalogueSearch;
beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? openDatabase({ kind: "postgres", url: database.url, poolMax: 2 }) : database;
  const event = await createEvent(database.db, { title: "Tari Saman Gayo", slug: "tari-saman" });
  await createCategory(database.db, event.id, { price: 50_000 });
  first = catalogueSearch(database, databaseLiveUpdates(database));
  second = catalogueSearch(other, redisApp);
  await Promise.all([first.index(), second.index()]);
}, 60_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  if (other && other !== database) await other.close();
  await database?.destroy();
});

/** Slugs each index finds for `search` with the filters of `query`. */
async function found(search: string, query: Record<string, unknown> = {}): Promise<string[][]> {
  const criteria = listCriteria({ show: 100, page: 1, ...query }, [search], new Date());
  return Promise.all(
    [first, second].map(async (catalogue) =>
      (await catalogue.index())
        .find(criteria)
        .map((item) => item.event.slug)
        .sort(),
    ),
  );
}

describe("two indexes fed by the live-updates channel", () => {
  it("both built from the catalogue", async () => {
    expect(await found("saman")).toEqual([["tari-saman"], ["tari-saman"]]);
  });

  it("a published event, an edit, a lineup, a price, an unpublish and a delete reach both within 2 s", async () => {
    const db = database.db;
    const draft = await createEvent(db, { title: "Jaipong Priangan", slug: "jaipong", lifecycle: "draft" });
    await createCategory(db, draft.id, { price: 75_000 });
    // A draft is never listed: wait for its announcements to be applied, then see it is absent.
    await Promise.all([first.settled(), second.settled()]);
    expect(await found("jaipong")).toEqual([[], []]);

    await db.update(events).set({ lifecycle: "published" }).where(eq(events.id, draft.id));
    await expect.poll(() => found("jaipong"), SOON).toEqual([["jaipong"], ["jaipong"]]);

    await db.update(events).set({ title: "Ronggeng Priangan" }).where(eq(events.id, draft.id));
    await expect.poll(() => found("ronggeng"), SOON).toEqual([["jaipong"], ["jaipong"]]);
    expect(await found("jaipong")).toEqual([[], []]);

    await addTalent(db, draft.id, "Sinden Lestari");
    await expect.poll(() => found("sinden"), SOON).toEqual([["jaipong"], ["jaipong"]]);

    await db.update(ticketCategories).set({ price: 20_000 }).where(eq(ticketCategories.eventId, draft.id));
    await expect
      .poll(() => found("priangan", { price_max: 30_000 }), SOON)
      .toEqual([["jaipong"], ["jaipong"]]);

    await db.update(events).set({ lifecycle: "cancelled" }).where(eq(events.id, draft.id));
    await expect.poll(() => found("priangan"), SOON).toEqual([[], []]);

    await db.delete(ticketCategories).where(eq(ticketCategories.eventId, draft.id));
    await db.delete(events).where(eq(events.id, draft.id));
    await db.update(events).set({ title: "Tari Saman Aceh" }).where(eq(events.slug, "tari-saman"));
    await expect.poll(() => found("aceh"), SOON).toEqual([["tari-saman"], ["tari-saman"]]);
  });

  it("a write rolled back announces nothing and changes nothing", async () => {
    const before = await database.db.execute(sql`SELECT count(*)::int AS n FROM live_updates`);
    await database.db
      .transaction(async (tx) => {
        await tx.update(events).set({ title: "Tari Piring" }).where(eq(events.slug, "tari-saman"));
        throw new Error("rolled back");
      })
      .catch(() => {});
    const after = await database.db.execute(sql`SELECT count(*)::int AS n FROM live_updates`);
    expect((after as unknown as { rows: unknown[] }).rows).toEqual(
      (before as unknown as { rows: unknown[] }).rows,
    );
    await Promise.all([first.settled(), second.settled()]);
    expect(await found("piring")).toEqual([[], []]);
  });
});
