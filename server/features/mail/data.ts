import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { qualified } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";
import type { KeyedMail, MailMessage } from "./mail-message.ts";

/** Reads and writes of the mail outbox. */

/** The latest mail sent to one address, or to anyone when `to` is null, newest first (development mailbox). */
export async function mailTo(db: Db, to: string | null, limit = 20) {
  const query = db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .$dynamic();
  return (to === null ? query : query.where(eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** Gives up on an address after this many failed deliveries (it stays in the outbox to inspect). */
const MAX_ATTEMPTS = 8;
/** How long a delivering process owns a claimed mail before another may retry it. */
const CLAIM_SECONDS = 120;

export async function insertOutboxMail(tx: Tx, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values(message);
}

/**
 * Writes mail that must exist once per key: a row whose `dedupeKey` is already in the outbox is left as
 * it is. Returns how many were new.
 */
export async function insertKeyedOutboxMails(tx: Tx, mails: readonly KeyedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const inserted = await tx
    .insert(mailOutbox)
    .values(mails.map((mail) => ({ ...mail })))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length;
}

/** A group's mails: written to the outbox, and handed to the mail server. */
export async function countGroupMail(db: Db, groupKey: string): Promise<{ queued: number; sent: number }> {
  const [row] = await db
    .select({
      queued: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) FILTER (WHERE ${mailOutbox.sentAt} IS NOT NULL))::int`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.groupKey, groupKey));
  return { queued: row?.queued ?? 0, sent: row?.sent ?? 0 };
}

/**
 * Claims a batch of unsent mail for this process. SKIP LOCKED lets several processes deliver at
 * once without sending the same mail twice or waiting on each other.
 */
export async function claimPendingMail(db: Db, batch: number) {
  const pending = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        // Paced mail waits for its minute.
        or(isNull(mailOutbox.notBefore), lte(mailOutbox.notBefore, sql`now()`)),
        // One recipient's mail leaves in the order it was written: a mail waits while an older one to
        // the same address is unsent and still tried (failing, or being sent by another process), so
        // payment instructions never arrive after the payment's confirmation. Paced mail still
        // waiting for its minute, and mail given up on, hold nothing back.
        sql`NOT EXISTS (
          SELECT 1 FROM mail_outbox older
          WHERE older."to" = ${qualified(mailOutbox.to)}
            AND older.sent_at IS NULL
            AND older.attempts < ${MAX_ATTEMPTS}
            AND (older.not_before IS NULL OR older.not_before <= now())
            AND (older.created_at, older.id) < (${qualified(mailOutbox.createdAt)}, ${qualified(mailOutbox.id)}))`,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  return (
    db
      .update(mailOutbox)
      .set({
        claimedUntil: sql`now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)}`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, pending))
      .returning()
      // UPDATE ... RETURNING answers in no particular order: oldest first, as claimed.
      .then((rows) => rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()))
  );
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, claimedUntil: null }).where(eq(mailOutbox.id, id));
}

export interface OutboxBacklog {
  /** Unsent mail that delivery will still try. */
  pending: number;
  /** Unsent mail given up on after MAX_ATTEMPTS failed deliveries (kept to inspect). */
  givenUp: number;
  /** Seconds the oldest pending mail has waited (0 when none): the outbox lag. */
  oldestSeconds: number;
}

/** The outbox as the metrics see it: its unsent rows' partial index only. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) FILTER (WHERE ${mailOutbox.attempts} < ${MAX_ATTEMPTS}))::int`,
      givenUp: sql<number>`(count(*) FILTER (WHERE ${mailOutbox.attempts} >= ${MAX_ATTEMPTS}))::int`,
      oldest: sql<
        number | null
      >`extract(epoch FROM now() - min(${mailOutbox.createdAt}) FILTER (WHERE ${mailOutbox.attempts} < ${MAX_ATTEMPTS}))::float8`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return {
    pending: Number(row?.pending ?? 0),
    givenUp: Number(row?.givenUp ?? 0),
    oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
