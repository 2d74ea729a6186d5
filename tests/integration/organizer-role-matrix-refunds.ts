import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { orderRefunds, paymentTransactions, ticketCategories } from "../../server/db/schema/index.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of orders and refunds to track and the payout statement:
 * owner, admin and finance (`records`); gate staff, buyers and other organisations never.
 */
const records = (f: Fixture, id = f.published.id) =>
  `/organizer/organizations/${f.organiser.id}/events/${id}`;

/** The paid order each fixture's `prepare` made, by fixture (the shared Fixture type stays as it is). */
const orders = new WeakMap<Fixture, string>();
const orderOf = (f: Fixture) => orders.get(f) ?? "00000000-0000-0000-0000-000000000000";

async function sellOneOrder(fixture: Fixture, db: Db, owed: boolean): Promise<void> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, fixture.published.id))
    .limit(1);
  if (!category) throw new Error("the fixture's published event has no category");
  const sold = await issuePaidTickets(db, {
    buyerId: fixture.target.id,
    eventId: fixture.published.id,
    categoryId: category.id,
    visitors: ["Sari Wulandari"],
  });
  if (owed)
    await db
      .update(paymentTransactions)
      .set({ needsRefund: true })
      .where(eq(paymentTransactions.id, sold.transactionId));
  orders.set(fixture, sold.transactionId);
}
const sell = (fixture: Fixture, db: Db) => sellOneOrder(fixture, db, false);
const sellOwed = (fixture: Fixture, db: Db) => sellOneOrder(fixture, db, true);
const refundBody = { amount: 150_000, method: "bank_transfer", reference: "TRF-001" };

/** The failed refund each fixture's `prepare` made on its paid order, by fixture. */
const failedRefunds = new WeakMap<Fixture, number>();
async function sellWithFailedRefund(fixture: Fixture, db: Db): Promise<void> {
  await sell(fixture, db);
  const [row] = await db
    .insert(orderRefunds)
    .values({
      transactionId: orderOf(fixture),
      eventId: fixture.published.id,
      amount: 50_000,
      method: "bank_transfer",
      reference: "",
      recordedByName: "Matrix",
      kind: "amount",
      route: "disbursement",
      state: "failed",
      failureCode: "INVALID_DESTINATION",
    })
    .returning({ id: orderRefunds.id });
  failedRefunds.set(fixture, row!.id);
}
const policyBody = { enabled: true, deadline: "2026-12-20T10:00:00+07:00", feeRupiah: 10_000, feeBps: 0 };

export const REFUNDS_ROWS: Row[] = [
  {
    name: "orgOrderDetail",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}",
    prepare: sell,
    request: (f) => ({ method: "GET", url: `${records(f)}/orders/${orderOf(f)}` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own)}/orders/${orderOf(other)}` }),
  },
  {
    name: "resendConfirmation",
    allowed: "records",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}/resend-confirmation",
    prepare: sell,
    request: (f) => ({ method: "POST", url: `${records(f)}/orders/${orderOf(f)}/resend-confirmation` }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/orders/${orderOf(other)}/resend-confirmation`,
    }),
  },
  {
    name: "recordRefund",
    allowed: "records",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}/refund",
    prepare: sellOwed,
    request: (f) => ({ method: "POST", url: `${records(f)}/orders/${orderOf(f)}/refund`, body: refundBody }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/orders/${orderOf(other)}/refund`,
      body: refundBody,
    }),
  },
  {
    name: "previewOrderRefund",
    allowed: "records",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}/refunds/preview",
    prepare: sell,
    request: (f) => ({
      method: "POST",
      url: `${records(f)}/orders/${orderOf(f)}/refunds/preview`,
      body: { kind: "full" },
    }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/orders/${orderOf(other)}/refunds/preview`,
      body: { kind: "full" },
    }),
  },
  {
    name: "requestOrderRefund",
    allowed: "records",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}/refunds",
    prepare: sell,
    request: (f) => ({
      method: "POST",
      url: `${records(f)}/orders/${orderOf(f)}/refunds`,
      body: { kind: "amount", amount: 10_000 },
    }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/orders/${orderOf(other)}/refunds`,
      body: { kind: "amount", amount: 10_000 },
    }),
  },
  {
    name: "retryOrderRefund",
    allowed: "records",
    operation:
      "POST /organizer/organizations/{orgId}/events/{eventId}/orders/{orderId}/refunds/{refundId}/retry",
    prepare: sellWithFailedRefund,
    request: (f) => ({
      method: "POST",
      url: `${records(f)}/orders/${orderOf(f)}/refunds/${failedRefunds.get(f) ?? 0}/retry`,
    }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/orders/${orderOf(other)}/refunds/${failedRefunds.get(other) ?? 0}/retry`,
    }),
  },
  {
    name: "refundPolicy",
    allowed: "office",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/refund-policy",
    request: (f) => ({ method: "GET", url: `${records(f)}/refund-policy` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/refund-policy` }),
  },
  {
    name: "saveRefundPolicy",
    allowed: "editors",
    operation: "PUT /organizer/organizations/{orgId}/events/{eventId}/refund-policy",
    request: (f) => ({ method: "PUT", url: `${records(f)}/refund-policy`, body: policyBody }),
    foreign: (own, other) => ({
      method: "PUT",
      url: `${records(own, other.published.id)}/refund-policy`,
      body: policyBody,
    }),
  },
  {
    name: "eventRefunds",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/refunds",
    request: (f) => ({ method: "GET", url: `${records(f)}/refunds?view=open` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/refunds` }),
  },
  {
    name: "payoutStatement",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/payout",
    request: (f) => ({ method: "GET", url: `${records(f)}/payout` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/payout` }),
  },
  {
    name: "payoutCsv",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/payout/csv",
    request: (f) => ({ method: "GET", url: `${records(f)}/payout/csv` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/payout/csv` }),
  },
];
