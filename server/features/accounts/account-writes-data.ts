import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { buyers, passwordResets, sessions } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import type { BuyerRow } from "./data.ts";

export type NewBuyer = typeof buyers.$inferInsert;
export type BuyerPatch = Partial<Omit<NewBuyer, "id" | "email" | "createdAt">>;

/** True for PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === "object"; ) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function insertBuyer(tx: Tx, buyer: NewBuyer): Promise<BuyerRow> {
  const [row] = await tx.insert(buyers).values(buyer).returning();
  if (!row) throw new Error("insert into buyers returned nothing");
  return row;
}

export async function updateBuyer(db: Db | Tx, id: AuthorizedBuyerId, patch: BuyerPatch): Promise<BuyerRow> {
  const [row] = await db
    .update(buyers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(buyers.id, id))
    .returning();
  if (!row) throw new Error("buyer vanished during update");
  return row;
}

/** A pending sign-in (second factor not given yet) lives minutes, not the session's 30 days. */
const PENDING_SIGN_IN_MINUTES = 10;

export async function insertSession(
  db: Db | Tx,
  session: { tokenHash: string; buyerId: string; userAgent: string | null; secondFactorPending?: boolean },
): Promise<void> {
  await db.insert(sessions).values({
    ...session,
    ...(session.secondFactorPending
      ? { expiresAt: sql.raw(`now() + interval '${PENDING_SIGN_IN_MINUTES} minutes'`) }
      : {}),
  });
}

export async function deleteSession(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a buyer except the one making the request (password change). */
export async function deleteOtherSessions(tx: Tx, buyerId: string, keepTokenHash: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.buyerId, buyerId), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteAllSessions(tx: Tx, buyerId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.buyerId, buyerId));
}

export async function insertPasswordReset(
  tx: Tx,
  reset: { tokenHash: string; buyerId: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(reset);
}

/**
 * Uses a reset token in one conditional update: of two requests racing with the same link, exactly
 * one gets the buyer id back. Null when the token is unknown, used or expired.
 */
export async function claimPasswordReset(tx: Tx, tokenHash: string, now: Date): Promise<string | null> {
  const [claimed] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ buyerId: passwordResets.buyerId });
  return claimed?.buyerId ?? null;
}

/** Retires every outstanding reset link of a buyer once their password changed by any route. */
export async function retirePasswordResets(tx: Tx, buyerId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.buyerId, buyerId), isNull(passwordResets.usedAt)));
}
