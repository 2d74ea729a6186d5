import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../server/db/sql-helpers.ts";
import { admitCode, checkInTicket } from "../../server/features/e-tickets/check-in-ticket.ts";
import { findEventBySlug } from "../../server/features/e-tickets/data.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import { typedCodeBudget } from "../../server/features/e-tickets/typed-code.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import type { PaymentsDeps } from "../../server/features/payments/deps.ts";
import { buyListing } from "../../server/features/resale/buy-listing.ts";
import { type ResaleDeps, resaleDeps } from "../../server/features/resale/deps.ts";
import { STRICT_LOCKING } from "../../server/features/stock/index.ts";
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
 * Face-value resale on real PostgreSQL: a listing is sold once whatever races it, never above its face
 * value, and the seller's old code stops at the gate when the sale completes.
 */
const postgres = testPostgresUrl() !== null;

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

const paid = (externalId: string, amount: number, payments: PaymentsDeps = h.deps) =>
  applyCallback(payments, {
    eventId: `wh_resale:${externalId}`,
    externalId,
    kind: "paid",
    amount,
    currency: "IDR",
    paymentId: `pay_${externalId}`,
    paidAt: new Date(),
    failureCode: null,
    raw: { test: true },
  });

/** A seller with one paid ticket of a 100,000 category, resale on for the event. */
async function sellerWithTicket() {
  const order = await placeOrder(h, "va_bca", { quantity: 1, price: 100_000 });
  await paid(order.detail.external_id, order.detail.total);
  const [ticket] = await rows<{ id: string }>(
    h.db,
    sql`SELECT e.id FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
        WHERE t.external_id = ${order.detail.external_id}`,
  );
  await h.db.execute(sql`INSERT INTO event_resale_settings (event_id, enabled, seller_fee)
    VALUES (${order.eventId}, true, 5000)`);
  await h.db.execute(
    sql`UPDATE events SET starts_at = now() + interval '10 days' WHERE id = ${order.eventId}`,
  );
  return { order, ticketId: ticket!.id };
}

async function list(seller: TestBuyer, ticketId: string, body: Record<string, unknown>) {
  return h.call("POST", `/ticket/detail/${ticketId}/resale`, { token: seller.token, body });
}

async function payHold(
  buyer: TestBuyer,
  holdId: string,
  payments: PaymentsDeps = h.deps,
  before?: () => Promise<unknown>,
) {
  const saved = await h.call("POST", "/transaction/checkout/participants", {
    token: buyer.token,
    body: {
      buyer: { name: "Budi Santoso", email: "budi@example.com", phone_number: "+6281234567890" },
      visitors: [{ name: "Budi Santoso", email: "budi@example.com", phone_number: "+6281234567891" }],
    },
  });
  expect(saved.status).toBe(200);
  const bought = await h.call("POST", "/transaction/buy-ticket", {
    token: buyer.token,
    body: { payment_method: "va_bca", hold_id: holdId },
  });
  expect(bought.status).toBe(200);
  const detail = bought.body.data as { external_id: string; total: number };
  if (!before) return paid(detail.external_id, detail.total, payments);
  // The gate's admission and the payment's callback at the same moment.
  const [settled] = await Promise.all([paid(detail.external_id, detail.total, payments), before()]);
  return settled;
}

/**
 * The seller's ticket admitted by an offline gate (its code still worked: the sale had not completed)
 * and synced at the moment the buyer's payment arrives. Which won, by what each side recorded.
 */
async function checkInVersusSale(strict: boolean) {
  const { order, ticketId } = await sellerWithTicket();
  const listed = await list(order.buyer, ticketId, { price: 90_000 });
  const listingId = (listed.body.data as { id: number }).id;
  const [buyer] = await createBuyers(h.db, 1);
  const held = await h.call("POST", `/resale/listings/${listingId}/buy`, { token: buyer!.token });
  const holdId = (held.body.data as { hold_id: string }).hold_id;
  const code = await currentTicketCode(h.deps, { id: ticketId, eventId: order.eventId, codeVersion: 1 });
  const payments = strict ? h.deps : { ...h.deps, locking: { ...STRICT_LOCKING, resaleTicketLock: false } };
  let verdict = "";
  const outcome = await payHold(buyer!, holdId, payments, async () => {
    const judged = await admitCode(
      h.db,
      order.eventId,
      { code, gate: "Gate B", at: new Date(), source: "offline" },
      typedCodeBudget({ db: h.db, clock: h.deps.clock }, order.eventId, null),
      strict ? {} : { recheckTicket: false },
    );
    verdict = judged.verdict;
  });
  const [facts] = await rows<{ checked_in: number; sold: number; owed: boolean }>(
    h.db,
    sql`SELECT (SELECT count(*)::int FROM e_ticket_check_ins WHERE ticket_id = ${ticketId}) AS checked_in,
          (SELECT count(*)::int FROM resale_listings WHERE id = ${listingId} AND status = 'sold') AS sold,
          (SELECT bool_or(needs_refund) FROM payment_transactions WHERE hold_id = ${holdId}) AS owed`,
  );
  return { outcome, verdict, ...facts! };
}

