import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailAttachmentResolvers } from "../../server/build-services.ts";
import { eTickets, paymentTransactions } from "../../server/db/schema/index.ts";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { ticketsAttachmentRef } from "../../server/features/e-tickets/confirmation-attachment.ts";
import { resolveAttachments } from "../../server/features/mail/attachment-resolvers.ts";
import { applyCallback } from "../../server/features/payments/apply-callback.ts";
import { paymentsDeps } from "../../server/features/payments/deps.ts";
import type { VerifiedCallback } from "../../server/features/payments/gateway.ts";
import {
  CHECK_IN_SECRET_HEADER,
  type ETicketDetail,
  type MyTickets,
} from "../../shared/contracts/e-tickets.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A paid transaction yields one e-ticket per visitor, exactly once, however often the
 * payment callback is replayed; and those tickets are at once visible, signed and admissible.
 */
let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = buyerApi(t.app);
});
afterAll(() => t.close());

async function awaitingPayment() {
  const db = t.database.db;
  const event = await createEvent(db);
  const category = await createCategory(db, event.id, { price: 100_000, quota: 10, name: "Festival" });
  const [buyer] = await createBuyers(db, 1);
  if (!buyer) throw new Error("no buyer");
  const token = buyer.token;
  const hold = await call("POST", "/transaction/checkout", {
    token,
    body: { event_slug: event.slug, tickets: [{ category_id: category.id, quantity: 2 }] },
  });
  expect(hold.status).toBe(200);
  const saved = await call("POST", "/transaction/checkout/participants", {
    token,
    body: {
      buyer: { name: "Siti Rahma", email: "siti@example.com", phone_number: "+62 81234567890" },
      visitors: [
        { name: "Siti Rahma", email: "siti@example.com", phone_number: "+62 81234567890" },
        { name: "Budi Santoso", email: "budi@example.com", phone_number: "+62 81298765432" },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const bought = await call("POST", "/transaction/buy-ticket", { token, body: { payment_method: "va_bca" } });
  expect(bought.status).toBe(200);
  const [trx] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.buyerId, buyer.id));
  if (!trx) throw new Error("no transaction");
  return { event, buyer, trx };
}

const paidCallback = (trx: { externalId: string; total: number }, eventId: string): VerifiedCallback => ({
  eventId,
  externalId: trx.externalId,
  kind: "paid",
  amount: trx.total,
  currency: "IDR",
  paymentId: `pay-${trx.externalId}`,
  paidAt: new Date(),
  failureCode: null,
  raw: {},
});

describe("issuing e-tickets with the payment", () => {
  it("replaying the payment callback issues no second ticket", async () => {
    const { event, buyer, trx } = await awaitingPayment();
    const deps = paymentsDeps(t.services);
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) outcomes.push(await applyCallback(deps, paidCallback(trx, "webhook-1")));
    // A redelivery under another webhook id (the provider retried with a new id) changes nothing either.
    outcomes.push(await applyCallback(deps, paidCallback(trx, "webhook-2")));
    expect(outcomes[0]).toBe("paid");
    expect(outcomes.slice(1).every((outcome) => outcome === "duplicate" || outcome === "already_paid")).toBe(
      true,
    );

    const tickets = await t.database.db.select().from(eTickets).where(eq(eTickets.transactionId, trx.id));
    expect(tickets.map((ticket) => ticket.entryNumber).sort()).toEqual([1, 2]);

    const mine = (await call("GET", "/ticket/my-tickets", { token: buyer.token })).body.data as MyTickets;
    expect(mine.rows.map((row) => row.holder_name)).toEqual(["Siti Rahma", "Budi Santoso"]);
    const detail = (await call("GET", `/ticket/detail/${mine.rows[0]?.id}`, { token: buyer.token })).body
      .data as ETicketDetail;
    const link = await issueCheckInLink(t.database.db, "http://localhost:3000", event.slug);
    const headers = { [CHECK_IN_SECRET_HEADER]: new URL(link).hash.slice(3) };
    const scan = await call("POST", `/check-in/${event.slug}/scan`, {
      body: { code: detail.qr_payload, gate: "Gate A" },
      headers,
    });
    expect(scan.body.data).toMatchObject({ verdict: "valid", ticket: { holder_name: "Siti Rahma" } });

    // What the confirmation e-mail attaches at delivery: both tickets, one page each, with their codes.
    const [pdf] = await resolveAttachments(
      [ticketsAttachmentRef(trx.id, "id")],
      mailAttachmentResolvers(t.services),
    );
    const text = pdf?.content.toString("latin1") ?? "";
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(text).toContain(detail.qr_payload);
  });
});
