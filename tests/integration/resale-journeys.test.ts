import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../server/db/sql-helpers.ts";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { checkInTicket } from "../../server/features/e-tickets/check-in-ticket.ts";
import { findEventBySlug } from "../../server/features/e-tickets/data.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import { eventActivityTopic } from "../../server/features/live-updates/index.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import { type ResaleDeps, resaleDeps, STRICT_RESALE_LOCKS } from "../../server/features/resale/deps.ts";
import { offerListingsToWaitingLists, repaySellers } from "../../server/features/resale/sweep.ts";
import {
  CHECK_IN_SECRET_HEADER,
  type OfflineBundle,
  type SyncResult,
} from "../../shared/contracts/e-tickets.ts";
import type { DashboardActivity, EventDashboard } from "../../shared/contracts/organizer-dashboard.ts";
import { decideVerdict } from "../../shared/e-tickets/verdict.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { raceUntilDefect } from "../support/race-control.ts";
import {
  createPaymentsHarness,
  type PaymentsHarness,
  placeOrder,
  resaleServicesOf,
} from "./payments-harness.ts";

/**
 * Face-value resale as the seller, the waiting list, the next holders and the gate see it, on real
 * PostgreSQL: the seller repaid once (and again after a gateway failure), listings offered to the
 * waiting list before the public, withdrawal, the organiser's transfer cap and freeze, and the seller's
 * old code in an offline gate's next bundle.
 */
const postgres = testPostgresUrl() !== null;

let h: PaymentsHarness;
let deps: ResaleDeps;
beforeAll(async () => {
  if (!postgres) return;
  h = await createPaymentsHarness();
  deps = resaleDeps(services());
});
const services = () => resaleServicesOf(h);
afterAll(async () => {
  await h?.close();
});

const paid = (externalId: string, amount: number) =>
  applyCallback(h.deps, {
    eventId: `wh_resale_journey:${externalId}`,
    externalId,
    kind: "paid",
    amount,
    currency: "IDR",
    paymentId: `pay_${externalId}`,
    paidAt: new Date(),
    failureCode: null,
    raw: { test: true },
  });

interface Answer {
  status: number;
  body: { status: number; message: string; errorCode?: string; data: unknown };
}

