import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, eventMessages, organisers, ticketCategories } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of organisers' messages to ticket holders. */

export type EventMessageRow = typeof eventMessages.$inferSelect;

export interface Recipient {
  email: string;
  name: string;
  /** The language of the holder's latest order ('id' when they never ordered: a transferee). */
  locale: string;
}

/**
 * The holders of the event's valid tickets (of one category when given), one per account (accounts'
 * e-mails are unique and lowercase, so one per address). Void and transferred-away tickets do not count,
 * nor tickets of an order whose money was paid back.
 */
function holdersOf(eventId: number, categoryId: number | null): SQL {
  return sql`SELECT t.holder_buyer_id FROM e_tickets t
    WHERE t.event_id = ${eventId} AND t.status = 'valid'
      ${categoryId === null ? sql`` : sql`AND t.category_id = ${categoryId}`}
      AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.transaction_id = t.transaction_id)`;
}

const localeOf = sql`COALESCE((SELECT p.mail_locale FROM payment_transactions p
  WHERE p.buyer_id = b.id ORDER BY p.created_at DESC LIMIT 1), 'id')`;

/** How many holders would receive a message, by the language each would read it in. */
export async function countRecipients(
  db: Db,
  eventId: number,
  categoryId: number | null,
): Promise<{ locale: string; count: number }[]> {
  return rows<{ locale: string; count: number }>(
    db,
    sql`SELECT locale, count(*)::int AS count FROM (
          SELECT ${localeOf} AS locale FROM buyers b WHERE b.id IN (${holdersOf(eventId, categoryId)})
        ) holders GROUP BY locale`,
  );
}

/**
 * The next `limit` holders after `afterEmail` in e-mail order: a send's batches, resumable at any point.
 * The language is looked up for the batch's rows only, after the limit.
 */
export function recipientBatch(
  tx: Tx,
  eventId: number,
  categoryId: number | null,
  afterEmail: string | null,
  limit: number,
): Promise<Recipient[]> {
  return rows<Recipient>(
    tx,
    sql`SELECT b.email, b.name, ${localeOf} AS locale FROM (
          SELECT id, email, name FROM buyers
          WHERE id IN (${holdersOf(eventId, categoryId)})
            ${afterEmail === null ? sql`` : sql`AND email COLLATE "C" > ${afterEmail}`}
          ORDER BY email COLLATE "C" LIMIT ${limit}
        ) b
        ORDER BY b.email COLLATE "C"`,
  );
}

export async function findEventCategory(db: Db, eventId: number, categoryId: number) {
  const [category] = await db
    .select({ id: ticketCategories.id, name: ticketCategories.name })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.eventId, eventId), eq(ticketCategories.id, categoryId)));
  return category ?? null;
}

export async function findOrganiserName(db: Db | Tx, organiserId: number): Promise<string> {
  const [row] = await db
    .select({ name: organisers.name })
    .from(organisers)
    .where(eq(organisers.id, organiserId));
  return row?.name ?? "";
}

export async function findMemberName(db: Db | Tx, buyerId: string): Promise<string> {
  const [row] = await db.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
  return row?.name ?? "";
}

/** The new message, or null when the event already has one with this key (a repeat). */
export async function insertMessage(
  tx: Tx,
  values: typeof eventMessages.$inferInsert,
): Promise<EventMessageRow | null> {
  const [row] = await tx.insert(eventMessages).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findMessageByKey(db: Db | Tx, eventId: number, key: string) {
  const [row] = await db
    .select()
    .from(eventMessages)
    .where(and(eq(eventMessages.eventId, eventId), eq(eventMessages.idempotencyKey, key)));
  return row ?? null;
}

/** The message, locked for one batch: batches of one message, from any process, take turns. */
export async function lockMessage(tx: Tx, id: number): Promise<EventMessageRow | null> {
  const [row] = await tx.select().from(eventMessages).where(eq(eventMessages.id, id)).for("update");
  return row ?? null;
}

export async function advanceMessage(
  tx: Tx,
  id: number,
  progress: { enqueuedCount: number; cursorEmail: string | null; done: boolean },
): Promise<void> {
  await tx
    .update(eventMessages)
    .set({
      enqueuedCount: progress.enqueuedCount,
      cursorEmail: progress.cursorEmail,
      ...(progress.done ? { state: "queued" as const, queuedAt: sql`now()` } : {}),
    })
    .where(eq(eventMessages.id, id));
}

/** Messages whose send has not finished (their process stopped), oldest first. */
export async function unfinishedMessages(db: Db, limit: number) {
  return db
    .select({ id: eventMessages.id, eventId: eventMessages.eventId })
    .from(eventMessages)
    .where(eq(eventMessages.state, "sending"))
    .orderBy(eventMessages.id)
    .limit(limit);
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(eventMessages).where(eq(eventMessages.id, id));
  return row ?? null;
}

/** The event's messages, newest first. */
export async function listMessages(db: Db, eventId: number, limit: number): Promise<EventMessageRow[]> {
  return db
    .select()
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.id))
    .limit(limit);
}

/** What a message's mail names: the event's title and its organiser's name. */
export async function findMessageEvent(db: Db | Tx, eventId: number) {
  const [row] = await rows<{ title: string; organiser_name: string }>(
    db,
    sql`SELECT e.title, o.name AS organiser_name FROM events e JOIN organisers o ON o.id = e.organiser_id
        WHERE e.id = ${eventId}`,
  );
  return row ?? null;
}
