import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  buyers,
  checkoutHolds,
  eTickets,
  paymentTransactions,
  ticketCategories,
} from "../../../db/schema/index.ts";
import type { Tx } from "../../../db/transaction.ts";

/** A door order of the event placed with this device key before (a double tap, a retried request). */
export async function findDoorOrderByKey(db: Db | Tx, eventId: number, key: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.eventId, eventId),
        eq(paymentTransactions.idempotencyKey, key),
        ne(paymentTransactions.source, "online"),
      ),
    )
    .limit(1);
  return row;
}

/** One door order of the event by id (an online order, or another event's, is not found). */
export async function findDoorOrder(db: Db | Tx, eventId: number, orderId: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.id, orderId),
        eq(paymentTransactions.eventId, eventId),
        ne(paymentTransactions.source, "online"),
      ),
    )
    .limit(1);
  return row;
}

/** The account the tickets go to: the existing one of this e-mail, or a new one without a password. */
export async function findOrCreateHolder(tx: Tx, email: string, name: string): Promise<string> {
  await tx.insert(buyers).values({ email, name }).onConflictDoNothing({ target: buyers.email });
  const [row] = await tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.email, email));
  if (!row) throw new Error("holder vanished right after upsert");
  return row.id;
}

/** The visitors' answers (already sealed to the hold's slots) on the door order's own hold. */
export async function setDoorHoldParticipants(
  tx: Tx,
  holdId: string,
  participants: unknown[],
  buyer: unknown,
): Promise<void> {
  await tx
    .update(checkoutHolds)
    .set({ participants, buyerData: buyer, updatedAt: new Date() })
    .where(eq(checkoutHolds.id, holdId));
}

export async function buyerEmail(db: Db, buyerId: string): Promise<string | null> {
  const [row] = await db.select({ email: buyers.email }).from(buyers).where(eq(buyers.id, buyerId));
  return row?.email ?? null;
}

/** The tickets a door order issued, in entry order, with the visitor's name (never sealed). */
export function ticketsOfOrder(db: Db, transactionId: string) {
  return db
    .select({
      id: eTickets.id,
      codeVersion: eTickets.codeVersion,
      entryNumber: eTickets.entryNumber,
      category: ticketCategories.name,
      holder: sql<string | null>`${eTickets.visitorData} ->> 'name'`,
    })
    .from(eTickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, eTickets.categoryId))
    .where(eq(eTickets.transactionId, transactionId))
    .orderBy(asc(eTickets.entryNumber));
}
