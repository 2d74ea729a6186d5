import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organiserMembers, webhookEndpoints } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { decideVerdict } from "../../shared/e-tickets/verdict.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent, createOrganiser } from "../support/events-fixtures.ts";
import { orgCall } from "../support/organizer-fixtures.ts";
import {
  createPaymentsHarness,
  liveTickets,
  mailsAbout,
  type Order,
  type PaymentsHarness,
  placeOrder,
} from "./payments-harness.ts";

/**
 * Refunds that move money, end to end through the app and the sandbox gateway: an organiser refunds a
 * paid order of each channel kind; e-wallets, QRIS, cards and paylater go back to the source through
 * `POST /refunds`, virtual accounts and retail payments by `POST /disbursements` to the account the
 * buyer names through the mailed link. Also: a gateway failure then a retry, a refunded code at the
 * gate (online and offline), the payout statement, and the buyer's own cancellation under a policy.
 */

let h: PaymentsHarness;
let owner: TestBuyer;
let organiserId: number;

beforeAll(async () => {
  h = await createPaymentsHarness();
  const organiser = await createOrganiser(h.db);
  organiserId = organiser.id;
  [owner] = (await createBuyers(h.db, 1)) as [TestBuyer];
  await h.db.insert(organiserMembers).values({ organiserId, buyerId: owner.id, role: "owner" });
  // An endpoint subscribed to the refund events: each state change lands in its outbox (no sender runs here).
  await h.db.insert(webhookEndpoints).values({
    organiserId,
    url: "https://hooks.example.com/refunds",
    eventTypes: ["refund.requested", "refund.processing", "refund.succeeded", "refund.failed"],
    secretCiphertext: "not-used-by-this-test",
  });
});
afterAll(() => h?.close());

/**
 * The envelope's data as these assertions read it: each response's shape is checked by the contract
 * and OpenAPI tests, so here a field is read where the test names it.
 */
// biome-ignore lint/suspicious/noExplicitAny: read across several response shapes, checked elsewhere
const dataOf = (response: { body: { data?: unknown } }): any => response.body.data;

async function orgEvent(price = 100_000) {
  const event = await createEvent(h.db, { organiserId, lifecycle: "published", taxRateBps: 1000 });
  const category = await createCategory(h.db, event.id, { price, quota: 10, perTransactionMax: 10 });
  return { event, category };
}

async function cardToken(): Promise<string> {
  const key = `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`;
  const response = await h.app.inject({
    method: "POST",
    url: `${SANDBOX_BASE_PATH}/credit_card_tokens`,
    headers: { "content-type": "application/json", authorization: key },
    payload: JSON.stringify({
      card_number: "4111111111111111",
      card_exp_month: "12",
      card_exp_year: "2039",
      card_cvn: "123",
    }),
  });
  return (response.json() as { id: string }).id;
}

/** A paid order of `quantity` tickets with `method`, on a fresh event of the organisation. */
async function paidOrder(method: string, quantity = 2): Promise<Order & { orderId: string }> {
  const { event, category } = await orgEvent();
  const extra = method === "card" ? { card_token: await cardToken() } : undefined;
  const order = await placeOrder(h, method, {
    categoryId: category.id,
    eventSlug: event.slug,
    quantity,
    extra,
  });
  const paid = await h.sandbox.pay(order.detail.external_id);
  if (!paid.ok) throw new Error(`sandbox refused to pay: ${JSON.stringify(paid)}`);
  await h.sandbox.delivery.settle();
  const [row] = await rows<{ id: string; status: string }>(
    h.db,
    sql`SELECT id, status FROM payment_transactions WHERE external_id = ${order.detail.external_id}`,
  );
  if (row?.status !== "Payment Success") throw new Error(`order not paid: ${row?.status}`);
  return { ...order, orderId: row.id };
}

const orderUrl = (order: { eventId: number; orderId: string }, path = "") =>
  `/organizer/organizations/${organiserId}/events/${order.eventId}/orders/${order.orderId}${path}`;

