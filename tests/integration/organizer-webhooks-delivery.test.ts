import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import type { OrganiserAccess } from "../../server/features/organizations/index.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import type { VerifiedCallback } from "../../server/features/payments/gateway.ts";
import { createEndpoint } from "../../server/features/webhooks/endpoints.ts";
import { enqueueWebhook } from "../../server/features/webhooks/index.ts";
import {
  type SenderDeps,
  type SenderOptions,
  sendDueWebhooks,
} from "../../server/features/webhooks/sender.ts";
import { CHECK_IN_SECRET_HEADER, type ETicketDetail } from "../../shared/contracts/e-tickets.ts";
import type { WebhookEventType } from "../../shared/contracts/organizer-webhooks.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { WebhookReceiver } from "../support/webhook-receiver.ts";
import {
  backdate,
  createPaymentsHarness,
  type PaymentsHarness,
  placeOrder,
  readyCheckout,
} from "./payments-harness.ts";

/**
 * Outgoing webhooks leave through the outbox. A receiver that is down and then up
 * gets every delivery exactly once, in order per order, signed so the `standardwebhooks` library
 * verifies it; two senders never send the same row (with a control that claims without the lock and
 * does); a slow receiver never slows the purchase (with a control that sends inline and is slow).
 */
const postgres = testPostgresUrl() !== null;
const QUICK: readonly number[] = Array.from({ length: 40 }, () => 25);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let h: PaymentsHarness;
let owner: TestBuyer;
let sender: SenderDeps;
beforeAll(async () => {
  h = await createPaymentsHarness();
  [owner] = (await createBuyers(h.db, 1)) as [TestBuyer];
  sender = { db: h.db, cipher: h.deps.cipher, clock: h.deps.clock, production: false };
});
afterAll(() => h.close());

async function organiserOf(eventId: number): Promise<number> {
  const [row] = await rows<{ organiser_id: number }>(
    h.db,
    sql`SELECT organiser_id FROM events WHERE id = ${eventId}`,
  );
  return row!.organiser_id;
}

/** Registers an endpoint through the use case (the secret sealed as in production); answers the secret. */
async function register(organiserId: number, url: string, eventTypes: WebhookEventType[]) {
  const access = { organiserId, buyerId: owner.id, role: "owner" } as unknown as OrganiserAccess;
  const created = await createEndpoint(
    { db: h.db, config: h.deps.config, clock: h.deps.clock, cipher: h.deps.cipher },
    access,
    { url, eventTypes },
  );
  return created;
}

/** The endpoints of earlier tests stop being claimed: each test sees only its own rows. */
const pauseAllEndpoints = () => h.db.execute(sql`UPDATE webhook_endpoints SET enabled = false`);

function paid(externalId: string, amount: number): VerifiedCallback {
  return {
    eventId: `wh_paid:${externalId}`,
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

async function ticketsOf(externalId: string): Promise<string[]> {
  const found = await rows<{ id: string }>(
    h.db,
    sql`SELECT e.id FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
        WHERE t.external_id = ${externalId} ORDER BY e.entry_number`,
  );
  return found.map((row) => row.id);
}

async function deliveries(endpointId: number) {
  return rows<{ id: number; status: string; attempts: number; ordering_key: string; event_type: string }>(
    h.db,
    sql`SELECT id, status, attempts, ordering_key, event_type FROM webhook_deliveries
        WHERE endpoint_id = ${endpointId} ORDER BY id`,
  );
}

async function rounds(count: number, options: SenderOptions, pauseMs = 40) {
  for (let round = 0; round < count; round++) {
    await sendDueWebhooks(sender, options);
    await sleep(pauseMs);
  }
}

async function drain(endpointId: number, options: SenderOptions, limitMs = 20_000) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    await sendDueWebhooks(sender, options);
    if ((await deliveries(endpointId)).every((row) => row.status !== "pending")) return;
    await sleep(30);
  }
  throw new Error("deliveries still pending");
}

