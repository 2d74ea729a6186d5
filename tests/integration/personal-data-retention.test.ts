import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { checkoutHolds, eTickets, paymentTransactions } from "../../server/db/schema/index.ts";
import { eraseDueVisitorAnswers, sealVisitorAnswersAtRest } from "../../server/personal-data.ts";
import { dataCipherFromConfig } from "../../server/security/data-cipher.ts";
import { openAnswers, SEALED_KEY, ticketAnswersContext } from "../../server/security/sealed-answers.ts";
import type { ETicketDetail, TicketPdf } from "../../shared/contracts/e-tickets.ts";
import { buyerApi, createBuyers } from "../support/checkout-fixtures.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createCategory, createEvent, daysFromNow } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof buyerApi>;
beforeAll(async () => {
  t = await createTestApp();
  call = buyerApi(t.app);
});
afterAll(() => t.close());

const RETENTION = { VISITOR_DATA_RETENTION_DAYS: 90 };
const HOUR = 3_600_000;
const cipher = dataCipherFromConfig(loadConfig({ NODE_ENV: "test" }));

async function ticketsOfEventEnded(daysAgo: number) {
  const db = t.database.db;
  const event = await createEvent(db, { startsAt: daysFromNow(-daysAgo - 1), endsAt: daysFromNow(-daysAgo) });
  const category = await createCategory(db, event.id, { name: "Reguler" });
  const [buyer] = await createBuyers(db, 1);
  if (!buyer) throw new Error("no buyer");
  const issued = await issuePaidTickets(db, {
    buyerId: buyer.id,
    eventId: event.id,
    categoryId: category.id,
    visitors: ["Rika Sutanto"],
  });
  return { buyer, transactionId: issued.transactionId, ticketId: issued.ticketIds[0] ?? "" };
}

async function visitorData(ticketId: string) {
  const [row] = await t.database.db
    .select({ data: eTickets.visitorData })
    .from(eTickets)
    .where(eq(eTickets.id, ticketId));
  return row?.data as Record<string, unknown>;
}

describe("tickets: identity and health answers end with the retention window", () => {
  it("erases exactly the sealed answers of events past the window; what invoices need stays and renders", async () => {
    const past = await ticketsOfEventEnded(91);
    const recent = await ticketsOfEventEnded(30);
    const recentBefore = await visitorData(recent.ticketId);
    expect(await visitorData(past.ticketId)).toHaveProperty(SEALED_KEY);

    const erased = await eraseDueVisitorAnswers(t.database.db, RETENTION);
    expect(erased.tickets).toBeGreaterThanOrEqual(1);
    expect(await visitorData(past.ticketId)).toEqual({ name: "Rika Sutanto", email: "visitor0@example.com" });
    expect(await visitorData(recent.ticketId)).toEqual(recentBefore);
    // A second pass finds nothing more to do.
    expect((await eraseDueVisitorAnswers(t.database.db, RETENTION)).tickets).toBe(0);

    // The holder's ticket, its PDF and the transaction (the invoice) still show.
    const detail = await call("GET", `/ticket/detail/${past.ticketId}`, { token: past.buyer.token });
    expect(detail.status).toBe(200);
    expect((detail.body.data as ETicketDetail).visitors).toEqual([
      { key: "name", label: null, value: "Rika Sutanto" },
      { key: "email", label: null, value: "visitor0@example.com" },
    ]);
    const pdf = await call("GET", `/ticket/detail/${past.ticketId}/pdf`, { token: past.buyer.token });
    expect(
      Buffer.from((pdf.body.data as TicketPdf).base64, "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const [trx] = await t.database.db
      .select({ externalId: paymentTransactions.externalId })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, past.transactionId));
    const invoice = await call("GET", `/transaction/transaction-histories/${trx?.externalId}`, {
      token: past.buyer.token,
    });
    expect(invoice.status).toBe(200);
    // The recent event's holder still sees their masked identity number.
    const recentDetail = await call("GET", `/ticket/detail/${recent.ticketId}`, {
      token: recent.buyer.token,
    });
    expect((recentDetail.body.data as ETicketDetail).visitors).toContainEqual({
      key: "identity",
      label: null,
      value: "••••••••••••0100",
    });
  });
});