async function call(
  method: "GET" | "POST" | "DELETE",
  url: string,
  token: string | null,
  body?: unknown,
  language = "en",
): Promise<Answer> {
  const response = await h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      "accept-language": language,
      ...(token ? { cookie: `tiketin_session=${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Answer["body"] };
}

/**
 * A seller with one paid ticket of a 100,000 category, resale on (fee 5,000), the event in 10 days.
 * `gopay`: paid through the sandbox, so the repayment goes back to the method at once.
 */
async function sellerWithTicket(method: "va_bca" | "gopay" = "va_bca") {
  const order = await placeOrder(h, method, { quantity: 1, price: 100_000 });
  if (method === "gopay") {
    const result = await h.sandbox.pay(order.detail.external_id);
    if (!result.ok) throw new Error("the sandbox refused to pay");
    await h.sandbox.delivery.settle();
  } else await paid(order.detail.external_id, order.detail.total);
  const [ticket] = await rows<{ id: string; transaction_id: string }>(
    h.db,
    sql`SELECT e.id, e.transaction_id FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
        WHERE t.external_id = ${order.detail.external_id}`,
  );
  await h.db.execute(sql`INSERT INTO event_resale_settings (event_id, enabled, seller_fee)
    VALUES (${order.eventId}, true, 5000)`);
  await h.db.execute(
    sql`UPDATE events SET starts_at = now() + interval '10 days' WHERE id = ${order.eventId}`,
  );
  return { order, ticketId: ticket!.id, orderId: ticket!.transaction_id };
}

async function list(seller: TestBuyer, ticketId: string, price = 90_000) {
  const listed = await call("POST", `/ticket/detail/${ticketId}/resale`, seller.token, { price });
  expect(listed.status).toBe(200);
  return (listed.body.data as { id: number }).id;
}

async function payHold(buyer: TestBuyer, holdId: string) {
  const saved = await call("POST", "/transaction/checkout/participants", buyer.token, {
    buyer: { name: "Budi Santoso", email: "budi@example.com", phone_number: "+6281234567890" },
    visitors: [{ name: "Budi Santoso", email: "budi@example.com", phone_number: "+6281234567891" }],
  });
  expect(saved.status).toBe(200);
  const bought = await call("POST", "/transaction/buy-ticket", buyer.token, {
    payment_method: "va_bca",
    hold_id: holdId,
  });
  expect(bought.status).toBe(200);
  const detail = bought.body.data as { external_id: string; total: number };
  return paid(detail.external_id, detail.total);
}

/** A listing sold to a new buyer, paid: the seller is owed. */
async function soldListing(method: "va_bca" | "gopay" = "gopay") {
  const seller = await sellerWithTicket(method);
  const listingId = await list(seller.order.buyer, seller.ticketId);
  const [buyer] = await createBuyers(h.db, 1);
  const held = await call("POST", `/resale/listings/${listingId}/buy`, buyer!.token);
  expect(held.status).toBe(200);
  expect(await payHold(buyer!, (held.body.data as { hold_id: string }).hold_id)).toBe("paid");
  return { ...seller, listingId, buyer: buyer! };
}

async function resaleRefunds(orderId: string) {
  return rows<{ id: number; amount: number; state: string; attempt: number; failure_code: string | null }>(
    h.db,
    sql`SELECT id::int AS id, amount::int AS amount, state, attempt, failure_code FROM order_refunds
        WHERE transaction_id = ${orderId} AND kind = 'resale' ORDER BY id`,
  );
}

async function settledRefund(refundId: number) {
  await expect
    .poll(
      async () =>
        (await rows<{ state: string }>(h.db, sql`SELECT state FROM order_refunds WHERE id = ${refundId}`))[0]
          ?.state,
      { timeout: 10_000, interval: 20 },
    )
    .toMatch(/succeeded|failed/);
  await h.sandbox.delivery.settle();
}

async function atGateway(refundId: number) {
  return (await h.sandbox.payouts.all()).filter((p) => p.referenceId.startsWith(`rfd_${refundId}_`));
}

describe.skipIf(!postgres)("the seller's repayment", () => {
  it("is the price less the organiser's fee, back through the gateway, once though two processes run it twice", async () => {
    const sale = await soldListing();
    // Two passes at once (as two processes' jobs), then a third later: one refund, one payout.
    const passes = await Promise.all([repaySellers(deps), repaySellers({ ...deps })]);
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await repaySellers(deps)).toBe(0);
    const refunds = await resaleRefunds(sale.orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(90_000 - 5_000);
    await settledRefund(refunds[0]!.id);
    expect((await resaleRefunds(sale.orderId))[0]!.state).toBe("succeeded");
    const payouts = await atGateway(refunds[0]!.id);
    expect(payouts.map((p) => [p.status, p.amount])).toEqual([["SUCCEEDED", 85_000]]);
    const [listing] = await rows<{ payout: number }>(
      h.db,
      sql`SELECT payout_refund_id::int AS payout FROM resale_listings WHERE id = ${sale.listingId}`,
    );
    expect(listing!.payout).toBe(refunds[0]!.id);
  }, 60_000);

  it("control: without the sold listing's row lock, two passes take the same sale (only the refund's request key stops the second)", async () => {
    const weak: ResaleDeps = { ...deps, locks: { ...STRICT_RESALE_LOCKS, payoutLock: false } };
    let seen = "";
    const worst = await raceUntilDefect(
      async () => {
        const sale = await soldListing();
        const passes = await Promise.allSettled([repaySellers(weak), repaySellers(weak)]);
        const failed = passes.filter((pass) => pass.status === "rejected");
        const repaid = passes.reduce((sum, pass) => sum + (pass.status === "fulfilled" ? pass.value : 0), 0);
        if (failed.length > 0) seen = String((failed[0] as PromiseRejectedResult).reason);
        // Money still moved once: the unique request key per listing is the last line.
        expect((await resaleRefunds(sale.orderId)).length).toBe(1);
        return repaid + failed.length;
      },
      (takers) => takers > 1,
      { withinMs: 60_000 },
    );
    process.stdout.write(
      `repayment control: ${worst} passes took one sale; the second ended with: ${seen.slice(0, 160)}\n`,
    );
    expect(worst).toBeGreaterThan(1);
  }, 90_000);

  it("a repayment the gateway failed is sent again later, as a new request, and the seller is paid once", async () => {
    const sale = await soldListing();
    h.sandbox.payouts.failNext("INSUFFICIENT_BALANCE");
    expect(await repaySellers(deps)).toBe(1);
    const [refund] = await resaleRefunds(sale.orderId);
    await settledRefund(refund!.id);
    expect(await resaleRefunds(sale.orderId)).toMatchObject([
      { state: "failed", failure_code: "INSUFFICIENT_BALANCE", attempt: 1 },
    ]);
    // Control: a pass right away leaves it (the retry waits), and with the retry off it stays failed.
    await repaySellers(deps);
    const off: ResaleDeps = {
      ...deps,
      refunds: { ...deps.refunds, config: { ...deps.refunds.config, REFUND_RECONCILE_AFTER_MS: 0 } },
    };
    await h.db.execute(
      sql`UPDATE order_refunds SET updated_at = now() - interval '1 hour' WHERE id = ${refund!.id}`,
    );
    await repaySellers(off);
    expect(await resaleRefunds(sale.orderId)).toMatchObject([{ state: "failed", attempt: 1 }]);
    // Later: the job's next pass sends it again.
    await repaySellers(deps);
    await settledRefund(refund!.id);
    expect(await resaleRefunds(sale.orderId)).toMatchObject([
      { state: "succeeded", attempt: 2, amount: 85_000 },
    ]);
    const payouts = await atGateway(refund!.id);
    expect(payouts.map((p) => p.status).sort()).toEqual(["FAILED", "SUCCEEDED"]);
    expect(await repaySellers(deps)).toBe(0);
  }, 60_000);

  it("a repayment whose gateway answer was lost is sent again with the same key: money moves once", async () => {
    const sale = await soldListing();
    const real = h.sandbox.createRefund.bind(h.sandbox);
    h.sandbox.delivery.hold();
    h.sandbox.createRefund = async (input) => {
      await real(input);
      throw new Error("connection reset");
    };
    try {
      expect(await repaySellers(deps)).toBe(1);
    } finally {
      h.sandbox.createRefund = real;
    }
    const [refund] = await resaleRefunds(sale.orderId);
    expect(refund).toMatchObject({ state: "failed", failure_code: "GATEWAY_UNREACHABLE" });
    await h.db.execute(
      sql`UPDATE order_refunds SET updated_at = now() - interval '1 hour' WHERE id = ${refund!.id}`,
    );
    await repaySellers(deps);
    await h.sandbox.delivery.release();
    await settledRefund(refund!.id);
    expect(await resaleRefunds(sale.orderId)).toMatchObject([{ state: "succeeded", attempt: 1 }]);
    expect(await atGateway(refund!.id)).toHaveLength(1);
  }, 60_000);
});

async function waitingList(categoryId: number, eventId: number, count: number) {
  await h.db.execute(
    sql`INSERT INTO waiting_list_categories (category_id, event_id) VALUES (${categoryId}, ${eventId})`,
  );
  const waiting = await createBuyers(h.db, count);
  for (const buyer of waiting)
    await h.db.execute(sql`INSERT INTO waiting_list_entries (event_id, category_id, buyer_id, quantity)
      VALUES (${eventId}, ${categoryId}, ${buyer.id}, 1)`);
  return waiting;
}

async function entriesOf(categoryId: number) {
  return rows<{ buyer_id: string; status: string; hold_id: string | null; mark: string | null }>(
    h.db,
    sql`SELECT w.buyer_id, w.status, w.hold_id::text AS hold_id, h.request_hash AS mark
        FROM waiting_list_entries w LEFT JOIN checkout_holds h ON h.id = w.hold_id
        WHERE w.category_id = ${categoryId} ORDER BY w.id`,
  );
}

const publicResale = async (eventId: number) =>
  (await call("GET", `/public/resale/event/${eventId}`, null)).body.data as {
    waiting_list_first: boolean;
    rows: { listing_id: number; price: number }[];
  };

describe.skipIf(!postgres)("listed tickets go to the waiting list first", () => {
  it("with accounts waiting, a new listing is the next entry's offer, not the public's", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const waiting = await waitingList(order.categoryId, order.eventId, 2);
    const listingId = await list(order.buyer, ticketId);
    const shown = await publicResale(order.eventId);
    expect(shown).toMatchObject({ waiting_list_first: true, rows: [] });
    const [stranger] = await createBuyers(h.db, 1);
    const refused = await call("POST", `/resale/listings/${listingId}/buy`, stranger!.token);
    expect(refused.body).toMatchObject({ status: 0, errorCode: "rule_refused" });
    process.stdout.write(`bought past the list: ${refused.status} ${JSON.stringify(refused.body.message)}\n`);
    expect(await offerListingsToWaitingLists(deps)).toBe(1);
    expect(await entriesOf(order.categoryId)).toMatchObject([
      { buyer_id: waiting[0]!.id, status: "offered", mark: `resale:${listingId}` },
      { buyer_id: waiting[1]!.id, status: "waiting", hold_id: null },
    ]);
    const [mail] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM mail_outbox m JOIN buyers b ON b.email = m."to"
          WHERE b.id = ${waiting[0]!.id}`,
    );
    expect(mail!.n).toBe(1);
    // A second pass offers nothing more: the ticket is the first entry's while the offer runs.
    expect(await offerListingsToWaitingLists(deps)).toBe(0);
    // The first in line buys it through the normal checkout.
    const [entry] = await entriesOf(order.categoryId);
    expect(await payHold(waiting[0]!, entry!.hold_id!)).toBe("paid");
    const [sold] = await rows<{ status: string }>(
      h.db,
      sql`SELECT status FROM resale_listings WHERE id = ${listingId}`,
    );
    expect(sold!.status).toBe("sold");
  }, 60_000);

  it("control: with no list for the category, it is sold on the event page as a resale ticket", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const listingId = await list(order.buyer, ticketId);
    const shown = await publicResale(order.eventId);
    expect(shown.waiting_list_first).toBe(false);
    expect(shown.rows.map((row) => [row.listing_id, row.price])).toEqual([[listingId, 90_000]]);
    expect(await offerListingsToWaitingLists(deps)).toBe(0);
    const [stranger] = await createBuyers(h.db, 1);
    expect((await call("POST", `/resale/listings/${listingId}/buy`, stranger!.token)).status).toBe(200);
  }, 60_000);
});

