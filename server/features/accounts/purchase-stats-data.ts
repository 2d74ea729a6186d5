import { and, countDistinct, eq, gte, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eTickets, paymentTransactions } from "../../db/schema/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";

export interface PurchaseTotals {
  transactions: number;
  tickets: number;
  events: number;
}

/**
 * A buyer's transactions paid within [from, to), the e-tickets they issued (a ticket the buyer later
 * gave away still counts as bought; a void one does not) and their distinct events.
 */
export async function sumPaidPurchases(
  db: Db,
  buyerId: AuthorizedBuyerId,
  { from, to }: { from: Date; to: Date },
): Promise<PurchaseTotals> {
  const [row] = await db
    .select({
      transactions: countDistinct(paymentTransactions.id),
      tickets: sql<number>`count(${eTickets.id})::int`,
      events: countDistinct(paymentTransactions.eventId),
    })
    .from(paymentTransactions)
    .leftJoin(eTickets, and(eq(eTickets.transactionId, paymentTransactions.id), ne(eTickets.status, "void")))
    .where(
      and(
        eq(paymentTransactions.buyerId, buyerId),
        eq(paymentTransactions.status, "Payment Success"),
        gte(paymentTransactions.paidAt, from),
        lt(paymentTransactions.paidAt, to),
      ),
    );
  return {
    transactions: Number(row?.transactions ?? 0),
    tickets: Number(row?.tickets ?? 0),
    events: Number(row?.events ?? 0),
  };
}