describe("a receiver that is down, then answers 503, then is up", () => {
  it("gets every delivery exactly once, in order per order, with signatures that verify", async () => {
    await pauseAllEndpoints();
    const receiver = await WebhookReceiver.reserve();
    // Order A: two tickets; the organisation's endpoint exists before anything is paid.
    const a = await placeOrder(h, "va_bca", { quantity: 2, quota: 20 });
    const organiserId = await organiserOf(a.eventId);
    const [event] = await rows<{ slug: string }>(h.db, sql`SELECT slug FROM events WHERE id = ${a.eventId}`);
    const { endpoint, secret } = await register(organiserId, receiver.url, [
      "order.paid",
      "order.refund_needed",
      "ticket.transferred",
      "ticket.checked_in",
    ]);
    receiver.secret = secret;

    // The facts, each in its own use case: paid, a transfer, a check-in (order A); two more paid orders.
    await applyCallback(h.deps, paid(a.detail.external_id, a.detail.total));
    const [first, second] = (await ticketsOf(a.detail.external_id)) as [string, string];
    const transferred = await h.call("POST", `/ticket/detail/${first}/transfer`, {
      token: a.buyer.token,
      body: { email: `penerima-${Date.now()}@example.com` },
    });
    expect(transferred.status).toBe(200);
    const detail = await h.call("GET", `/ticket/detail/${second}`, { token: a.buyer.token });
    const link = await issueCheckInLink(h.db, "http://localhost:3000", event!.slug);
    const scanned = await h.call("POST", `/check-in/${event!.slug}/scan`, {
      body: { code: (detail.body.data as ETicketDetail).qr_payload, gate: "Gerbang A" },
      headers: { [CHECK_IN_SECRET_HEADER]: new URL(link).hash.replace("#k=", "") },
    });
    expect(scanned.body.data).toMatchObject({ verdict: "valid" });
    const more = { categoryId: a.categoryId, eventSlug: event!.slug };
    const b = await placeOrder(h, "va_bca", more);
    const c = await placeOrder(h, "va_bca", more);
    await applyCallback(h.deps, paid(b.detail.external_id, b.detail.total));
    await applyCallback(h.deps, paid(c.detail.external_id, c.detail.total));

    // Order D pays late for the last ticket of another event of the organisation, which someone else
    // took meanwhile: no stock, so order.refund_needed (enqueued where the late payment is settled).
    const d = await placeOrder(h, "va_bca", { quota: 1 });
    await h.db.execute(sql`UPDATE events SET organiser_id = ${organiserId} WHERE id = ${d.eventId}`);
    await backdate(h.db, d.detail.external_id);
    const [dEvent] = await rows<{ slug: string }>(h.db, sql`SELECT slug FROM events WHERE id = ${d.eventId}`);
    await readyCheckout(h, { categoryId: d.categoryId, eventSlug: dEvent!.slug });
    expect(await applyCallback(h.deps, paid(d.detail.external_id, d.detail.total))).toBeDefined();

    const queued = await deliveries(endpoint.id);
    expect(queued.map((row) => row.event_type)).toEqual([
      "order.paid",
      "ticket.transferred",
      "ticket.checked_in",
      "order.paid",
      "order.paid",
      "order.refund_needed",
    ]);

    // Down: every attempt is refused; only the head of each order's chain is ever tried.
    await rounds(6, { backoffMs: QUICK });
    const whileDown = await deliveries(endpoint.id);
    expect(whileDown.every((row) => row.status === "pending")).toBe(true);
    expect(whileDown[0]!.attempts).toBeGreaterThan(1);
    expect(whileDown[1]!.attempts).toBe(0);
    expect(whileDown[2]!.attempts).toBe(0);
    const [cause] = await rows<{ last_error: string }>(
      h.db,
      sql`SELECT last_error FROM webhook_deliveries WHERE id = ${whileDown[0]!.id}`,
    );
    expect(cause!.last_error).toBe("connection refused");

    // Up but answering 503: still retried, still in order.
    receiver.mode = "unavailable";
    await receiver.up();
    await rounds(4, { backoffMs: QUICK });
    expect(receiver.requests).toBeGreaterThan(0);
    expect(receiver.received).toHaveLength(0);

    receiver.mode = "ok";
    await drain(endpoint.id, { backoffMs: QUICK });
    await rounds(5, { backoffMs: QUICK }); // nothing more may arrive
    await receiver.down();

    const ids = receiver.received.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(queued.length);
    expect(receiver.received.every((entry) => entry.verified)).toBe(true);
    const [orderRow] = await rows<{ id: string }>(
      h.db,
      sql`SELECT id FROM payment_transactions WHERE external_id = ${a.detail.external_id}`,
    );
    const orderA = receiver.received.filter((entry) => entry.orderId === orderRow!.id);
    expect(orderA.map((entry) => entry.type)).toEqual([
      "order.paid",
      "ticket.transferred",
      "ticket.checked_in",
    ]);
    expect(receiver.received.map((entry) => entry.type).sort()).toEqual(
      queued.map((row) => row.event_type).sort(),
    );
    const [statuses] = await rows<{ delivered: number; codes: number[] }>(
      h.db,
      sql`SELECT count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
            array_agg(DISTINCT last_status_code) AS codes
          FROM webhook_deliveries WHERE endpoint_id = ${endpoint.id}`,
    );
    expect(statuses).toEqual({ delivered: queued.length, codes: [204] });
  });

  it("gives up after the last backoff step: the delivery is failed, and the next one of its order goes", async () => {
    await pauseAllEndpoints();
    const receiver = await WebhookReceiver.reserve();
    const a = await placeOrder(h, "va_bca", { quantity: 1 });
    const organiserId = await organiserOf(a.eventId);
    const { endpoint } = await register(organiserId, receiver.url, ["order.paid", "order.refund_needed"]);
    await inTransaction(h.db, async (tx) => {
      for (const type of ["order.paid", "order.refund_needed"] as const)
        await enqueueWebhook(tx, organiserId, type, {
          orderId: "00000000-0000-4000-8000-000000000001",
          invoiceNumber: "INV-1",
          eventId: a.eventId,
          total: 1000,
          amount: 1000,
          currency: "IDR",
          paidAt: new Date().toISOString(),
          ticketIds: [],
          reason: "no_stock",
        });
    });
    await rounds(6, { backoffMs: [20, 20] });
    const [head, next] = await deliveries(endpoint.id);
    expect(head).toMatchObject({ status: "failed", attempts: 3 });
    expect(next!.attempts).toBeGreaterThan(0);
  });
});