async function refund(order: { eventId: number; orderId: string }, body: unknown, language = "en") {
  return orgCall(h.app, {
    method: "POST",
    url: orderUrl(order, "/refunds"),
    token: owner.token,
    body,
    language,
  });
}

async function refundState(id: number) {
  const [row] = await rows<{ state: string; failure_code: string | null; attempt: number }>(
    h.db,
    sql`SELECT state, failure_code, attempt FROM order_refunds WHERE id = ${id}`,
  );
  return row!;
}

async function webhookTypes(orderId: string): Promise<string[]> {
  const found = await rows<{ type: string }>(
    h.db,
    sql`SELECT event_type AS type FROM webhook_deliveries
        WHERE body::jsonb -> 'data' ->> 'orderId' = ${orderId} AND event_type LIKE 'refund.%'`,
  );
  return found.map((row) => row.type).sort();
}

/** The token of the latest bank-account link mailed about an invoice. */
async function mailedToken(invoice: string): Promise<string> {
  const mails = await mailsAbout(h.db, invoice);
  const link = mails.map((mail) => /refund-account#t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).filter(Boolean);
  if (link.length === 0) throw new Error("no bank-account link mailed");
  return link[link.length - 1]!;
}

async function buyerCall(method: "GET" | "POST", url: string, token?: string, body?: unknown) {
  const response = await h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      "accept-language": "en",
      ...(token ? { cookie: `${h.deps.config.SESSION_COOKIE_NAME}=${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON loosely
  return { status: response.statusCode, body: response.json() as { data: any; message: string } };
}

/** Waits for the sandbox's callbacks (a payout settles a moment after it is created). */
async function settled(refundId: number) {
  await expect
    .poll(async () => (await refundState(refundId)).state, { timeout: 10_000, interval: 20 })
    .toMatch(/succeeded|failed/);
  await h.sandbox.delivery.settle();
}

const FIGURES: { kind: string; method: string; ms: number; states: string[] }[] = [];

describe("a refund per channel kind, through the sandbox", () => {
  for (const [kind, method, route] of [
    ["e-wallet", "gopay", "source"],
    ["QRIS", "qris", "source"],
    ["card", "card", "source"],
    ["paylater", "paylater", "source"],
    ["virtual account", "va_bca", "disbursement"],
    ["retail", "alfamart", "disbursement"],
  ] as const) {
    it(`${kind} (${method}): ${route === "source" ? "back to the method that paid" : "a disbursement to the account named through the mailed link"}`, async () => {
      const order = await paidOrder(method);
      const started = performance.now();
      const requested = await refund(order, { kind: "full", reason: "Acara diundur" });
      expect(requested.status).toBe(201);
      const refundId = dataOf(requested).id as number;
      expect(dataOf(requested)).toMatchObject({ route, kind: "full", amount: order.detail.total });
      if (route === "disbursement") {
        // Nothing moves until the buyer names an account; the link is mailed, in the order's language.
        expect(dataOf(requested)).toMatchObject({ state: "requested", awaitingAccount: true });
        const token = await mailedToken(order.detail.invoice_number);
        const view = await buyerCall("POST", "/refund-account/view", undefined, { token });
        expect(dataOf(view)).toMatchObject({ open: true, amount: order.detail.total });
        const saved = await buyerCall("POST", "/refund-account", undefined, {
          token,
          bankCode: "BCA",
          accountNumber: "1234567890",
          holderName: "Siti Rahma",
        });
        expect(saved.status).toBe(200);
        expect(dataOf(saved).account).toEqual({ bank: "BCA", last4: "7890" });
        // Single use: the same link again is refused, and the number is stored sealed, never in clear.
        const again = await buyerCall("POST", "/refund-account", undefined, {
          token,
          bankCode: "BNI",
          accountNumber: "999999999",
          holderName: "Someone Else",
        });
        expect(again.status).toBe(422);
        const [stored] = await rows<{ account_ciphertext: string }>(
          h.db,
          sql`SELECT account_ciphertext FROM order_refunds WHERE id = ${refundId}`,
        );
        expect(stored!.account_ciphertext).not.toContain("1234567890");
      }
      await settled(refundId);
      const ms = Math.round(performance.now() - started);
      expect(await refundState(refundId)).toMatchObject({ state: "succeeded", failure_code: null });
      // Every state was announced to the organisation's webhooks, and the payouts at the gateway are one.
      const states = await webhookTypes(order.orderId);
      expect(states).toEqual(["refund.processing", "refund.requested", "refund.succeeded"]);
      const atGateway = (await h.sandbox.payouts.all()).filter((p) =>
        p.referenceId.startsWith(`rfd_${refundId}_`),
      );
      expect(atGateway).toHaveLength(1);
      expect(atGateway[0]).toMatchObject({ product: route === "source" ? "refund" : "disbursement" });
      FIGURES.push({ kind, method, ms, states: ["requested", "processing", "succeeded"] });
      // Nothing is left to refund; the order's tickets are void and back on sale.
      const detail = await orgCall(h.app, { method: "GET", url: orderUrl(order), token: owner.token });
      expect(dataOf(detail).refundable).toBe(0);
      expect(dataOf(detail).tickets.map((t: { status: string }) => t.status)).toEqual(["void", "void"]);
      expect(await liveTickets(h.db, order.categoryId)).toBe(0);
    });
  }

  afterAll(() => {
    process.stdout.write(
      `refund flows through the sandbox:\n${FIGURES.map((f) => `  ${f.kind.padEnd(16)} ${f.method.padEnd(9)} request->succeeded ${String(f.ms).padStart(5)} ms  states ${f.states.join(" -> ")}`).join("\n")}\n`,
    );
  });
});

describe("per ticket, partial amounts and their bounds", () => {
  it("refunds one ticket of two, then an amount, never more than what is left", async () => {
    const order = await paidOrder("gopay", 2);
    const detail = await orgCall(h.app, { method: "GET", url: orderUrl(order), token: owner.token });
    const [first, second] = dataOf(detail).tickets as { ticketId: string; refundAmount: number }[];
    expect(first!.refundAmount + second!.refundAmount).toBe(
      order.detail.total - order.detail.inet_fee - order.detail.payment_fee,
    );
    const preview = await orgCall(h.app, {
      method: "POST",
      url: orderUrl(order, "/refunds/preview"),
      token: owner.token,
      body: { kind: "tickets", ticketIds: [first!.ticketId] },
    });
    expect(dataOf(preview)).toMatchObject({ amount: first!.refundAmount, route: "source" });
    const one = await refund(order, { kind: "tickets", ticketIds: [first!.ticketId] });
    expect(one.status).toBe(201);
    await settled(dataOf(one).id);
    // The same ticket again: a translated 409.
    const twice = await refund(order, { kind: "tickets", ticketIds: [first!.ticketId] }, "id");
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("Tiket ini sudah di-refund.");
    const left = order.detail.total - first!.refundAmount;
    const over = await refund(order, { kind: "amount", amount: left + 1 });
    expect(over.status).toBe(400);
    const part = await refund(order, { kind: "amount", amount: 5_000 });
    expect(part.status).toBe(201);
    await settled(dataOf(part).id);
    const after = await orgCall(h.app, { method: "GET", url: orderUrl(order), token: owner.token });
    expect(dataOf(after).refundable).toBe(left - 5_000);
    expect(dataOf(after).tickets.map((t: { status: string }) => t.status)).toEqual(["void", "valid"]);
  });

  it("the same Idempotency-Key twice answers the first refund", async () => {
    const order = await paidOrder("qris", 1);
    const call = () =>
      h.app.inject({
        method: "POST",
        url: `/api/v1${orderUrl(order, "/refunds")}`,
        headers: {
          cookie: `${h.deps.config.SESSION_COOKIE_NAME}=${owner.token}`,
          "content-type": "application/json",
          "idempotency-key": `refund-key-${order.orderId}`,
        },
        payload: JSON.stringify({ kind: "amount", amount: 10_000 }),
      });
    const first = (await call()).json() as { data: { id: number } };
    const second = (await call()).json() as { data: { id: number } };
    expect(second.data.id).toBe(first.data.id);
    const [count] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM order_refunds WHERE transaction_id = ${order.orderId}`,
    );
    expect(count!.n).toBe(1);
  });
});