describe.skipIf(!postgres)("withdrawing a listing", () => {
  it("before it sells: nobody can buy it, and the ticket is transferred and admitted again", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const listingId = await list(order.buyer, ticketId);
    const gate = (await findEventBySlug(h.db, order.eventSlug))!;
    const gateDeps = { db: h.db, clock: h.deps.clock, cipher: h.deps.cipher };
    const code = await currentTicketCode(h.deps, { id: ticketId, eventId: order.eventId, codeVersion: 1 });
    // While listed: the gate and a transfer both say "withdraw first".
    await expect(checkInTicket(gateDeps, gate, { code, gate: "Gate A" })).rejects.toMatchObject({
      code: "rule_refused",
    });
    const [friend] = await createBuyers(h.db, 1);
    const [friendRow] = await rows<{ email: string }>(
      h.db,
      sql`SELECT email FROM buyers WHERE id = ${friend!.id}`,
    );
    const blocked = await call("POST", `/ticket/detail/${ticketId}/transfer`, order.buyer.token, {
      email: friendRow!.email,
    });
    expect(blocked.body).toMatchObject({ errorCode: "rule_refused" });

    const withdrawn = await call("DELETE", `/ticket/detail/${ticketId}/resale`, order.buyer.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ status: "withdrawn" });
    expect((await publicResale(order.eventId)).rows).toEqual([]);
    const [buyer] = await createBuyers(h.db, 1);
    const late = await call("POST", `/resale/listings/${listingId}/buy`, buyer!.token);
    expect(late.status).toBe(404);
    expect(late.body).toMatchObject({ status: 0, errorCode: "not_found" });

    const moved = await call("POST", `/ticket/detail/${ticketId}/transfer`, order.buyer.token, {
      email: friendRow!.email,
    });
    expect(moved.status).toBe(200);
    const newCode = await currentTicketCode(h.deps, { id: ticketId, eventId: order.eventId, codeVersion: 2 });
    expect((await checkInTicket(gateDeps, gate, { code: newCode, gate: "Gate A" })).verdict).toBe("valid");
  }, 60_000);

  it("once sold it is refused, clearly, in the seller's language", async () => {
    const sale = await soldListing("va_bca");
    const en = await call("DELETE", `/ticket/detail/${sale.ticketId}/resale`, sale.order.buyer.token);
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      status: 0,
      errorCode: "conflict",
      message: "This ticket has already been sold; it can no longer be withdrawn.",
    });
    const id = await call(
      "DELETE",
      `/ticket/detail/${sale.ticketId}/resale`,
      sale.order.buyer.token,
      undefined,
      "id",
    );
    expect(id.body.message).toBe("Tiket ini sudah terjual dan tidak bisa ditarik kembali.");
    const [listing] = await rows<{ status: string }>(
      h.db,
      sql`SELECT status FROM resale_listings WHERE id = ${sale.listingId}`,
    );
    expect(listing!.status).toBe("sold");
  }, 60_000);
});

