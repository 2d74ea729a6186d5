import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, passwordResets, paymentTransactions } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";

export type BuyerRow = typeof buyers.$inferSelect;

/** Expects an already normalised (trimmed, lowercased) e-mail. */
export async function findBuyerByEmail(db: Db | Tx, email: string): Promise<BuyerRow | undefined> {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.email, email)).limit(1);
  return buyer;
}

export async function findBuyerById(db: Db | Tx, id: AuthorizedBuyerId): Promise<BuyerRow | undefined> {
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, id)).limit(1);
  return buyer;
}

/** When the account was created; null when there is no such account. */
export async function accountCreatedAt(db: Db | Tx, id: string): Promise<Date | null> {
  const [buyer] = await db
    .select({ createdAt: buyers.createdAt })
    .from(buyers)
    .where(eq(buyers.id, id))
    .limit(1);
  return buyer?.createdAt ?? null;
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return reset;
}

/**
 * A statement that reads and writes nothing. It stands in for a write a request does not make, so
 * the request costs the same round trips either way and its timing cannot tell which way it went.
 */
export async function runPlaceholderStatement(tx: Tx): Promise<void> {
  await tx.execute(sql`select 1`);
}

/**
 * The language the account reads its mail in: an account stores none, so the language of its latest
 * order (its payment mails were written in it), else the site's default.
 */
export async function accountMailLocale(db: Db, buyerId: string): Promise<"id" | "en"> {
  const [latest] = await db
    .select({ locale: paymentTransactions.mailLocale })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.buyerId, buyerId))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return latest?.locale === "en" ? "en" : "id";
}