describe("the gateway fails a refund, then a retry", () => {
  it("fails with the gateway's reason, the retry succeeds: one refund, money moved once", async () => {
    const order = await paidOrder("gopay", 1);
    h.sandbox.payouts.failNext("INSUFFICIENT_BALANCE");
    const requested = await refund(order, { kind: "full" });
    const refundId = dataOf(requested).id as number;
    await settled(refundId);
    expect(await refundState(refundId)).toMatchObject({
      state: "failed",
      failure_code: "INSUFFICIENT_BALANCE",
    });
    const shown = await orgCall(h.app, { method: "GET", url: orderUrl(order), token: owner.token });
    expect(dataOf(shown).refunds[0]).toMatchObject({
      state: "failed",
      failureCode: "INSUFFICIENT_BALANCE",
    });
    // A failed refund still holds its amount: nothing else can be refunded meanwhile.
    expect((await refund(order, { kind: "amount", amount: 1_000 })).status).toBe(409);
    const retried = await orgCall(h.app, {
      method: "POST",
      url: orderUrl(order, `/refunds/${refundId}/retry`),
      token: owner.token,
    });
    expect(retried.status).toBe(200);
    await settled(refundId);
    expect(await refundState(refundId)).toMatchObject({ state: "succeeded", attempt: 2 });
    const atGateway = (await h.sandbox.payouts.all()).filter((p) =>
      p.referenceId.startsWith(`rfd_${refundId}_`),
    );
    expect(atGateway.map((p) => p.status).sort()).toEqual(["FAILED", "SUCCEEDED"]);
    expect(await webhookTypes(order.orderId)).toEqual([
      "refund.failed",
      "refund.processing",
      "refund.processing",
      "refund.requested",
      "refund.succeeded",
    ]);
    // A refund that did not fail cannot be retried.
    const notFailed = await orgCall(h.app, {
      method: "POST",
      url: orderUrl(order, `/refunds/${refundId}/retry`),
      token: owner.token,
    });
    expect(notFailed.status).toBe(409);
  });

  it("an answer lost on the way: the retry sends the same key, so the gateway refunds once", async () => {
    const order = await paidOrder("gopay", 1);
    // The gateway's verdict waits, so the retry meets the refund still marked unreachable.
    h.sandbox.delivery.hold();
    const real = h.sandbox.createRefund.bind(h.sandbox);
    h.sandbox.createRefund = async (input) => {
      await real(input);
      throw new Error("connection reset");
    };
    let refundId: number;
    try {
      refundId = dataOf(await refund(order, { kind: "full" })).id;
    } finally {
      h.sandbox.createRefund = real;
    }
    expect(await refundState(refundId)).toMatchObject({
      state: "failed",
      failure_code: "GATEWAY_UNREACHABLE",
    });
    const retried = await orgCall(h.app, {
      method: "POST",
      url: orderUrl(order, `/refunds/${refundId}/retry`),
      token: owner.token,
    });
    expect(retried.status).toBe(200);
    await h.sandbox.delivery.release();
    await settled(refundId);
    expect(await refundState(refundId)).toMatchObject({ state: "succeeded", attempt: 1 });
    const atGateway = (await h.sandbox.payouts.all()).filter((p) =>
      p.referenceId.startsWith(`rfd_${refundId}_`),
    );
    expect(atGateway).toHaveLength(1);
  });

  it("control: a retry that sent a new key after a lost answer would refund twice at the gateway", async () => {
    const order = await paidOrder("gopay", 2);
    // The first request reached the gateway (its answer lost); a new key is a second refund there.
    await h.sandbox.createRefund({
      referenceId: `control_${order.orderId}_1`,
      externalId: order.detail.external_id,
      paymentId: null,
      invoiceId: null,
      amount: 10_000,
      reason: "CANCELLATION",
    });
    await h.sandbox.createRefund({
      referenceId: `control_${order.orderId}_2`,
      externalId: order.detail.external_id,
      paymentId: null,
      invoiceId: null,
      amount: 10_000,
      reason: "CANCELLATION",
    });
    const twice = (await h.sandbox.payouts.all()).filter((p) =>
      p.referenceId.startsWith(`control_${order.orderId}`),
    );
    expect(twice).toHaveLength(2);
  });
});

