import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../server/db/sql-helpers.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import type { PaymentsDeps } from "../../server/features/payments/deps.ts";
import type { VerifiedCallback } from "../../server/features/payments/gateway.ts";
import { type LockingPolicy, STRICT_LOCKING } from "../../server/features/stock/index.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import {
  backdate,
  counts,
  createPaymentsHarness,
  liveTickets,
  mails,
  type PaymentsHarness,
  placeOrder,
} from "./payments-harness.ts";

/**
 * The payment races of quality-bar.md on real PostgreSQL (PGlite has one connection, nothing races).
 * Each has a CONTROL: the same race with the protection switched off (inbox dedupe, status guard,
 * capacity check) in a database whose backing unique key is dropped, which must show the defect.
 */
const postgres = testPostgresUrl() !== null;

let main: PaymentsHarness;
let control: PaymentsHarness;
beforeAll(async () => {
  if (!postgres) return;
  main = await createPaymentsHarness();
  control = await createPaymentsHarness();
  await control.database.exec("ALTER TABLE e_tickets DROP CONSTRAINT e_tickets_transaction_entry_uq");
});
afterAll(async () => {
  await main?.close();
  await control?.close();
});

function paidEvent(externalId: string, amount: number, eventId = "wh_same_delivery"): VerifiedCallback {
  return {
    eventId: `${eventId}:${externalId}`,
    externalId,
    kind: "paid",
    amount,
    currency: "IDR",
    paymentId: `pay_${externalId}`,
    paidAt: new Date(),
    failureCode: null,
    raw: { test: true },
  };
}

/** The harness's deps with the protections a control run switches off. */
const guarded = (deps: PaymentsDeps, protection: Partial<LockingPolicy>): PaymentsDeps => ({
  ...deps,
  locking: { ...STRICT_LOCKING, ...protection },
});

async function concurrentDuplicates(h: PaymentsHarness, protection: Partial<LockingPolicy>) {
  const order = await placeOrder(h, "va_bca", { quantity: 2 });
  const event = paidEvent(order.detail.external_id, order.detail.total);
  await Promise.allSettled(
    Array.from({ length: 100 }, () => applyCallback(guarded(h.deps, protection), event)),
  );
  const [sets] = await rows<{ n: number }>(
    h.db,
    sql`SELECT count(*)::int AS n FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
        WHERE t.external_id = ${order.detail.external_id}`,
  );
  return { tickets: sets?.n ?? 0, mails: await mails(h.db, order.detail.invoice_number), order };
}

/** Quota 1: A's order is past its expiry; A's payment and B's checkout of the same ticket race. */
async function raceExpiry(h: PaymentsHarness, protection: Partial<LockingPolicy>) {
  const a = await placeOrder(h, "va_bca", { quota: 1 });
  await backdate(h.db, a.detail.external_id);
  const [slug] = await rows<{ slug: string }>(h.db, sql`SELECT slug FROM events WHERE id = ${a.eventId}`);
  const [b] = await createBuyers(h.db, 1);
  await Promise.allSettled([
    applyCallback(guarded(h.deps, protection), paidEvent(a.detail.external_id, a.detail.total, "late")),
    h.call("POST", "/transaction/checkout", {
      token: b!.token,
      body: { event_slug: slug!.slug, tickets: [{ category_id: a.categoryId, quantity: 1 }] },
    }),
  ]);
  return liveTickets(h.db, a.categoryId);
}

describe.skipIf(!postgres)("payment races on PostgreSQL", () => {
  it("one callback delivered 100 times at once: one payment, one ticket set, one e-mail", async () => {
    const result = await concurrentDuplicates(main, {});
    expect(result.tickets).toBe(2);
    expect(result.mails).toBe(1);
    expect(await counts(main.db, result.order.detail.external_id)).toMatchObject({
      status: "Payment Success",
      events: 1,
    });
  }, 120_000);

  it("CONTROL: without the inbox key and the status guard the duplicates issue tickets twice", async () => {
    const result = await concurrentDuplicates(control, { callbackDedupe: false, statusGuard: false });
    expect(result.tickets).toBeGreaterThan(2);
    expect(result.mails).toBeGreaterThan(1);
  }, 120_000);

  it("a payment racing its expiry never exceeds capacity (100 iterations)", async () => {
    let worst = 0;
    for (let i = 0; i < 100; i++) worst = Math.max(worst, await raceExpiry(main, {}));
    expect(worst).toBeLessThanOrEqual(1);
  }, 300_000);

  it("CONTROL: without the capacity check the same race oversells", async () => {
    let worst = 0;
    for (let i = 0; i < 20 && worst <= 1; i++)
      worst = Math.max(worst, await raceExpiry(control, { settleCapacityCheck: false }));
    expect(worst).toBeGreaterThan(1);
  }, 120_000);
});
