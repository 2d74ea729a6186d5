import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import type { MailMessage } from "./mail-message.ts";

/** Gives up on an address after this many failed deliveries (it stays in the outbox to inspect). */
const MAX_ATTEMPTS = 8;
/** How long a delivering process owns a claimed mail before another may retry it. */
const CLAIM_SECONDS = 120;

export async function insertOutboxMail(tx: Tx, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values(message);
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
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      claimedUntil: sql`now() + ${sql.raw(`interval '${CLAIM_SECONDS} seconds'`)}`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, pending))
    .returning();
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: sql`now()`, claimedUntil: null }).where(eq(mailOutbox.id, id));
}
