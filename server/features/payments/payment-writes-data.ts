import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import type { Db } from "../../db/client.ts";
import { paymentEvents, paymentTransactions } from "../../db/schema/index.ts";
import type { TransactionRow } from "./data.ts";

/** Writes of the payments feature, always inside the use case's transaction. */

export type NewTransaction = typeof paymentTransactions.$inferInsert;

export async function insertTransaction(tx: Db, values: NewTransaction): Promise<TransactionRow> {
  const [row] = await tx.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

export async function updateTransaction(
  tx: Db,
  id: string,
  values: Partial<NewTransaction>,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error("transaction vanished");
  return row;
}

/**
 * Moves the status only from one of `from` (the forward-only rule of shared/payments/transaction-rules);
 * answers the updated row, or undefined when the transaction was no longer in one of those states.
 */
export async function moveStatus(
  tx: Db,
  id: string,
  from: readonly TransactionStatus[],
  values: Partial<NewTransaction> & { status: TransactionStatus },
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentTransactions.id, id),
        from.length > 0 ? inArray(paymentTransactions.status, [...from]) : sql`true`,
      ),
    )
    .returning();
  return row;
}

/** The inbox row; false when this provider event was already recorded (a duplicate delivery). */
export async function recordEvent(
  tx: Db,
  event: {
    provider: string;
    eventId: string;
    externalId: string;
    kind: string;
    amount: number | null;
    raw: unknown;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      providerEventId: event.eventId,
      externalId: event.externalId,
      kind: event.kind,
      amount: event.amount,
      outcome: "received",
      raw: event.raw as object,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.providerEventId });
  return inserted.length > 0;
}

export async function setEventOutcome(
  tx: Db,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.providerEventId, eventId)));
}

/**
 * Claims the orders whose "complete your payment" reminder is due: still waiting, expiring within
 * `leadMinutes`, not reminded yet, and with a window longer than the lead (a shorter one just got the
 * order mail). One UPDATE sets `reminder_sent_at` only where it is still null, so of several processes
 * running the job at once exactly one claims each order; SKIP LOCKED leaves rows a callback is settling.
 */
export async function claimDueReminders(
  tx: Db,
  leadMinutes: number,
  limit: number,
): Promise<TransactionRow[]> {
  const lead = sql`(${leadMinutes} * interval '1 minute')`;
  const due = sql`SELECT id FROM payment_transactions
    WHERE status = 'Waiting For Payment' AND reminder_sent_at IS NULL
      AND expires_at > now() AND expires_at <= now() + ${lead} AND expires_at - created_at > ${lead}
    ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
  return tx
    .update(paymentTransactions)
    .set({ reminderSentAt: sql`now()` })
    .where(
      and(
        sql`${paymentTransactions.id} IN (${due})`,
        isNull(paymentTransactions.reminderSentAt),
        eq(paymentTransactions.status, "Waiting For Payment"),
      ),
    )
    .returning();
}

/**
 * Ends a transaction's payment window now (the test route that lets a browser test see an order
 * expire). False when no transaction has that external id.
 */
export async function endPaymentWindowNow(db: Db, externalId: string): Promise<boolean> {
  const moved = await db
    .update(paymentTransactions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(paymentTransactions.externalId, externalId))
    .returning({ id: paymentTransactions.id });
  return moved.length > 0;
}