describe("a slow receiver never slows the purchase", () => {
  it("a payment settles while the sender waits on a receiver that takes 8 s", async () => {
    await pauseAllEndpoints();
    const receiver = await WebhookReceiver.reserve();
    receiver.mode = { slowMs: 8_000 };
    await receiver.up();
    const a = await placeOrder(h, "va_bca");
    const organiserId = await organiserOf(a.eventId);
    const { endpoint, secret } = await register(organiserId, receiver.url, ["order.paid"]);
    receiver.secret = secret;
    const [event] = await rows<{ slug: string }>(h.db, sql`SELECT slug FROM events WHERE id = ${a.eventId}`);
    const b = await placeOrder(h, "va_bca", { categoryId: a.categoryId, eventSlug: event!.slug });
    const outcomeOf = async (deliveryId: number) =>
      (
        await rows<{ last_error: string | null }>(
          h.db,
          sql`SELECT last_error FROM webhook_deliveries WHERE id = ${deliveryId}`,
        )
      )[0]?.last_error ?? null;

    await applyCallback(h.deps, paid(a.detail.external_id, a.detail.total));
    // The sender is now stuck on A's delivery until it gives up (5 s, as in production).
    const sending = sendDueWebhooks(sender, { backoffMs: QUICK, timeoutMs: 5_000 });
    await sleep(100);
    expect(receiver.requests).toBe(1);
    const [head] = await deliveries(endpoint.id);
    await applyCallback(h.deps, paid(b.detail.external_id, b.detail.total));
    // B is settled while A's delivery has no outcome yet: the purchase did not wait on the receiver.
    expect(await outcomeOf(head!.id)).toBeNull();
    await sending;
    expect(await outcomeOf(head!.id)).toBe("timeout");

    // CONTROL: a purchase that sent its webhook inline returns only once its delivery has an outcome,
    // so the check above would have caught it.
    await pauseAllEndpoints();
    await h.db.execute(sql`UPDATE webhook_endpoints SET enabled = true WHERE id = ${endpoint.id}`);
    await h.db.execute(
      sql`UPDATE webhook_deliveries SET status = 'delivered' WHERE endpoint_id = ${endpoint.id}`,
    );
    const c = await placeOrder(h, "va_bca", { categoryId: a.categoryId, eventSlug: event!.slug });
    await applyCallback(h.deps, paid(c.detail.external_id, c.detail.total));
    await sendDueWebhooks(sender, { backoffMs: QUICK, timeoutMs: 1_000 });
    const last = (await deliveries(endpoint.id)).at(-1);
    expect(await outcomeOf(last!.id)).toBe("timeout");
    await receiver.down();
  });
});

