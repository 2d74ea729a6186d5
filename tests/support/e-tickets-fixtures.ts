import { randomBytes, randomUUID } from "node:crypto";
import { loadConfig } from "#server/config/env.ts";
import { dataCipherFromConfig } from "#server/security/data-cipher.ts";
import { sealAnswers, ticketAnswersContext } from "#server/security/sealed-answers.ts";
import type { Db } from "../../server/db/client.ts";
import { checkoutHolds, eTickets, paymentTransactions } from "../../server/db/schema/index.ts";

/**
 * A paid transaction with its e-tickets, written straight to the tables (the payment flow itself is
 * tested by the payments files). One ticket per visitor name, entry numbers 1..n.
 */
export async function issuePaidTickets(
  db: Db,
  input: {
    buyerId: string;
    eventId: number;
    categoryId: number;
    visitors: string[];
    seats?: (string | null)[];
  },
) {
  const holdId = randomUUID();
  const subTotal = 150_000 * input.visitors.length;
  await db.insert(checkoutHolds).values({
    id: holdId,
    buyerId: input.buyerId,
    eventId: input.eventId,
    status: "paid",
    expiresAt: new Date(),
    isSeatTicket: false,
    subTotal,
    lines: [],
  });
  const [transaction] = await db
    .insert(paymentTransactions)
    .values({
      externalId: `trx_${randomBytes(16).toString("base64url")}`,
      invoiceNumber: `INV-${randomBytes(6).toString("hex").toUpperCase()}`,
      buyerId: input.buyerId,
      holdId,
      eventId: input.eventId,
      status: "Payment Success",
      paymentMethod: "BCA",
      instrument: "va",
      subTotal,
      voucherDiscount: 0,
      subTotalPayment: subTotal,
      tax: 0,
      inetFee: 0,
      paymentFee: 0,
      total: subTotal,
      paidAmount: subTotal,
      expiresAt: new Date(Date.now() + 3_600_000),
      paidAt: new Date(),
    })
    .returning({ id: paymentTransactions.id });
  if (!transaction) throw new Error("no transaction");
  // Stored as checkout stores it: the identity number sealed to its ticket with the test key.
  const cipher = dataCipherFromConfig(loadConfig({ NODE_ENV: "test" }));
  const ids = input.visitors.map(() => randomUUID());
  const tickets = await db
    .insert(eTickets)
    .values(
      input.visitors.map((name, index) => ({
        id: ids[index],
        transactionId: transaction.id,
        eventId: input.eventId,
        categoryId: input.categoryId,
        seatLabel: input.seats?.[index] ?? null,
        entryNumber: index + 1,
        holderBuyerId: input.buyerId,
        visitorData: sealAnswers(
          {
            name,
            email: `visitor${index}@example.com`,
            identity: `31712345678901${String(index).padStart(2, "0")}`,
          },
          [],
          cipher,
          ticketAnswersContext(ids[index] ?? ""),
        ),
      })),
    )
    .returning({ id: eTickets.id });
  return { transactionId: transaction.id, ticketIds: tickets.map((ticket) => ticket.id) };
}
