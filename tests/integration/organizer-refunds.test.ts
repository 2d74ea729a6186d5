import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.ts";
import {
  buyers,
  checkoutHolds,
  eTickets,
  eventAuditLog,
  mailOutbox,
  orderRefunds,
  paymentTransactions,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { inTransaction } from "../../server/db/transaction.ts";
import type { OrganiserAccess } from "../../server/features/organizations/access.ts";
import { requireOrgEvent } from "../../server/features/organizations/access.ts";
import { settlePayment } from "../../server/features/payments/settle-payment.ts";
import { gatewayFeeOf } from "../../server/features/payouts/money-figures.ts";
import { recordRefund } from "../../server/features/refunds/record-refund.ts";
import { STRICT_LOCKING } from "../../server/features/stock/index.ts";
import { decideVerdict } from "../../shared/e-tickets/verdict.ts";
import { refundsEn } from "../../shared/i18n/catalogs/organizer/refunds-en.ts";
import { refundsId } from "../../shared/i18n/catalogs/organizer/refunds-id.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * Orders and refunds to track, what cancelling an event does to what was sold,
 * and the payout statement. A refund paid outside the product is recorded by hand here (gateway refunds are
 * in refunds-gateway.test.ts); every owed order is listed until a refund is recorded, once.
 */

const postgres = testPostgresUrl() !== null;
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

/** A paid order of `visitors` tickets (Rp 150,000 each) through the shared fixture. */
async function paidOrder(f: OrgFixture, visitors = ["Sari Wulandari"]) {
  return issuePaidTickets(db, {
    buyerId: f.target.id,
    eventId: f.published.id,
    categoryId: await categoryOf(f),
    visitors,
  });
}

/** An order row without tickets, in any status (how settle-payment leaves a late, stockless payment). */
async function bareOrder(
  f: OrgFixture,
  values: Partial<typeof paymentTransactions.$inferInsert> & {
    status: "Waiting For Payment" | "Payment Expired" | "Payment Success" | "Cancelled";
  },
) {
  const holdId = randomUUID();
  await db.insert(checkoutHolds).values({
    id: holdId,
    buyerId: f.target.id,
    eventId: f.published.id,
    status:
      values.status === "Waiting For Payment"
        ? "awaiting_payment"
        : values.status === "Payment Success"
          ? "paid"
          : "released",
    expiresAt: new Date(Date.now() + 3_600_000),
    isSeatTicket: false,
    subTotal: 200_000,
    lines: [],
  });
  const [row] = await db
    .insert(paymentTransactions)
    .values({
      externalId: `trx_${randomBytes(16).toString("base64url")}`,
      invoiceNumber: `INV-${randomBytes(6).toString("hex").toUpperCase()}`,
      buyerId: f.target.id,
      holdId,
      eventId: f.published.id,
      paymentMethod: "va_bca",
      instrument: "va",
      subTotal: 200_000,
      voucherDiscount: 0,
      subTotalPayment: 200_000,
      tax: 0,
      inetFee: 0,
      paymentFee: 0,
      total: 200_000,
      expiresAt: new Date(Date.now() + 3_600_000),
      ...values,
    })
    .returning();
  return row!;
}

/** A late payment that found no stock, exactly as settle-payment records it. */
const latePaymentWithoutStock = (f: OrgFixture) =>
  bareOrder(f, {
    status: "Payment Expired",
    needsRefund: true,
    paidAmount: 200_000,
    providerPaymentId: "pay_late",
    closedAt: new Date(),
  });

type RefundPage = {
  rows: { orderId: string; reason: string; refund: { amount: number } | null }[];
  openCount: number;
  openTotal: number;
};

async function refundList(f: OrgFixture, view = "open") {
  const response = await orgCall(t.app, {
    method: "GET",
    url: eventUrl(f, `/refunds?view=${view}`),
    token: f.members.finance.token,
  });
  expect(response.status).toBe(200);
  return response.body.data as RefundPage;
}

describe("the needs-refund list and refund records", () => {
  it("lists late payments that found no stock, not orders that are simply paid", async () => {
    const f = await createOrgFixture(db);
    const late = await latePaymentWithoutStock(f);
    await paidOrder(f);
    await bareOrder(f, { status: "Payment Expired" }); // expired and never paid: owes nothing
    const page = await refundList(f);
    expect(page.rows.map((row) => [row.orderId, row.reason])).toEqual([[late.id, "late_no_stock"]]);
    expect(page.openCount).toBe(1);
    expect(page.openTotal).toBe(200_000);
  });

  it("records a refund once: the order moves to refunded, a second record is a translated 409", async () => {
    const f = await createOrgFixture(db);
    const late = await latePaymentWithoutStock(f);
    const url = eventUrl(f, `/orders/${late.id}/refund`);
    const body = { amount: 200_000, method: "bank_transfer", reference: "TRF 8812" };
    const first = await orgCall(t.app, { method: "POST", url, body, token: f.members.finance.token });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      amount: 200_000,
      method: "bank_transfer",
      reference: "TRF 8812",
    });
    expect((await refundList(f)).rows).toEqual([]);
    expect((await refundList(f, "refunded")).rows.map((row) => row.refund?.amount)).toEqual([200_000]);
    const again = await orgCall(t.app, { method: "POST", url, body, token: f.members.owner.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(refundsEn.errors.alreadyRefunded);
    const audit = await db
      .select()
      .from(eventAuditLog)
      .where(and(eq(eventAuditLog.eventId, f.published.id), eq(eventAuditLog.entity, "refund")));
    expect(audit).toHaveLength(1);
  });

  it("refuses bad input with translated 400s, an order that owes nothing with 422, unknown ids with 404", async () => {
    const f = await createOrgFixture(db);
    const late = await latePaymentWithoutStock(f);
    const paid = await paidOrder(f);
    const call = (orderId: string, body: unknown) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1${eventUrl(f, `/orders/${orderId}/refund`)}`,
        headers: {
          cookie: `tiketin_session=${f.members.owner.token}`,
          "accept-language": "id",
          "content-type": "application/json",
        },
        payload: JSON.stringify(body),
      });
    const good = { amount: 1_000, method: "cash", reference: "Kwitansi 12" };
    for (const body of [
      { ...good, amount: 0 },
      { ...good, amount: 10.5 },
      { ...good, amount: "1000" },
      { ...good, method: "bitcoin" },
      { ...good, reference: "   " },
      { ...good, reference: "x".repeat(121) },
      { amount: 1_000 },
    ]) {
      const response = await call(late.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, errorCode: "validation_failed" });
    }
    const tooMuch = await call(late.id, { ...good, amount: 200_001 });
    expect(tooMuch.statusCode).toBe(400);
    // The total reads like every rupiah amount (defect 7), in the caller's language, message and field alike.
    expect(tooMuch.json().message).toBe("Pengembalian dana tidak boleh melebihi total pesanan (Rp 200.000).");
    expect(tooMuch.json().fields).toEqual({ amount: tooMuch.json().message });
    const tooMuchEn = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, `/orders/${late.id}/refund`),
      body: { ...good, amount: 200_001 },
      token: f.members.owner.token,
    });
    expect(tooMuchEn.body.message).toBe("The refund cannot be more than the order's total (IDR 200,000).");
    const notOwed = await call(paid.transactionId, good);
    expect(notOwed.statusCode).toBe(422);
    expect(notOwed.json().message).toBe(refundsId.errors.notOwed);
    for (const id of ["abc", randomUUID(), "1"]) expect((await call(id, good)).statusCode).toBe(404);
    expect((await call("%00", good)).json()).toMatchObject({ status: 0, errorCode: "invalid_text" });
    for (const query of ["view=all", "show=0", "page=x"]) {
      const response = await orgCall(t.app, {
        method: "GET",
        url: eventUrl(f, `/refunds?${query}`),
        token: f.members.owner.token,
      });
      expect(response.status).toBe(400);
    }
  });

  it("sequential double records on one order: one row (also on PGlite)", async () => {
    const f = await createOrgFixture(db);
    const late = await latePaymentWithoutStock(f);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => recordOnce(f, late.id, { lockOrder: true })),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(await refundRows(late.id)).toBe(1);
  });
});

async function emailOf(buyerId: string): Promise<string> {
  const [row] = await db.select({ email: buyers.email }).from(buyers).where(eq(buyers.id, buyerId));
  return row!.email;
}

const accessOf = (f: OrgFixture): OrganiserAccess =>
  ({ buyerId: f.members.finance.id, organiserId: f.organiser.id, role: "finance" }) as OrganiserAccess;

async function recordOnce(f: OrgFixture, orderId: string, locking: { lockOrder: boolean }) {
  const event = await requireOrgEvent(db, accessOf(f).organiserId, String(f.published.id));
  return recordRefund(
    { db, clock: t.services.clock },
    accessOf(f),
    event,
    orderId,
    { amount: 200_000, method: "bank_transfer", reference: "race" },
    "id",
    locking,
  );
}
async function refundRows(orderId: string): Promise<number> {
  const found = await db.select().from(orderRefunds).where(eq(orderRefunds.transactionId, orderId));
  return found.length;
}

describe.skipIf(!postgres)("double recording raced on PostgreSQL", () => {
  it("20 organisers record one order at once, 5 times: exactly one refund, the others a 409", async () => {
    for (let rep = 0; rep < 5; rep++) {
      const f = await createOrgFixture(db);
      const late = await latePaymentWithoutStock(f);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, () => recordOnce(f, late.id, { lockOrder: true })),
      );
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      for (const outcome of outcomes)
        if (outcome.status === "rejected")
          expect((outcome.reason as { code?: string }).code).toBe("conflict");
      expect(await refundRows(late.id)).toBe(1);
    }
  }, 120_000);

  it("control: without the row lock and the unique index the same race writes two refunds", async () => {
    await db.execute(sql`DROP INDEX order_refunds_transaction_uq`);
    try {
      let worst = 0;
      for (let rep = 0; rep < 20 && worst <= 1; rep++) {
        const f = await createOrgFixture(db);
        const late = await latePaymentWithoutStock(f);
        await Promise.allSettled(
          Array.from({ length: 20 }, () => recordOnce(f, late.id, { lockOrder: false })),
        );
        worst = Math.max(worst, await refundRows(late.id));
      }
      expect(worst).toBeGreaterThan(1);
    } finally {
      // Put the protection back (the duplicates the control wrote would block it: drop them first).
      await db.execute(sql`DELETE FROM order_refunds r USING order_refunds s
        WHERE r.transaction_id = s.transaction_id AND r.id > s.id`);
      await db.execute(
        sql`CREATE UNIQUE INDEX order_refunds_transaction_uq ON order_refunds (transaction_id)`,
      );
    }
  }, 120_000);
});

describe("cancelling an event", () => {
  it("voids its tickets, moves paid orders to the refund list, cancels waiting ones and mails every buyer, in id or en", async () => {
    const f = await createOrgFixture(db);
    const paid = await paidOrder(f, ["Sari Wulandari", "Budi Santoso"]);
    const waiting = await bareOrder(f, { status: "Waiting For Payment", mailLocale: "en" });
    const before = await db.select().from(mailOutbox);
    const response = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, "/cancel"),
      body: { reason: "Venue ditutup oleh pemerintah daerah" },
      token: f.members.owner.token,
    });
    expect(response.status).toBe(200);

    const tickets = await db.select().from(eTickets).where(eq(eTickets.transactionId, paid.transactionId));
    expect(tickets.map((ticket) => ticket.status)).toEqual(["void", "void"]);
    // The gate's rule for a void ticket (online and offline): refused as void.
    const verdict = decideVerdict({
      readable: true,
      keyOwner: "this_event",
      signatureValid: true,
      ticket: { currentVersion: tickets[0]!.codeVersion, status: tickets[0]!.status },
      codeVersion: tickets[0]!.codeVersion,
      revokedBelowVersion: null,
      firstCheckIn: null,
    });
    expect(verdict).toBe("void");

    const page = await refundList(f);
    expect(page.rows.map((row) => [row.orderId, row.reason])).toEqual([
      [paid.transactionId, "event_cancelled"],
    ]);
    const [closed] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, waiting.id));
    expect(closed!.status).toBe("Cancelled");
    const [hold] = await db.select().from(checkoutHolds).where(eq(checkoutHolds.id, waiting.holdId));
    expect(hold!.status).not.toBe("awaiting_payment");

    // One mail per buyer (the target holds both orders): in the language of their latest order.
    const mails = (await db.select().from(mailOutbox)).filter(
      (mail) => !before.some((old) => old.id === mail.id),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(await emailOf(f.target.id));
    expect(mails[0]!.subject).toBe(refundsEn.mail.subject.replace("{event}", f.published.title));
    expect(mails[0]!.text).toContain("Venue ditutup oleh pemerintah daerah");
    expect(mails[0]!.text).toContain(refundsEn.mail.refund);
  });

  it("a payment arriving after the cancel is refused into the refund list, with no ticket", async () => {
    const f = await createOrgFixture(db);
    await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, "/cancel"),
      body: { reason: "Artis berhalangan hadir" },
      token: f.members.owner.token,
    });
    // Paid after it expired (the cancel cancels waiting orders; an expired one can still be paid late).
    const late = await bareOrder(f, { status: "Payment Expired", closedAt: new Date() });
    const outcome = await inTransaction(db, async (tx) =>
      settlePayment(
        tx,
        {
          config: t.services.config,
          mailer: t.services.mailer,
          locking: STRICT_LOCKING,
          cipher: t.services.cipher,
        },
        late,
        { amount: late.total, paymentId: "pay_after_cancel", paidAt: new Date() },
      ),
    );
    expect(outcome).toBe("refund_needed");
    expect(await db.select().from(eTickets).where(eq(eTickets.transactionId, late.id))).toEqual([]);
    expect((await refundList(f)).rows.map((row) => [row.orderId, row.reason])).toEqual([
      [late.id, "event_cancelled"],
    ]);
  });
});

describe("an order's detail and the resend of its confirmation", () => {
  it("shows the order with its tickets; resends through the outbox with the e-tickets once a minute, audited", async () => {
    const f = await createOrgFixture(db);
    const paid = await paidOrder(f, ["Sari Wulandari", "Budi Santoso"]);
    const detail = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, `/orders/${paid.transactionId}`),
      token: f.members.finance.token,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      canResend: true,
      refund: null,
      refundReason: null,
      resendCount: 0,
    });
    expect((detail.body.data as { tickets: unknown[] }).tickets).toHaveLength(2);

    const url = eventUrl(f, `/orders/${paid.transactionId}/resend-confirmation`);
    const before = (await db.select().from(mailOutbox)).length;
    const first = await orgCall(t.app, { method: "POST", url, token: f.members.finance.token });
    expect(first.status).toBe(200);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, await emailOf(f.target.id)));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    const last = mails[mails.length - 1]!;
    expect(last.attachments).toEqual([
      { kind: "e-tickets-pdf", transactionId: paid.transactionId, locale: "id" },
    ]);
    const again = await orgCall(t.app, { method: "POST", url, token: f.members.owner.token });
    expect(again.status).toBe(429);
    expect(again.body.errorCode).toBe("too_many_requests");
    expect(again.body.message).toBe(refundsEn.errors.resendTooSoon.replace("{seconds}", "60"));
    expect((await db.select().from(mailOutbox)).length).toBe(before + 1);
    const audit = await db
      .select()
      .from(eventAuditLog)
      .where(and(eq(eventAuditLog.eventId, f.published.id), eq(eventAuditLog.entity, "order_confirmation")));
    expect(audit).toHaveLength(1);
  });

  it("refuses a resend for an order with nothing to resend (422) and an order of another event (404)", async () => {
    const f = await createOrgFixture(db);
    const other = await createOrgFixture(db);
    const late = await latePaymentWithoutStock(f);
    const foreign = await paidOrder(other);
    const refused = await orgCall(t.app, {
      method: "POST",
      url: eventUrl(f, `/orders/${late.id}/resend-confirmation`),
      token: f.members.owner.token,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(refundsEn.errors.nothingToResend);
    const hidden = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, `/orders/${foreign.transactionId}`),
      token: f.members.owner.token,
    });
    expect(hidden.status).toBe(404);
  });
});

describe("the payout statement", () => {
  it("sums per WIB day: gross = paid less Internet Fee, minus gateway fees, equals net payable", async () => {
    const f = await createOrgFixture(db);
    // 23:30 WIB on 24 Nov and 00:30 WIB on 25 Nov: one hour apart in UTC, two days in WIB.
    const late24 = new Date("2026-11-24T16:30:00Z");
    const early25 = new Date("2026-11-24T17:30:00Z");
    const order = (paidAt: Date, method: string, base: number) => {
      const inetFee = 5_000;
      const paymentFee = gatewayFeeOf(method, base + inetFee);
      return bareOrder(f, {
        status: "Payment Success",
        paidAt,
        paymentMethod: method,
        subTotal: base,
        subTotalPayment: base,
        inetFee,
        paymentFee,
        total: base + inetFee + paymentFee,
        paidAmount: base + inetFee + paymentFee,
      });
    };
    await order(late24, "va_bca", 200_000); // fee 6,000
    await order(early25, "qris", 195_000); // fee 3 % of 200,000 = 6,000
    await order(early25, "gopay", 100_000); // no fee
    await latePaymentWithoutStock(f); // not paid out: owed back
    const response = await orgCall(t.app, {
      method: "GET",
      url: eventUrl(f, "/payout"),
      token: f.members.admin.token,
    });
    expect(response.status).toBe(200);
    const statement = response.body.data as {
      days: {
        day: string;
        orders: number;
        gross: number;
        gatewayFees: number;
        netPayable: number;
        internetFees: number;
      }[];
      totals: { gross: number; gatewayFees: number; netPayable: number; internetFees: number };
    };
    expect(statement.days).toEqual([
      {
        day: "2026-11-24",
        orders: 1,
        gross: 206_000,
        gatewayFees: 6_000,
        netPayable: 200_000,
        internetFees: 5_000,
      },
      {
        day: "2026-11-25",
        orders: 2,
        gross: 301_000,
        gatewayFees: 6_000,
        netPayable: 295_000,
        internetFees: 10_000,
      },
    ]);
    expect(statement.totals).toMatchObject({
      gross: 507_000,
      gatewayFees: 12_000,
      netPayable: 495_000,
      internetFees: 15_000,
    });
  });

  it("downloads as CSV with the masked payout account and neutralised text cells", async () => {
    const f = await createOrgFixture(db);
    await paidOrder(f);
    const payout = await orgCall(t.app, {
      method: "PUT",
      url: `/organizer/organizations/${f.organiser.id}/payout`,
      body: { bank: "BCA", accountNumber: "1234567890", holder: '=HYPERLINK("http://evil.example","x")' },
      token: f.members.owner.token,
    });
    expect(payout.status).toBe(200);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/v1${eventUrl(f, "/payout/csv")}`,
      headers: { cookie: `tiketin_session=${f.members.finance.token}`, "accept-language": "en" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const csv = response.body;
    expect(csv).toContain("•••• 7890");
    expect(csv).not.toContain("1234567890");
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv.split("\r\n")[0]).toContain("Net payable (Rp)");
    expect(csv).toMatch(/Total,1,150000,0,150000,0/);
  });

  it("control: the CSV check catches an unneutralised formula", () => {
    const line = '=HYPERLINK("x")';
    expect(line).toMatch(/(^|,)=HYPERLINK/m);
  });
});