describe("holds: visitor answers end with the hold", () => {
  it("erases released holds nobody ordered at once, ordered ones after the late-payment grace, never running ones", async () => {
    const db = t.database.db;
    const event = await createEvent(db);
    const [buyer] = await createBuyers(db, 1);
    if (!buyer) throw new Error("no buyer");
    const answers = [{ name: "Rika Sutanto", [SEALED_KEY]: "v2.k.iv.tag.ct" }];
    const hold = async (status: "held" | "released", updatedHoursAgo: number) => {
      const id = randomUUID();
      await db.insert(checkoutHolds).values({
        id,
        buyerId: buyer.id,
        eventId: event.id,
        status,
        expiresAt: new Date(Date.now() + (status === "held" ? HOUR : -HOUR)),
        isSeatTicket: false,
        subTotal: 100_000,
        lines: [],
        participants: answers,
        updatedAt: new Date(Date.now() - updatedHoursAgo * HOUR),
      });
      return id;
    };
    const order = async (holdId: string) =>
      db.insert(paymentTransactions).values({
        externalId: `trx_${randomUUID()}`,
        invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
        buyerId: buyer.id,
        holdId,
        eventId: event.id,
        status: "Payment Expired",
        paymentMethod: "BCA",
        instrument: "va",
        subTotal: 100_000,
        voucherDiscount: 0,
        subTotalPayment: 100_000,
        tax: 0,
        inetFee: 0,
        paymentFee: 0,
        total: 100_000,
        expiresAt: new Date(Date.now() - HOUR),
      });

    const running = await hold("held", 0);
    const abandoned = await hold("released", 0);
    const orderedRecently = await hold("released", 1);
    await order(orderedRecently);
    const orderedLongAgo = await hold("released", 25);
    await order(orderedLongAgo);

    await eraseDueVisitorAnswers(db, RETENTION);
    const left = await db
      .select({ id: checkoutHolds.id, participants: checkoutHolds.participants })
      .from(checkoutHolds)
      .where(inArray(checkoutHolds.id, [running, abandoned, orderedRecently, orderedLongAgo]));
    const participantsOf = (id: string) => left.find((row) => row.id === id)?.participants ?? null;
    expect(participantsOf(running)).toEqual(answers);
    expect(participantsOf(orderedRecently)).toEqual(answers);
    expect(participantsOf(abandoned)).toBeNull();
    expect(participantsOf(orderedLongAgo)).toBeNull();
  });
});

describe("the at-rest migration", () => {
  it("seals answers stored in clear before sealing existed, and a second run changes nothing", async () => {
    const db = t.database.db;
    const { ticketId } = await ticketsOfEventEnded(-10);
    const clear = {
      name: "Rika Sutanto",
      nik: "3374015708900002",
      birth_date: "1990-08-17",
      medical_notes: "Asma ringan",
      jersey_size: "M",
    };
    await db.update(eTickets).set({ visitorData: clear }).where(eq(eTickets.id, ticketId));

    const first = await sealVisitorAnswersAtRest(db, cipher);
    expect(first.tickets).toBeGreaterThanOrEqual(1);
    const stored = await visitorData(ticketId);
    expect(Object.keys(stored).sort()).toEqual(["_sealed", "jersey_size", "name"]);
    for (const secret of ["3374015708900002", "1990-08-17", "Asma ringan"])
      expect(JSON.stringify(stored)).not.toContain(secret);
    expect(openAnswers(stored, cipher, ticketAnswersContext(ticketId))).toEqual(clear);

    const second = await sealVisitorAnswersAtRest(db, cipher);
    expect(second).toEqual({ holds: 0, tickets: 0 });
    expect(await visitorData(ticketId)).toEqual(stored);
  });
});
