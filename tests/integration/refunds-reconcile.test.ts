import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { organiserMembers, webhookEndpoints } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import type { PaymentGateway } from "../../server/features/payments/index.ts";
import { reconcileStuckRefunds } from "../../server/features/refunds/index.ts";
import { databasePayouts } from "../../server/features/sandbox-gateway/payout-store.ts";
import { databaseRecords } from "../../server/features/sandbox-gateway/records-store.ts";
import { SandboxGateway } from "../../server/features/sandbox-gateway/sandbox-gateway.ts";
import { SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent, createOrganiser } from "../support/events-fixtures.ts";
import { orgCall } from "../support/organizer-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import {
  createPaymentsHarness,
  mailsAbout,
  type Order,
  type PaymentsHarness,
  placeOrder,
} from "./payments-harness.ts";

/**
 * Refunds whose callback never came, and the sandbox provider's payouts kept in the database: a
 * PENDING payout outlives its process, another process answers for it, two processes refunding one
 * payment never exceed it, and the reconciler settles a refund stuck in `processing` exactly once,
 * through the callback's own path, so the late callback changes nothing. On PostgreSQL.
 */
const postgres = testPostgresUrl() !== null;

let h: PaymentsHarness;
let owner: TestBuyer;
let organiserId: number;

beforeAll(async () => {
  if (!postgres) return;
  h = await createPaymentsHarness();
  const organiser = await createOrganiser(h.db);
  organiserId = organiser.id;
  [owner] = (await createBuyers(h.db, 1)) as [TestBuyer];
  await h.db.insert(organiserMembers).values({ organiserId, buyerId: owner.id, role: "owner" });
  await h.db.insert(webhookEndpoints).values({
    organiserId,
    url: "https://hooks.example.com/refunds",
    eventTypes: ["refund.requested", "refund.processing", "refund.succeeded", "refund.failed"],
    secretCiphertext: "not-used-by-this-test",
  });
});
afterAll(() => h?.close());

async function paidOrder(method = "gopay"): Promise<Order & { orderId: string }> {
  const event = await createEvent(h.db, { organiserId, lifecycle: "published", taxRateBps: 1000 });
  const category = await createCategory(h.db, event.id, { price: 100_000, quota: 10, perTransactionMax: 10 });
  const order = await placeOrder(h, method, { categoryId: category.id, eventSlug: event.slug, quantity: 1 });
  const paid = await h.sandbox.pay(order.detail.external_id);
  if (!paid.ok) throw new Error(`sandbox refused to pay: ${JSON.stringify(paid)}`);
  await h.sandbox.delivery.settle();
  const [row] = await rows<{ id: string }>(
    h.db,
    sql`SELECT id FROM payment_transactions WHERE external_id = ${order.detail.external_id}`,
  );
  return { ...order, orderId: row!.id };
}

