import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../server/db/sql-helpers.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import { type ResaleDeps, resaleDeps } from "../../server/features/resale/deps.ts";
import { offerListingsToWaitingLists } from "../../server/features/resale/sweep.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import {
  createPaymentsHarness,
  type PaymentsHarness,
  placeOrder,
  resaleServicesOf,
} from "./payments-harness.ts";

/**
 * Figures for the note, printed, never asserted on time: how long a ticket listed for resale takes to
 * become the next waiting entry's offer (the listing's request plus one pass of the resale job), over
 * 120 returns into one category's list, each offered in list order. In production the job runs every
 * 15 s, so a return waits up to one interval before this pass; the printed line says so.
 */
const postgres = testPostgresUrl() !== null;
const RETURNS = 120;

let h: PaymentsHarness;
let deps: ResaleDeps;
beforeAll(async () => {
  if (!postgres) return;
  h = await createPaymentsHarness();
  deps = resaleDeps(resaleServicesOf(h));
});
afterAll(async () => {
  await h?.close();
});

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(1);

describe.skipIf(!postgres)("resale returns to a waiting list (figures)", () => {
  it(`${RETURNS} listed tickets are each offered to the next entry, in list order`, async () => {
    const sellers: { buyer: TestBuyer; ticketId: string }[] = [];
    let where: { categoryId: number; eventSlug: string; eventId: number } | undefined;
    for (let i = 0; i < RETURNS; i++) {
      const order = await placeOrder(h, "va_bca", {
        quantity: 1,
        price: 100_000,
        quota: RETURNS + 10,
        ...(where ? { categoryId: where.categoryId, eventSlug: where.eventSlug } : {}),
      });
      where ??= { categoryId: order.categoryId, eventSlug: order.eventSlug, eventId: order.eventId };
      await applyCallback(h.deps, {
        eventId: `wh_figures:${order.detail.external_id}`,
        externalId: order.detail.external_id,
        kind: "paid",
        amount: order.detail.total,
        currency: "IDR",
        paymentId: `pay_${order.detail.external_id}`,
        paidAt: new Date(),
        failureCode: null,
        raw: { test: true },
      });
      const [ticket] = await rows<{ id: string }>(
        h.db,
        sql`SELECT e.id FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
            WHERE t.external_id = ${order.detail.external_id}`,
      );
      sellers.push({ buyer: order.buyer, ticketId: ticket!.id });
    }
    const at = where!;
    await h.db.execute(
      sql`INSERT INTO event_resale_settings (event_id, enabled) VALUES (${at.eventId}, true)`,
    );
    await h.db.execute(
      sql`UPDATE events SET starts_at = now() + interval '10 days' WHERE id = ${at.eventId}`,
    );
    await h.db.execute(
      sql`INSERT INTO waiting_list_categories (category_id, event_id) VALUES (${at.categoryId}, ${at.eventId})`,
    );
    const waiting = await createBuyers(h.db, RETURNS + 30);
    await h.db.execute(sql`INSERT INTO waiting_list_entries (event_id, category_id, buyer_id, quantity)
      SELECT ${at.eventId}, ${at.categoryId}, b.id::uuid, 1
      FROM jsonb_array_elements_text(${JSON.stringify(waiting.map((b) => b.id))}::jsonb) WITH ORDINALITY AS b(id, n)
      ORDER BY b.n`);

    const total: number[] = [];
    const pass: number[] = [];
    for (const seller of sellers) {
      const t0 = performance.now();
      const listed = await h.call("POST", `/ticket/detail/${seller.ticketId}/resale`, {
        token: seller.buyer.token,
        body: { price: 100_000 },
      });
      expect(listed.status).toBe(200);
      const t1 = performance.now();
      expect(await offerListingsToWaitingLists(deps)).toBe(1);
      const t2 = performance.now();
      total.push(t2 - t0);
      pass.push(t2 - t1);
    }
    const line = await rows<{ buyer_id: string; status: string }>(
      h.db,
      sql`SELECT buyer_id, status FROM waiting_list_entries WHERE category_id = ${at.categoryId} ORDER BY id`,
    );
    expect(line.slice(0, RETURNS).map((entry) => entry.buyer_id)).toEqual(
      waiting.slice(0, RETURNS).map((b) => b.id),
    );
    expect(line.slice(0, RETURNS).every((entry) => entry.status === "offered")).toBe(true);
    expect(line.slice(RETURNS).every((entry) => entry.status === "waiting")).toBe(true);
    total.sort((a, b) => a - b);
    pass.sort((a, b) => a - b);
    process.stdout.write(
      `resale figures: ${RETURNS} listings each offered to the next waiting entry in list order; ` +
        `listing request + one resale-job pass p50 ${pct(total, 0.5)} ms, p99 ${pct(total, 0.99)} ms; ` +
        `the pass alone p50 ${pct(pass, 0.5)} ms, p99 ${pct(pass, 0.99)} ms ` +
        "(the job runs every 15 s: add up to one interval of waiting in production)\n",
    );
  }, 300_000);
});