describe("a refunded code at the gate", () => {
  it("is refused online at once, and by an offline gate after its next bundle", async () => {
    const order = await paidOrder("gopay", 1);
    const { currentTicketCode } = await import("../../server/features/e-tickets/ticket-code-for.ts");
    const [ticket] = await rows<{ id: string; event_id: number; code_version: number }>(
      h.db,
      sql`SELECT id, event_id, code_version FROM e_tickets WHERE transaction_id = ${order.orderId}`,
    );
    const deps = { db: h.db, cipher: h.deps.cipher } as never;
    const code = await currentTicketCode(deps, {
      id: ticket!.id,
      eventId: ticket!.event_id,
      codeVersion: ticket!.code_version,
    });
    const { findEventBySlug } = await import("../../server/features/e-tickets/data.ts");
    const { checkInTicket } = await import("../../server/features/e-tickets/check-in-ticket.ts");
    const { getOfflineBundle } = await import("../../server/features/e-tickets/get-offline-bundle.ts");
    const [slug] = await rows<{ slug: string }>(
      h.db,
      sql`SELECT slug FROM events WHERE id = ${order.eventId}`,
    );
    const gate = (await findEventBySlug(h.db, slug!.slug))!;
    const gateDeps = {
      db: h.db,
      clock: { now: () => new Date() },
      cipher: h.deps.cipher,
      config: h.deps.config,
      mailer: h.deps.mailer,
    };
    // Control: before the refund the code admits (so the refusals below are the refund's doing).
    const before = await getOfflineBundle(gateDeps as never, gate);
    expect(before.revoked.find((r) => r.ticket_id === ticket!.id)).toBeUndefined();
    await refund(order, { kind: "tickets", ticketIds: [ticket!.id] });
    const online = await checkInTicket(gateDeps, gate, { code, gate: "Gate A" });
    expect(online.verdict).toBe("void");
    const after = await getOfflineBundle(gateDeps as never, gate);
    const revoked = after.revoked.find((r) => r.ticket_id === ticket!.id);
    expect(revoked).toMatchObject({ reason: "void" });
    expect(after.tickets.find((t) => t.ticket_id === ticket!.id)).toBeUndefined();
    // The offline gate's rule, with what the bundle told it.
    expect(
      decideVerdict({
        readable: true,
        keyOwner: "this_event",
        signatureValid: true,
        ticket: null,
        codeVersion: ticket!.code_version,
        revokedBelowVersion: { below: revoked!.below_version, reason: "void" },
        firstCheckIn: null,
      }),
    ).toBe("void");
  });
});