async function refundFull(order: { eventId: number; orderId: string }): Promise<number> {
  const response = await orgCall(h.app, {
    method: "POST",
    url: `/organizer/organizations/${organiserId}/events/${order.eventId}/orders/${order.orderId}/refunds`,
    token: owner.token,
    body: { kind: "full", reason: "Acara diundur" },
  });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

interface RefundSeen {
  state: string;
  failure_code: string | null;
  completed_at: Date | null;
  gateway_reference: string;
  provider_refund_id: string | null;
}

async function refundRow(id: number): Promise<RefundSeen> {
  const [row] = await rows<RefundSeen>(
    h.db,
    sql`SELECT state, failure_code, completed_at, gateway_reference, provider_refund_id
        FROM order_refunds WHERE id = ${id}`,
  );
  return row!;
}

/** What an organiser and a buyer would notice of a refund: its webhooks, audit entries and mails. */
async function traces(refundId: number, orderId: string, invoice: string) {
  const hooks = await rows<{ type: string }>(
    h.db,
    sql`SELECT event_type AS type FROM webhook_deliveries
        WHERE body::jsonb -> 'data' ->> 'orderId' = ${orderId} AND event_type LIKE 'refund.%'`,
  );
  const audit = await rows<{ state: string }>(
    h.db,
    sql`SELECT after ->> 'state' AS state FROM event_audit_log
        WHERE entity = 'refund' AND entity_id = ${String(refundId)}`,
  );
  return {
    webhooks: hooks.map((row) => row.type).sort(),
    audit: audit.map((row) => row.state).sort(),
    mails: (await mailsAbout(h.db, invoice)).length,
  };
}

/** A refund whose payout settled at the gateway but whose callback was dropped on the way. */
async function stuckRefund(options: { fail?: string } = {}) {
  const order = await paidOrder();
  if (options.fail) h.sandbox.payouts.failNext(options.fail);
  h.sandbox.delivery.injectFault({ drop: true });
  const refundId = await refundFull(order);
  const { gateway_reference } = await refundRow(refundId);
  await expect
    .poll(
      async () => (await h.sandbox.payouts.all()).find((p) => p.referenceId === gateway_reference)?.status,
    )
    .toMatch(/SUCCEEDED|FAILED/);
  await h.sandbox.delivery.settle();
  expect((await refundRow(refundId)).state).toBe("processing");
  return { order, refundId, reference: gateway_reference };
}

const reconcilerDeps = (
  overrides: { afterMs?: number; aheadMs?: number; gateway?: PaymentGateway } = {},
) => ({
  db: h.db,
  config: { ...h.deps.config, REFUND_RECONCILE_AFTER_MS: overrides.afterMs ?? 15 * 60_000 },
  clock: { now: () => new Date(Date.now() + (overrides.aheadMs ?? 16 * 60_000)) },
  gateway: overrides.gateway ?? h.deps.gateway,
});

describe.skipIf(!postgres)("a refund stuck in processing (PostgreSQL)", () => {
  it("the reconciler settles it once; the late callback afterwards changes nothing", async () => {
    const { order, refundId, reference } = await stuckRefund();
    const before = await traces(refundId, order.orderId, order.detail.invoice_number);
    expect(before.webhooks).toEqual(["refund.processing", "refund.requested"]);

    const first = await reconcileStuckRefunds(reconcilerDeps());
    expect(first.applied).toBeGreaterThanOrEqual(1);
    const done = await refundRow(refundId);
    expect(done).toMatchObject({ state: "succeeded", failure_code: null });
    const afterReconcile = await traces(refundId, order.orderId, order.detail.invoice_number);
    expect(afterReconcile.webhooks).toEqual(["refund.processing", "refund.requested", "refund.succeeded"]);
    expect(afterReconcile.audit.filter((state) => state === "succeeded")).toHaveLength(1);

    // The real callback arrives late, twice; and the reconciler runs again.
    expect(await h.sandbox.payouts.redeliver(reference)).toBe(true);
    expect(await h.sandbox.payouts.redeliver(reference)).toBe(true);
    await h.sandbox.delivery.settle();
    await reconcileStuckRefunds(reconcilerDeps());
    expect(await refundRow(refundId)).toEqual(done);
    expect(await traces(refundId, order.orderId, order.detail.invoice_number)).toEqual(afterReconcile);
    const detail = await orgCall(h.app, {
      method: "GET",
      url: `/organizer/organizations/${organiserId}/events/${order.eventId}/orders/${order.orderId}`,
      token: owner.token,
    });
    expect((detail.body as { data: { refunds: { state: string }[] } }).data.refunds).toMatchObject([
      { state: "succeeded" },
    ]);
  });

  it("a payout that failed at the gateway is applied as failed, with the gateway's reason", async () => {
    const { refundId } = await stuckRefund({ fail: "INSUFFICIENT_BALANCE" });
    await reconcileStuckRefunds(reconcilerDeps());
    expect(await refundRow(refundId)).toMatchObject({
      state: "failed",
      failure_code: "INSUFFICIENT_BALANCE",
    });
  });

  it("control: disabled, too young, or the gateway down, the refund stays processing", async () => {
    const { refundId } = await stuckRefund();
    await reconcileStuckRefunds(reconcilerDeps({ afterMs: 0 }));
    expect((await refundRow(refundId)).state).toBe("processing");
    await reconcileStuckRefunds(reconcilerDeps({ aheadMs: 0 }));
    expect((await refundRow(refundId)).state).toBe("processing");
    const down = Object.assign(Object.create(h.sandbox) as PaymentGateway, {
      getPayout: async () => {
        throw new Error("connection reset");
      },
    });
    const round = await reconcileStuckRefunds(reconcilerDeps({ gateway: down }));
    expect(round.left).toBeGreaterThanOrEqual(1);
    expect((await refundRow(refundId)).state).toBe("processing");
    // The next round, with the gateway back, settles it.
    await reconcileStuckRefunds(reconcilerDeps());
    expect((await refundRow(refundId)).state).toBe("succeeded");
  });
});

describe.skipIf(!postgres)("the sandbox's payouts in the database (PostgreSQL)", () => {
  /** Another process's sandbox: its own memory, the same database. */
  const otherProcess = (lock = true) =>
    new SandboxGateway({
      clock: { now: () => new Date() },
      records: databaseRecords(h.db),
      payouts: databasePayouts(h.db, { lock }),
      callbackToken: h.deps.config.XENDIT_CALLBACK_TOKEN,
      webhookSecret: h.deps.config.XENDIT_WEBHOOK_SECRET,
      simulatorUrl: () => "",
    });

  it("a PENDING payout left by a stopped process is settled at the next start, and its callback applied", async () => {
    const order = await paidOrder();
    h.sandbox.payouts.settleMs = 3_600_000;
    let refundId: number;
    try {
      refundId = await refundFull(order);
    } finally {
      h.sandbox.payouts.settleMs = 0;
    }
    const { gateway_reference, provider_refund_id } = await refundRow(refundId);
    expect((await refundRow(refundId)).state).toBe("processing");
    // Another process answers GET for it, and the same request again is the same refund.
    const other = otherProcess();
    expect(await other.getPayout("refund", provider_refund_id!)).toMatchObject({
      referenceId: gateway_reference,
      status: "PENDING",
    });
    const again = await other.createRefund({
      referenceId: gateway_reference,
      externalId: order.detail.external_id,
      paymentId: null,
      invoiceId: null,
      amount: order.detail.total,
      reason: "CANCELLATION",
    });
    expect(again.providerId).toBe(provider_refund_id);
    // Xendit's GET /refunds/{id} on the sandbox's mirror.
    const key = `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`;
    const read = await h.app.inject({
      method: "GET",
      url: `${SANDBOX_BASE_PATH}/refunds/${provider_refund_id}`,
      headers: { authorization: key },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ reference_id: gateway_reference, status: "PENDING" });
    const missing = await h.app.inject({
      method: "GET",
      url: `${SANDBOX_BASE_PATH}/disbursements/${provider_refund_id}`,
      headers: { authorization: key },
    });
    expect(missing.statusCode).toBe(404);
    // The restart: opening the sandbox settles what is overdue, and the callback completes the refund.
    await h.sandbox.open();
    await h.sandbox.delivery.settle();
    expect((await refundRow(refundId)).state).toBe("succeeded");
  });

  /** Two processes refund 60% of one payment each, at once; how many the provider accepted. */
  async function twoProcessesRefund(lock: boolean): Promise<number> {
    const order = await paidOrder();
    const part = Math.ceil(order.detail.total * 0.6);
    const [a, b] = [otherProcess(lock), otherProcess(lock)];
    const answers = await Promise.all(
      [a, b].map((sandbox, index) =>
        sandbox.createRefund({
          referenceId: `race_${order.orderId}_${index}`,
          externalId: order.detail.external_id,
          paymentId: null,
          invoiceId: null,
          amount: part,
          reason: "CANCELLATION",
        }),
      ),
    );
    const refused = answers.filter((answer) => answer.failureCode === "REFUND_AMOUNT_EXCEEDED");
    return answers.length - refused.length;
  }

  it("two processes refunding one payment at once never exceed it", async () => {
    for (let i = 0; i < 10; i++) expect(await twoProcessesRefund(true)).toBe(1);
  });

  it("control: without the per-payment lock both refunds can be accepted", async () => {
    const worst = await raceUntilDefect(
      () => twoProcessesRefund(false),
      (accepted) => accepted > 1,
      {
        withinMs: 30_000,
      },
    );
    expect(worst).toBe(2);
  }, 60_000);

  it("the reconciler's setting defaults to 15 minutes", () => {
    expect(loadConfig({ NODE_ENV: "test" }).REFUND_RECONCILE_AFTER_MS).toBe(900_000);
  });
});
