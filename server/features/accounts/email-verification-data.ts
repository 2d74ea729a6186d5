import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { buyers, emailVerifications } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of e-mail verification. */

export async function insertEmailVerification(
  tx: Tx,
  row: { tokenHash: string; buyerId: string; email: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(emailVerifications).values(row);
}

/**
 * Uses a verification link in one conditional update: of two requests racing with one link, one gets
 * the buyer back. Null when the token is unknown, used or expired.
 */
export async function claimEmailVerification(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<{ buyerId: string; email: string } | null> {
  const [claimed] = await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ buyerId: emailVerifications.buyerId, email: emailVerifications.email });
  return claimed ?? null;
}

/**
 * Marks the address proven (the first proof's time is kept). `email` guards against a link issued for
 * an address the account no longer has.
 */
export async function markEmailVerified(
  tx: Tx,
  buyerId: string,
  now: Date,
  email?: string,
): Promise<boolean> {
  const updated = await tx
    .update(buyers)
    .set({ emailVerifiedAt: sql`coalesce(${buyers.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(email ? and(eq(buyers.id, buyerId), eq(buyers.email, email)) : eq(buyers.id, buyerId))
    .returning({ id: buyers.id });
  return updated.length === 1;
}