describe("the payout statement nets refunds", () => {
  it("owed = net payable - refunded, with a history per day and the refunds under way", async () => {
    const order = await paidOrder("gopay", 2);
    const url = `/organizer/organizations/${organiserId}/events/${order.eventId}/payout`;
    const before = await orgCall(h.app, { method: "GET", url, token: owner.token });
    expect(dataOf(before).owed).toBe(dataOf(before).totals.netPayable);
    const done = await refund(order, { kind: "amount", amount: 20_000 });
    await settled(dataOf(done).id);
    h.sandbox.payouts.failNext("INSUFFICIENT_BALANCE");
    const failing = await refund(order, { kind: "amount", amount: 7_000 });
    await settled(dataOf(failing).id);
    const after = await orgCall(h.app, { method: "GET", url, token: owner.token });
    expect(dataOf(after)).toMatchObject({
      refunded: { count: 1, amount: 20_000 },
      refundsPending: { count: 1, amount: 7_000 },
      owed: dataOf(before).totals.netPayable - 27_000,
      eventCancelled: false,
    });
    const history = dataOf(after).history as { owed: number; refunded: number }[];
    expect(history.at(-1)!.owed).toBe(dataOf(after).owed);
  });

  it("the CSV lists each refund and its totals agree with the screen", async () => {
    const order = await paidOrder("gopay", 2);
    const detail = await orgCall(h.app, { method: "GET", url: orderUrl(order), token: owner.token });
    const [first] = dataOf(detail).tickets as { ticketId: string; refundAmount: number }[];
    const one = await refund(order, { kind: "tickets", ticketIds: [first!.ticketId] });
    await settled(dataOf(one).id);
    h.sandbox.payouts.failNext("INSUFFICIENT_BALANCE");
    const failing = await refund(order, { kind: "amount", amount: 7_000 });
    await settled(dataOf(failing).id);
    // One more still under way: its verdict is held back until the CSV is read (held before the retry,
    // whose callback may otherwise leave before the hold and land between the screen and the CSV).
    const failedId = dataOf(failing).id as number;
    h.sandbox.delivery.hold();
    try {
      await orgCall(h.app, {
        method: "POST",
        url: orderUrl(order, `/refunds/${failedId}/retry`),
        token: owner.token,
      });
      await expect.poll(async () => (await refundState(failedId)).state).toBe("processing");
      const base = `/organizer/organizations/${organiserId}/events/${order.eventId}/payout`;
      const screen = dataOf(await orgCall(h.app, { method: "GET", url: base, token: owner.token }));
      const download = async (language: string) => {
        const response = await h.app.inject({
          method: "GET",
          url: `/api/v1${base}/csv`,
          headers: {
            cookie: `${h.deps.config.SESSION_COOKIE_NAME}=${owner.token}`,
            "accept-language": language,
          },
        });
        expect(response.statusCode).toBe(200);
        return parseCsv(response.body);
      };
      const csv = await download("en");
      const row = (label: string) => csv.find((cells) => cells[0] === label)!;
      expect(row("Net payable (Rp)")[1]).toBe(String(screen.totals.netPayable));
      expect(row("Refunds gone back (count, Rp)").slice(1, 3)).toEqual([
        String(screen.refunded.count),
        String(screen.refunded.amount),
      ]);
      expect(row("Refunds under way (count, Rp)").slice(1, 3)).toEqual([
        String(screen.refundsPending.count),
        String(screen.refundsPending.amount),
      ]);
      expect(row("Owed to you (Rp)")[1]).toBe(String(screen.owed));
      const header = csv.findIndex((cells) => cells[0] === "Refund requested (WIB)");
      expect(csv[header]).toEqual([
        "Refund requested (WIB)",
        "Invoice",
        "Tickets or amount",
        "Route",
        "State",
        "Amount (Rp)",
      ]);
      const lines = csv.slice(header + 1).filter((cells) => cells.length > 1);
      expect(lines.map((cells) => cells.slice(1))).toEqual([
        [
          order.detail.invoice_number,
          "1 ticket",
          "Back to the paying method",
          "Refunded",
          String(first!.refundAmount),
        ],
        [order.detail.invoice_number, "Partial amount", "Back to the paying method", "Processing", "7000"],
      ]);
      for (const cells of lines) expect(cells[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // The lines add up to what the screen subtracts: gone back plus under way.
      const listed = lines.reduce((sum, cells) => sum + Number(cells[5]), 0);
      expect(listed).toBe(screen.refunded.amount + screen.refundsPending.amount);
      expect(screen.totals.netPayable - listed).toBe(screen.owed);
      // Indonesian headers and states from the catalog.
      const id = await download("id");
      expect(id.find((cells) => cells[0] === "Refund diajukan (WIB)")).toEqual([
        "Refund diajukan (WIB)",
        "Invoice",
        "Tiket atau nominal",
        "Jalur",
        "Status",
        "Nominal (Rp)",
      ]);
      expect(id.some((cells) => cells[4] === "Diproses" && cells[5] === "7000")).toBe(true);
    } finally {
      await h.sandbox.delivery.release();
      await settled(failedId);
    }
  });
});

/** RFC 4180 rows (quoted cells may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .map((line) => {
      const cells: string[] = [];
      let cell = "";
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = !quoted;
        else if (c === "," && !quoted) {
          cells.push(cell);
          cell = "";
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

describe("the buyer's refund policy", () => {
  async function policy(eventId: number, body: unknown) {
    return orgCall(h.app, {
      method: "PUT",
      url: `/organizer/organizations/${organiserId}/events/${eventId}/refund-policy`,
      token: owner.token,
      body,
    });
  }

  it("within the deadline the buyer cancels a ticket: void, back on sale, refunded less the fee", async () => {
    const order = await paidOrder("gopay", 2);
    const none = await buyerCall("GET", "/ticket/refunds", order.buyer.token);
    // Control: without a policy (the default) nothing can be cancelled.
    expect(dataOf(none).rows.every((row: { self_cancel: unknown }) => row.self_cancel === null)).toBe(true);
    const saved = await policy(order.eventId, {
      enabled: true,
      deadline: new Date(Date.now() + 86_400_000).toISOString(),
      feeBps: 1000,
    });
    expect(saved.status).toBe(200);
    const offers = await buyerCall("GET", "/ticket/refunds", order.buyer.token);
    const offer = dataOf(offers).rows[0] as {
      ticket_id: string;
      self_cancel: { fee: number; amount: number };
    };
    expect(offer.self_cancel.fee).toBeGreaterThan(0);
    const sold = await liveTickets(h.db, order.categoryId);
    const cancelled = await buyerCall("POST", `/ticket/detail/${offer.ticket_id}/cancel`, order.buyer.token);
    expect(cancelled.status).toBe(200);
    expect(dataOf(cancelled)).toMatchObject({
      amount: offer.self_cancel.amount,
      fee: offer.self_cancel.fee,
    });
    expect(await liveTickets(h.db, order.categoryId)).toBe(sold - 1);
    await h.sandbox.delivery.settle();
    await expect
      .poll(async () => {
        const mine = await buyerCall("GET", "/ticket/refunds", order.buyer.token);
        return dataOf(mine).rows.find((row: { ticket_id: string }) => row.ticket_id === offer.ticket_id)
          ?.refund?.state;
      })
      .toBe("succeeded");
    // Tiket saya keeps the cancelled ticket, marked with its refund.
    const mine = await buyerCall("GET", "/ticket/my-tickets", order.buyer.token);
    const shown = dataOf(mine).rows.find((row: { id: string }) => row.id === offer.ticket_id);
    expect(shown.cancellation).toEqual({ refund_state: "refunded" });
    // Twice: refused.
    expect(
      (await buyerCall("POST", `/ticket/detail/${offer.ticket_id}/cancel`, order.buyer.token)).status,
    ).toBe(409);
  });

  it("after the deadline: refused with the policy's message", async () => {
    const order = await paidOrder("gopay", 1);
    await policy(order.eventId, {
      enabled: true,
      deadline: new Date(Date.now() - 60_000).toISOString(),
      feeRupiah: 5_000,
    });
    const [ticket] = await rows<{ id: string }>(
      h.db,
      sql`SELECT id FROM e_tickets WHERE transaction_id = ${order.orderId}`,
    );
    const refused = await buyerCall("POST", `/ticket/detail/${ticket!.id}/cancel`, order.buyer.token);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/refund policy does not allow it now/);
    const other = (await createBuyers(h.db, 1))[0]!;
    expect((await buyerCall("POST", `/ticket/detail/${ticket!.id}/cancel`, other.token)).status).toBe(404);
  });
});