/** Resolves once `parties` callers wait (or after a timeout, so a serialising database cannot hang it). */
function barrier(parties: number, timeoutMs = 3_000): () => Promise<void> {
  let waiting = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return async () => {
    waiting += 1;
    if (waiting >= parties) release();
    await Promise.race([gate, sleep(timeoutMs)]);
  };
}

describe.skipIf(!postgres)("two senders racing (PostgreSQL)", () => {
  async function enqueueMany(count: number) {
    const receiver = await WebhookReceiver.reserve();
    await receiver.up();
    const a = await placeOrder(h, "va_bca");
    const organiserId = await organiserOf(a.eventId);
    const { endpoint, secret } = await register(organiserId, receiver.url, ["ticket.checked_in"]);
    receiver.secret = secret;
    await inTransaction(h.db, async (tx) => {
      for (let index = 0; index < count; index++)
        // No order id: every message stands alone, so all of them are due at once.
        await enqueueWebhook(tx, organiserId, "ticket.checked_in", {
          ticketId: `t-${index}`,
          orderId: "",
          eventId: a.eventId,
          gate: "A",
          checkedInAt: new Date().toISOString(),
          source: "online",
        });
    });
    return { receiver, endpoint };
  }

  async function lockstep(claimLocking: SenderOptions["claimLocking"]) {
    await pauseAllEndpoints();
    const { receiver, endpoint } = await enqueueMany(20);
    const meet = barrier(2);
    // Both senders have run their SELECT before either UPDATEs: the worst interleaving, every time.
    const options: SenderOptions = { claimLocking, batch: 20, afterClaimSelect: meet, backoffMs: QUICK };
    const pool = openDatabase({ kind: "postgres", url: h.database.url! });
    const other: SenderDeps = { ...sender, db: pool.db };
    await Promise.all([sendDueWebhooks(sender, options), sendDueWebhooks(other, options)]);
    await pool.close();
    await receiver.down();
    const ids = receiver.received.map((entry) => entry.id);
    return { duplicates: ids.length - new Set(ids).size, total: ids.length, endpoint };
  }

  it("SKIP LOCKED: two senders whose claims interleave send each row once", async () => {
    const { duplicates, total } = await lockstep("skip-locked");
    expect(duplicates).toBe(0);
    expect(total).toBe(20);
  });

  it("CONTROL: the same race claiming without the lock double-sends", async () => {
    const { duplicates } = await lockstep("none");
    expect(duplicates).toBeGreaterThan(0);
  });

  it("two free-running sender loops on two connection pools deliver 300 messages exactly once", async () => {
    await pauseAllEndpoints();
    const { receiver, endpoint } = await enqueueMany(300);
    const pool = openDatabase({ kind: "postgres", url: h.database.url! });
    const other: SenderDeps = { ...sender, db: pool.db };
    const loop = async (deps: SenderDeps) => {
      for (let round = 0; round < 200; round++) {
        const { claimed } = await sendDueWebhooks(deps, { batch: 8, backoffMs: QUICK });
        if (claimed === 0 && (await deliveries(endpoint.id)).every((row) => row.status !== "pending")) return;
      }
    };
    const started = performance.now();
    await Promise.all([loop(sender), loop(other)]);
    process.stdout.write(
      `two senders delivered 300 webhooks in ${Math.round(performance.now() - started)} ms\n`,
    );
    await pool.close();
    await receiver.down();
    const ids = receiver.received.map((entry) => entry.id);
    expect(ids).toHaveLength(300);
    expect(new Set(ids).size).toBe(300);
    expect(receiver.received.every((entry) => entry.verified)).toBe(true);
  });
});
