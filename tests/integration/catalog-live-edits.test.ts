import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { vouchers } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { listAuditEntries } from "../../server/features/audit/index.ts";
import type { CatalogAccess } from "../../server/features/catalog/access.ts";
import { getCatalog } from "../../server/features/catalog/get-catalog.ts";
import { updateCategory } from "../../server/features/catalog/update-category.ts";
import { applyVoucher } from "../../server/features/checkout/apply-voucher.ts";
import { createHold } from "../../server/features/checkout/create-hold.ts";
import { STRICT_LOCKING } from "../../server/features/stock/index.ts";
import { updateVoucher } from "../../server/features/vouchers/update-voucher.ts";
import { AppError } from "../../server/http/app-error.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { createBuyers, testCheckoutDeps } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * Organisers' edits on a live event. The races run on real PostgreSQL (PGlite
 * has one connection); each has a CONTROL, the same race through an unlocked edit, which must break the
 * invariant, proving the test can fail. The rules run on both engines.
 */
const postgres = testPostgresUrl() !== null;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.destroy();
});

async function live(database: Db, categoryId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_claims
        WHERE category_id = ${categoryId} AND (status = 'sold' OR (status = 'held' AND expires_at > now()))`,
  );
  return row?.n ?? 0;
}

async function quotaOf(database: Db, categoryId: number): Promise<number> {
  const [row] = await rows<{ quota: number }>(
    database,
    sql`SELECT quota FROM ticket_categories WHERE id = ${categoryId}`,
  );
  return row!.quota;
}

const categoryInput = (over: Record<string, unknown> = {}) => ({
  name: "Festival",
  description: "",
  price: 150_000,
  quota: 100,
  sale_starts_at: null,
  sale_ends_at: null,
  per_transaction_min: 1,
  per_transaction_max: 5,
  per_account_limit: null,
  is_hidden: false,
  sort_order: 0,
  manual_status: "available" as const,
  bundle_items: [],
  ...over,
});

async function setup(database: Db, quota: number, price = 150_000) {
  const event = await createEvent(database);
  const category = await createCategory(database, event.id, {
    name: "Festival",
    quota,
    price,
    perTransactionMax: 5,
  });
  const [organiser] = await createBuyers(database, 1);
  const access: CatalogAccess = { actor: organiser!.id, eventId: event.id };
  return { event, category, access };
}

/** 50 buyers hold one ticket each while the organiser keeps lowering the quota to what it sees sold+held. */
async function quotaRace(database: Db, unlocked: boolean) {
  const { event, category, access } = await setup(database, 100);
  const buyers = await createBuyers(database, 50);
  const deps = testCheckoutDeps(database);
  const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
  const holds = Promise.allSettled(buyers.map((buyer) => createHold(deps, buyer.id, body, null)));
  const edits: Promise<unknown>[] = [];
  for (let i = 0; i < 25; i++) {
    const seen = await live(database, category.id);
    edits.push(
      updateCategory(database, access, category.id, categoryInput({ quota: seen }), {
        ...STRICT_LOCKING,
        claimLocks: !unlocked,
      }).catch((error: unknown) => error),
    );
  }
  await holds;
  await Promise.all(edits);
  return { live: await live(database, category.id), quota: await quotaOf(database, category.id) };
}

describe.skipIf(!postgres)("quota edits racing holds on PostgreSQL", () => {
  it("50 parallel holds while the quota drops: sold+held never above the quota, 10 times; the unlocked control oversells", async () => {
    for (let rep = 0; rep < 10; rep++) {
      const outcome = await quotaRace(db.db, false);
      expect(outcome.live).toBeLessThanOrEqual(outcome.quota);
    }
    // The unlocked race oversells only when an edit lands between holds.
    const worst = await raceUntilDefect(
      async () => {
        const outcome = await quotaRace(db.db, true);
        return outcome.live - outcome.quota;
      },
      (over) => over > 0,
    );
    expect(worst).toBeGreaterThan(0);
  }, 300_000);

  it("voucher quota lowered while 30 buyers apply it: uses never above the quota; the unlocked control overshoots", async () => {
    async function race(unlocked: boolean) {
      const { event, category, access } = await setup(db.db, 1_000);
      const [voucher] = await db.db
        .insert(vouchers)
        .values({
          eventId: event.id,
          code: `RACE${Date.now() % 100000}`,
          discountUnit: "fixed",
          amount: 10_000,
          quota: 100,
        })
        .returning();
      const buyers = await createBuyers(db.db, 30);
      // Checkouts always lock; the control unlocks only the organiser's edit.
      const locking = { ...STRICT_LOCKING, claimLocks: !unlocked };
      const deps = testCheckoutDeps(db.db);
      const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] };
      const held = await Promise.all(buyers.map((buyer) => createHold(deps, buyer.id, body, null)));
      const applies = Promise.allSettled(
        buyers.map((buyer, i) =>
          applyVoucher(deps, buyer.id, { hold_id: held[i]!.hold_id, code: voucher!.code }),
        ),
      );
      const edits: Promise<unknown>[] = [];
      for (let i = 0; i < 15; i++) {
        const uses = (await getCatalog(db.db, event.id, createTranslator("id"))).vouchers[0]!.uses;
        edits.push(
          updateVoucher(
            db.db,
            access,
            voucher!.id,
            voucherInput(voucher!.code, { quota: uses }),
            locking,
          ).catch((error: unknown) => error),
        );
      }
      await applies;
      await Promise.all(edits);
      const after = (await getCatalog(db.db, event.id, createTranslator("id"))).vouchers[0]!;
      return after.uses - (after.quota ?? Number.POSITIVE_INFINITY);
    }
    for (let rep = 0; rep < 5; rep++) expect(await race(false)).toBeLessThanOrEqual(0);
    let worst = 0;
    for (let rep = 0; rep < 10 && worst <= 0; rep++) worst = Math.max(worst, await race(true));
    expect(worst).toBeGreaterThan(0);
  }, 180_000);
});

const voucherInput = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  discount_unit: "fixed" as const,
  amount: 10_000,
  max_discount: null,
  min_transaction: 0,
  quota: 100 as number | null,
  per_buyer_limit: null,
  category_ids: [],
  payment_methods: null,
  valid_from: new Date(Date.now() - 60_000).toISOString(),
  valid_until: null,
  is_public: true,
  terms: "",
  ...over,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("live edits' rules", () => {
  it("a quota below sold plus held is refused with the figure, and nothing changes", async () => {
    const { event, category, access } = await setup(db.db, 10);
    const buyers = await createBuyers(db.db, 3);
    const deps = testCheckoutDeps(db.db);
    for (const buyer of buyers)
      await createHold(
        deps,
        buyer.id,
        { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 2 }] },
        null,
      );
    const error = await refusal(
      updateCategory(db.db, access, category.id, categoryInput({ quota: 5, price: 1 })),
    );
    expect(error.status).toBe(422);
    expect(error.options.messageKey).toBe("orgCatalog.errors.quotaBelowLive");
    expect(error.options.vars).toEqual({ live: 6 });
    expect(await quotaOf(db.db, category.id)).toBe(10);
    const catalog = await getCatalog(db.db, event.id, createTranslator("id"));
    expect(catalog.categories[0]).toMatchObject({ quota: 10, price: 150_000, held: 6, sold: 0 });
    await updateCategory(db.db, access, category.id, categoryInput({ quota: 6 }));
    expect(await quotaOf(db.db, category.id)).toBe(6);
  });

  it("a price change applies to new holds only: a running hold keeps its price", async () => {
    const { event, category, access } = await setup(db.db, 100, 100_000);
    const [early, late] = await createBuyers(db.db, 2);
    const deps = testCheckoutDeps(db.db);
    const body = { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 2 }] };
    const before = await createHold(deps, early!.id, body, null);
    await updateCategory(db.db, access, category.id, categoryInput({ price: 250_000 }));
    const after = await createHold(deps, late!.id, body, null);
    expect(before.tickets[0]).toMatchObject({ price: 100_000, subtotal: 200_000 });
    expect(after.tickets[0]).toMatchObject({ price: 250_000, subtotal: 500_000 });
    const [stored] = await rows<{ sub_total: number }>(
      db.db,
      sql`SELECT sub_total::int FROM checkout_holds WHERE id = ${before.hold_id}`,
    );
    expect(stored!.sub_total).toBe(200_000);
  });

  it("every change is in the audit log with who, when, before and after", async () => {
    const { event, category, access } = await setup(db.db, 50);
    await updateCategory(db.db, access, category.id, categoryInput({ quota: 80, price: 175_000 }));
    const [entry] = await listAuditEntries(db.db, event.id, { limit: 10 });
    expect(entry).toMatchObject({ entity: "category", entityId: String(category.id) });
    expect(entry!.actorName).toBe("Pembeli 0");
    expect(entry!.before).toMatchObject({ quota: 50, price: 150_000 });
    expect(entry!.after).toMatchObject({ quota: 80, price: 175_000 });
    expect(entry!.createdAt).toBeInstanceOf(Date);
  });

  it("a voucher quota below its uses is refused; at or above them it is saved", async () => {
    const { event, category, access } = await setup(db.db, 100);
    const [voucher] = await db.db
      .insert(vouchers)
      .values({ eventId: event.id, code: "USED3", discountUnit: "fixed", amount: 5_000, quota: 10 })
      .returning();
    const buyers = await createBuyers(db.db, 3);
    const deps = testCheckoutDeps(db.db);
    for (const buyer of buyers) {
      const hold = await createHold(
        deps,
        buyer.id,
        { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 1 }] },
        null,
      );
      await applyVoucher(deps, buyer.id, { hold_id: hold.hold_id, code: "used3" });
    }
    const error = await refusal(
      updateVoucher(db.db, access, voucher!.id, voucherInput("USED3", { quota: 2 })),
    );
    expect(error.options.messageKey).toBe("orgCatalog.errors.voucherQuotaBelowUses");
    expect(error.options.vars).toEqual({ uses: 3 });
    const saved = await updateVoucher(db.db, access, voucher!.id, voucherInput("USED3", { quota: 3 }));
    expect(saved).toMatchObject({ quota: 3, uses: 3 });
  });
});