async function emailsOf(count: number) {
  const people = await createBuyers(h.db, count);
  const found = await rows<{ id: string; email: string }>(
    h.db,
    sql`SELECT id, email FROM buyers WHERE id IN (${sql.join(
      people.map((p) => sql`${p.id}`),
      sql`, `,
    )})`,
  );
  return people.map((person) => ({ ...person, email: found.find((row) => row.id === person.id)!.email }));
}

/** The ticket handed along a chain of accounts: each answer of the last transfer. */
async function handAlong(ticketId: string, from: TestBuyer, to: { token: string; email: string }[]) {
  const answers: Answer[] = [];
  let holder = from.token;
  for (const next of to) {
    const answer = await call("POST", `/ticket/detail/${ticketId}/transfer`, holder, { email: next.email });
    answers.push(answer);
    if (answer.status !== 200) break;
    holder = next.token;
  }
  return answers;
}

describe.skipIf(!postgres)("the organiser's transfer cap and freeze", () => {
  it("the transfer past the cap is refused with a translated message; with no cap it goes through", async () => {
    const { order, ticketId } = await sellerWithTicket();
    await h.db.execute(
      sql`UPDATE event_resale_settings SET transfer_cap = 2 WHERE event_id = ${order.eventId}`,
    );
    const people = await emailsOf(3);
    const answers = await handAlong(ticketId, order.buyer, people);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 422]);
    expect(answers[2]!.body).toMatchObject({
      status: 0,
      errorCode: "rule_refused",
      message: "This ticket has already been transferred 2 time(s), the organiser's limit.",
    });
    const inIndonesian = await call(
      "POST",
      `/ticket/detail/${ticketId}/transfer`,
      people[1]!.token,
      { email: people[2]!.email },
      "id",
    );
    expect(inIndonesian.body.message).toBe(
      "Tiket ini sudah dipindahtangankan 2 kali, batas dari penyelenggara.",
    );
    // Control: the same third transfer with the cap off.
    await h.db.execute(
      sql`UPDATE event_resale_settings SET transfer_cap = NULL WHERE event_id = ${order.eventId}`,
    );
    const free = await call("POST", `/ticket/detail/${ticketId}/transfer`, people[1]!.token, {
      email: people[2]!.email,
    });
    expect(free.status).toBe(200);
  }, 60_000);

  it("a transfer inside the freeze before the event is refused; the same transfer before the freeze goes", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const [friend] = await emailsOf(1);
    await h.db.execute(
      sql`UPDATE events SET starts_at = now() + interval '2 days' WHERE id = ${order.eventId}`,
    );
    await h.db.execute(sql`INSERT INTO event_ticket_settings (event_id, transfers_enabled, transfer_freeze_hours)
      VALUES (${order.eventId}, true, 72)
      ON CONFLICT (event_id) DO UPDATE SET transfers_enabled = true, transfer_freeze_hours = 72`);
    const frozen = await call("POST", `/ticket/detail/${ticketId}/transfer`, order.buyer.token, {
      email: friend!.email,
    });
    expect(frozen.status).toBe(422);
    expect(frozen.body).toMatchObject({
      status: 0,
      errorCode: "rule_refused",
      message: "Ticket transfers for this event closed 72 hours before it starts.",
    });
    const id = await call(
      "POST",
      `/ticket/detail/${ticketId}/transfer`,
      order.buyer.token,
      { email: friend!.email },
      "id",
    );
    expect(id.body.message).toBe("Pemindahan tiket untuk acara ini ditutup 72 jam sebelum acara dimulai.");
    // Control: a 24-hour freeze has not started two days out.
    await h.db.execute(
      sql`UPDATE event_ticket_settings SET transfer_freeze_hours = 24 WHERE event_id = ${order.eventId}`,
    );
    const open = await call("POST", `/ticket/detail/${ticketId}/transfer`, order.buyer.token, {
      email: friend!.email,
    });
    expect(open.status).toBe(200);
  }, 60_000);
});