describe.skipIf(!postgres)("face-value resale (PostgreSQL)", () => {
  it("a price above face value is refused however it is asked, and nothing is listed", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const above = await list(order.buyer, ticketId, { price: 100_001 });
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({ status: 0, errorCode: "validation_failed" });
    process.stdout.write(`above face: ${JSON.stringify(above.body.message)}\n`);
    const tampered = await list(order.buyer, ticketId, { price: 150_000, face_value: 200_000 });
    expect(tampered.status).toBe(400);
    const fractional = await list(order.buyer, ticketId, { price: 99_999.5 });
    expect(fractional.status).toBe(400);
    const asText = await list(order.buyer, ticketId, { price: "1e9" });
    expect(asText.status).toBe(400);
    // Even a write that skips the use case meets the table's constraint.
    await expect(
      h.db.execute(sql`INSERT INTO resale_listings (event_id, category_id, ticket_id, seller_buyer_id,
        seller_transaction_id, face_value, price)
        SELECT event_id, category_id, id, holder_buyer_id, transaction_id, 100000, 100001 FROM e_tickets
        WHERE id = ${ticketId}`),
    ).rejects.toThrow();
    const [count] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM resale_listings WHERE ticket_id = ${ticketId}`,
    );
    expect(count!.n).toBe(0);
    const atFace = await list(order.buyer, ticketId, { price: 100_000 });
    expect(atFace.status).toBe(200);
  }, 60_000);

  it("50 buyers race for one resale ticket: one hold, one sale, the old code refused at once", async () => {
    const { order, ticketId } = await sellerWithTicket();
    const listed = await list(order.buyer, ticketId, { price: 90_000 });
    expect(listed.status).toBe(200);
    const listingId = (listed.body.data as { id: number }).id;
    const buyers = await createBuyers(h.db, 50);
    const answers = await Promise.all(
      buyers.map((buyer) => h.call("POST", `/resale/listings/${listingId}/buy`, { token: buyer.token })),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    for (const answer of answers)
      if (answer.status !== 200) expect(answer.body).toMatchObject({ status: 0, errorCode: "conflict" });
    const winner = buyers[answers.findIndex((answer) => answer.status === 200)]!;
    const holdId = (winners[0]!.body.data as { hold_id: string }).hold_id;
    expect(await payHold(winner, holdId)).toBe("paid");
    const [state] = await rows<{ seller: string; version: number; sold: number; buyer_tickets: number }>(
      h.db,
      sql`SELECT (SELECT status FROM e_tickets WHERE id = ${ticketId}) AS seller,
            (SELECT code_version FROM e_tickets WHERE id = ${ticketId}) AS version,
            (SELECT count(*)::int FROM resale_listings WHERE ticket_id = ${ticketId} AND status = 'sold') AS sold,
            (SELECT count(*)::int FROM e_tickets WHERE holder_buyer_id = ${winner.id} AND status = 'valid') AS buyer_tickets`,
    );
    expect(state).toEqual({ seller: "void", version: 2, sold: 1, buyer_tickets: 1 });
    const gate = (await findEventBySlug(h.db, order.eventSlug))!;
    const oldCode = await currentTicketCode(h.deps, { id: ticketId, eventId: order.eventId, codeVersion: 1 });
    const gateDeps = { db: h.db, clock: h.deps.clock, cipher: h.deps.cipher };
    const scan = await checkInTicket(gateDeps, gate, { code: oldCode, gate: "Gate A" });
    expect(scan.verdict).toBe("void");
    const [mine] = await rows<{ id: string }>(
      h.db,
      sql`SELECT id FROM e_tickets WHERE holder_buyer_id = ${winner.id} AND status = 'valid'`,
    );
    const newCode = await currentTicketCode(h.deps, { id: mine!.id, eventId: order.eventId, codeVersion: 1 });
    expect((await checkInTicket(gateDeps, gate, { code: newCode, gate: "Gate A" })).verdict).toBe("valid");
  }, 120_000);

  it("control: without the listing's row lock, several of the 50 buyers hold the one ticket", async () => {
    const worst = await raceUntilDefect(
      async () => {
        const { order, ticketId } = await sellerWithTicket();
        const listed = await list(order.buyer, ticketId, { price: 90_000 });
        const listingId = String((listed.body.data as { id: number }).id);
        const buyers = await createBuyers(h.db, 50);
        const weak = { ...deps, locks: { listingLock: false, payoutLock: true } };
        const outcomes = await Promise.allSettled(
          buyers.map((buyer) => buyListing(weak, buyer.id, listingId)),
        );
        return outcomes.filter((outcome) => outcome.status === "fulfilled").length;
      },
      (holds) => holds > 1,
      { withinMs: 60_000 },
    );
    expect(worst).toBeGreaterThan(1);
  }, 90_000);

  it("the seller's check-in racing the sale's payment, 20 times: exactly one wins, the money follows it", async () => {
    const wins = { sale: 0, checkIn: 0 };
    for (let i = 0; i < 20; i++) {
      const race = await checkInVersusSale(true);
      expect(race.checked_in + race.sold).toBe(1);
      if (race.sold === 1) {
        wins.sale++;
        expect(race.outcome).toBe("paid");
        expect(race.verdict).toBe("void");
      } else {
        wins.checkIn++;
        // The buyer's payment is not a sale: it ends owed back, with no ticket.
        expect(race.outcome).toBe("refund_needed");
        expect(race.owed).toBe(true);
      }
    }
    process.stdout.write(`check-in vs sale, 20 races: sale won ${wins.sale}, check-in won ${wins.checkIn}\n`);
  }, 240_000);

  it("control: without the seller's ticket lock on either side, the check-in and the sale can both win", async () => {
    const worst = await raceUntilDefect(
      async () => {
        const race = await checkInVersusSale(false);
        return race.checked_in + race.sold;
      },
      (winners) => winners > 1,
      { withinMs: 90_000 },
    );
    expect(worst).toBe(2);
  }, 150_000);
});
