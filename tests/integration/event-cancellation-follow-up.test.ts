import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import {
  eTickets,
  eventAuditLog,
  events,
  mailOutbox,
  paymentTransactions,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import type { TicketSummary } from "../../shared/contracts/e-tickets.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * What the organiser is told before cancelling an event (the cancel preview, read from the same rows
 * the cancel touches, changing nothing), and what the buyer keeps seeing afterwards: the voided tickets
 * stay in My tickets, marked cancelled with their order's refund state, without a code or a transfer.
 */

let t: TestApp;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

const eventUrl = (f: OrgFixture, path = "") =>
  `/organizer/organizations/${f.organiser.id}/events/${f.published.id}${path}`;

async function categoryOf(f: OrgFixture): Promise<number> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, f.published.id));
  return category!.id;
}

async function myTickets(token: string) {
  const response = await orgCall(t.app, { method: "GET", url: "/ticket/my-tickets?tab=upcoming", token });
  expect(response.status).toBe(200);
  return (response.body.data as { rows: TicketSummary[] }).rows;
}

describe("before cancelling: what follows", () => {
  it("counts the tickets to void, buyers to mail, paid orders and rupiah owed back, changing nothing", async () => {
    const f = await createOrgFixture(db);
    const categoryId = await categoryOf(f);
    const [other] = await createBuyers(db, 1);
    // Rp 150,000 per ticket: 300,000 for the target's two, 150,000 for the other buyer's one.
    await issuePaidTickets(db, {
      buyerId: f.target.id,
      eventId: f.published.id,
      categoryId,
      visitors: ["Sari Wulandari", "Budi Santoso"],
    });
    await issuePaidTickets(db, {
      buyerId: other!.id,
      eventId: f.published.id,
      categoryId,
      visitors: ["Dewi Lestari"],
    });
    const mailsBefore = (await db.select().from(mailOutbox)).length;

    const preview = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, "/cancel-preview"),
      token: f.members.admin.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      voidedTickets: 3,
      mailedBuyers: 2,
      ordersToRefund: 2,
      refundTotal: 450_000,
      cancelledOrders: 0,
    });

    // A read: the event is still on sale, its tickets valid, its orders untouched, nobody mailed.
    const [event] = await db.select().from(events).where(eq(events.id, f.published.id));
    expect(event!.lifecycle).toBe("published");
    const tickets = await db.select().from(eTickets).where(eq(eTickets.eventId, f.published.id));
    expect(tickets.map((ticket) => ticket.status)).toEqual(["valid", "valid", "valid"]);
    const orders = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.eventId, f.published.id));
    expect(orders.every((order) => !order.needsRefund)).toBe(true);
    expect((await db.select().from(mailOutbox)).length).toBe(mailsBefore);

    // The cancel then does exactly what the preview said (its effects are in the audit log).
    const cancelled = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, "/cancel"),
      body: { reason: "Venue banjir" },
      token: f.members.admin.token,
    });
    expect(cancelled.status).toBe(200);
    const [audit] = await db
      .select()
      .from(eventAuditLog)
      .where(and(eq(eventAuditLog.eventId, f.published.id), eq(eventAuditLog.entity, "event")))
      .orderBy(desc(eventAuditLog.id))
      .limit(1);
    expect(audit!.after).toMatchObject({ voidedTickets: 3, ordersToRefund: 2, mailedBuyers: 2 });

    // Nothing left to preview: a cancelled event answers as the cancel would, translated.
    const again = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, "/cancel-preview"),
      token: f.members.owner.token,
      language: "id",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Event ini sudah dibatalkan.");
  });

  it("is refused to roles that may not cancel, and 404 for another organisation's event", async () => {
    const f = await createOrgFixture(db);
    const other = await createOrgFixture(db);
    const finance = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, "/cancel-preview"),
      token: f.members.finance.token,
    });
    expect(finance.status).toBe(403);
    const foreign = await orgCall(t.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/events/${other.published.id}/cancel-preview`,
      token: f.members.owner.token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("after cancelling: the buyer's tickets", () => {
  it("stay in My tickets marked cancelled, owed then refunded, with no code and no transfer", async () => {
    const f = await createOrgFixture(db);
    const paid = await issuePaidTickets(db, {
      buyerId: f.target.id,
      eventId: f.published.id,
      categoryId: await categoryOf(f),
      visitors: ["Sari Wulandari", "Budi Santoso"],
    });
    const before = await myTickets(f.target.token);
    expect(before.map((ticket) => ticket.id)).toEqual(paid.ticketIds);

    const response = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, "/cancel"),
      body: { reason: "Artis berhalangan hadir" },
      token: f.members.owner.token,
    });
    expect(response.status).toBe(200);

    const after = await myTickets(f.target.token);
    expect(after.map((ticket) => [ticket.id, ticket.cancellation])).toEqual(
      paid.ticketIds.map((id) => [id, { refund_state: "owed" }]),
    );

    // Voided: no code to show at the gate, nothing to transfer (404, as for a ticket not held).
    const ticketId = paid.ticketIds[0]!;
    const detail = await orgCall(t.app, {
      method: "GET",
      url: `/ticket/detail/${ticketId}`,
      token: f.target.token,
    });
    expect(detail.status).toBe(404);
    const transfer = await orgCall(t.app, {
      method: "POST",
      url: `/ticket/detail/${ticketId}/transfer`,
      body: { email: "teman@example.com" },
      token: f.target.token,
    });
    expect(transfer.status).toBe(404);

    // The organiser records the refund: the tickets say so.
    const refund = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, `/orders/${paid.transactionId}/refund`),
      body: { amount: 300_000, method: "bank_transfer", reference: "TRF 0042" },
      token: f.members.finance.token,
    });
    expect(refund.status).toBe(201);
    const refunded = await myTickets(f.target.token);
    expect(refunded.map((ticket) => ticket.cancellation)).toEqual([
      { refund_state: "refunded" },
      { refund_state: "refunded" },
    ]);
  });
});