const offlineVerdict = (bundle: OfflineBundle, ticketId: string, codeVersion: number) => {
  const revoked = bundle.revoked.find((r) => r.ticket_id === ticketId);
  return decideVerdict({
    readable: true,
    keyOwner: "this_event",
    signatureValid: true,
    ticket: null,
    codeVersion,
    revokedBelowVersion: revoked ? { below: revoked.below_version, reason: revoked.reason } : null,
    firstCheckIn: null,
  });
};

/** The gate app's offline calls, with the event's check-in secret (as a device holds it). */
async function gateCall<T>(method: "GET" | "POST", url: string, secret: string, body?: unknown): Promise<T> {
  const response = await h.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      [CHECK_IN_SECRET_HEADER]: secret,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: T }).data;
}

describe.skipIf(!postgres)("the seller's old code at an offline gate", () => {
  it("the gate's next offline sync after the sale revokes the old code and lists the buyer's new one", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const link = await issueCheckInLink(h.db, "https://gate.example", order.eventSlug);
    const secret = new URLSearchParams(new URL(link).hash.slice(1)).get("k") ?? "";
    const bundle = () => gateCall<OfflineBundle>("GET", `/check-in/${order.eventSlug}/bundle`, secret);
    const listingId = await list(order.buyer, ticketId);
    // Control: the bundle the gate took before the sale lists the seller's code as valid (listed is not sold).
    const before = await bundle();
    expect(before.tickets.map((t) => t.ticket_id)).toContain(ticketId);
    expect(before.revoked.find((r) => r.ticket_id === ticketId)).toBeUndefined();
    expect(offlineVerdict(before, ticketId, 1)).toBe("valid");

    const [buyer] = await createBuyers(h.db, 1);
    const held = await call("POST", `/resale/listings/${listingId}/buy`, buyer!.token);
    expect(await payHold(buyer!, (held.body.data as { hold_id: string }).hold_id)).toBe("paid");
    const [mine] = await rows<{ id: string }>(
      h.db,
      sql`SELECT id FROM e_tickets WHERE holder_buyer_id = ${buyer!.id} AND status = 'valid'`,
    );

    // The gate's next sync: the old code revoked as void, the buyer's new one listed.
    const after = await bundle();
    expect(after.tickets.map((t) => t.ticket_id)).not.toContain(ticketId);
    expect(after.revoked.find((r) => r.ticket_id === ticketId)).toMatchObject({ reason: "void" });
    expect(offlineVerdict(after, ticketId, 1)).toBe("void");
    expect(after.tickets.find((t) => t.ticket_id === mine!.id)).toMatchObject({ code_version: 1 });
    expect(offlineVerdict(after, mine!.id, 1)).toBe("valid");
    // Scans the device made offline, uploaded now: the old code is refused, the new one admitted.
    const oldCode = await currentTicketCode(h.deps, { id: ticketId, eventId: order.eventId, codeVersion: 1 });
    const newCode = await currentTicketCode(h.deps, { id: mine!.id, eventId: order.eventId, codeVersion: 1 });
    const scan = (code: string) => ({
      scan_id: crypto.randomUUID(),
      code,
      gate: "Gerbang Luring",
      scanned_at: new Date().toISOString(),
      device_verdict: "valid",
    });
    const synced = await gateCall<SyncResult>("POST", `/check-in/${order.eventSlug}/sync`, secret, {
      scans: [scan(oldCode), scan(newCode)],
    });
    expect(synced.results.map((result) => result.verdict)).toEqual(["void", "valid"]);
    const [admitted] = await rows<{ ticket_id: string }>(
      h.db,
      sql`SELECT ticket_id FROM e_ticket_check_ins WHERE event_id = ${order.eventId}`,
    );
    expect(admitted!.ticket_id).toBe(mine!.id);
  }, 60_000);
});

