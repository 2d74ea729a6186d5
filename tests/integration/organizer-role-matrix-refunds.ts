import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { paymentTransactions, ticketCategories } from "../../server/db/schema/index.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of orders and refunds to track and the payout statement (issue 18 items 4
 * and 6): owner, admin and finance (`records`); gate staff, buyers and other organisations never.
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
