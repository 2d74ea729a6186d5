import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { paymentTransactions, ticketCategories } from "../../server/db/schema/index.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of complimentary, guest-list and box-office orders: owners and admins
 * (`editors`); finance, gate staff, buyers and other organisations never.
 */
const eventPath = (f: Fixture, id = f.published.id) =>
  `/organizer/organizations/${f.organiser.id}/events/${id}`;

const categories = new WeakMap<Fixture, number>();
const orders = new WeakMap<Fixture, string>();
const NO_ID = "00000000-0000-0000-0000-000000000000";

async function rememberCategory(fixture: Fixture, db: Db): Promise<number> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, fixture.published.id))
    .limit(1);
  if (!category) throw new Error("the fixture's published event has no category");
  categories.set(fixture, category.id);
  return category.id;
}

/** A complimentary order already issued on the fixture's published event. */
async function issueComplimentary(fixture: Fixture, db: Db): Promise<void> {
  const categoryId = await rememberCategory(fixture, db);
  const sold = await issuePaidTickets(db, {
    buyerId: fixture.target.id,
    eventId: fixture.published.id,
    categoryId,
    visitors: ["Tamu Undangan"],
  });
  await db
    .update(paymentTransactions)
    .set({ source: "complimentary", issuedBy: fixture.members.owner.id })
    .where(eq(paymentTransactions.id, sold.transactionId));
  orders.set(fixture, sold.transactionId);
}

const compBody = (f: Fixture) => ({
  kind: "complimentary",
  tickets: [{ category_id: categories.get(f) ?? 1, quantity: 1 }],
  buyer: { name: "Tamu Undangan", email: `tamu-${randomBytes(4).toString("hex")}@example.com` },
  visitors: [{ phone_number: "+62 81234567890" }],
});

export const BOX_OFFICE_ROWS: Row[] = [
  {
    name: "createDoorOrder",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/door-orders",
    prepare: async (fixture, db) => {
      await rememberCategory(fixture, db);
    },
    request: (f) => ({ method: "POST", url: `${eventPath(f)}/door-orders`, body: compBody(f) }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${eventPath(own, other.published.id)}/door-orders`,
      body: compBody(own),
    }),
  },
  {
    name: "doorOrder",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/door-orders/{orderId}",
    prepare: issueComplimentary,
    request: (f) => ({ method: "GET", url: `${eventPath(f)}/door-orders/${orders.get(f) ?? NO_ID}` }),
    foreign: (own, other) => ({
      method: "GET",
      url: `${eventPath(own)}/door-orders/${orders.get(other) ?? NO_ID}`,
    }),
  },
];