describe.skipIf(!postgres)("resale on the organiser's live dashboard", () => {
  it("a listing, its sale and the seller's repayment move the event's figures, each announced on its live channel", async () => {
    const seller = await sellerWithTicket("gopay");
    const [event] = await rows<{ organiser_id: number }>(
      h.db,
      sql`SELECT organiser_id FROM events WHERE id = ${seller.order.eventId}`,
    );
    const [owner] = await createBuyers(h.db, 1);
    await h.db.execute(sql`INSERT INTO organiser_members (organiser_id, buyer_id, role)
      VALUES (${event!.organiser_id}, ${owner!.id}, 'owner')`);
    const url = `/organizer/organizations/${event!.organiser_id}/events/${seller.order.eventId}/dashboard`;
    const resale = async () => {
      const answer = await call("GET", url, owner!.token);
      expect(answer.status).toBe(200);
      return (answer.body.data as EventDashboard).resale;
    };
    const kinds: string[] = [];
    const stop = await h.deps.live.subscribe(eventActivityTopic(seller.order.eventId), (update) => {
      kinds.push((update.data as DashboardActivity).kind);
    });
    try {
      // Control: before anything is listed, nothing shows.
      expect(await resale()).toEqual({ listed: 0, resold: 0, repaid: 0, feesKept: 0 });
      const listingId = await list(seller.order.buyer, seller.ticketId);
      await expect.poll(() => kinds.includes("resale"), { timeout: 10_000, interval: 20 }).toBe(true);
      expect(await resale()).toEqual({ listed: 1, resold: 0, repaid: 0, feesKept: 0 });

      const [buyer] = await createBuyers(h.db, 1);
      const held = await call("POST", `/resale/listings/${listingId}/buy`, buyer!.token);
      kinds.length = 0;
      expect(await payHold(buyer!, (held.body.data as { hold_id: string }).hold_id)).toBe("paid");
      await expect.poll(() => kinds.includes("payment"), { timeout: 10_000, interval: 20 }).toBe(true);
      expect(await resale()).toEqual({ listed: 0, resold: 1, repaid: 0, feesKept: 5_000 });

      kinds.length = 0;
      // The job repays every sale still owed (earlier tests' too); this seller's is one of them.
      const live = resaleDeps({ ...services(), live: h.deps.live });
      expect(await repaySellers(live)).toBeGreaterThanOrEqual(1);
      const [refund] = await resaleRefunds(seller.orderId);
      await settledRefund(refund!.id);
      await expect.poll(() => kinds.includes("resale"), { timeout: 10_000, interval: 20 }).toBe(true);
      expect(await resale()).toEqual({ listed: 0, resold: 1, repaid: 85_000, feesKept: 5_000 });
    } finally {
      stop();
    }
  }, 60_000);
});
