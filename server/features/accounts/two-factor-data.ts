import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, twoFactorRecoveryCodes, twoFactorSecrets } from "../../db/schema/index.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";

/** Two-factor secrets, recovery codes and pending sign-ins. Secrets arrive and leave sealed. */

export interface SecretRow {
  id: string;
  sealedSecret: string;
  confirmed: boolean;
  lastUsedStep: number | null;
}

export async function findSecret(db: Db | Tx, buyerId: string): Promise<SecretRow | undefined> {
  const [row] = await db
    .select({
      id: twoFactorSecrets.id,
      sealedSecret: twoFactorSecrets.secret,
      confirmed: sql<boolean>`${twoFactorSecrets.confirmedAt} IS NOT NULL`,
      lastUsedStep: twoFactorSecrets.lastUsedStep,
    })
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.buyerId, buyerId));
  return row;
}

export async function hasConfirmedSecret(db: Db | Tx, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: twoFactorSecrets.id })
    .from(twoFactorSecrets)
    .where(and(eq(twoFactorSecrets.buyerId, buyerId), isNotNull(twoFactorSecrets.confirmedAt)));
  return row !== undefined;
}

/** A new unconfirmed secret, replacing an unconfirmed one; a confirmed one stays (returns false). */
export async function putPendingSecret(
  db: Db,
  buyerId: string,
  seal: (id: string) => string,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await tx
      .delete(twoFactorSecrets)
      .where(and(eq(twoFactorSecrets.buyerId, buyerId), isNull(twoFactorSecrets.confirmedAt)));
    const id = crypto.randomUUID();
    const inserted = await tx
      .insert(twoFactorSecrets)
      .values({ id, buyerId, secret: seal(id) })
      .onConflictDoNothing({ target: twoFactorSecrets.buyerId })
      .returning({ id: twoFactorSecrets.id });
    return inserted.length > 0;
  });
}

/**
 * Records `step` as used if no later-or-equal step was: the compare-and-set that makes a code count
 * once, whichever process or tab sends it first. `confirm` also puts the secret in force.
 */
export async function claimStep(
  db: Db | Tx,
  secretId: string,
  step: number,
  confirm: boolean,
): Promise<boolean> {
  const claimed = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(twoFactorSecrets.id, secretId),
        or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
        confirm ? isNull(twoFactorSecrets.confirmedAt) : isNotNull(twoFactorSecrets.confirmedAt),
      ),
    )
    .returning({ id: twoFactorSecrets.id });
  return claimed.length > 0;
}

export async function replaceRecoveryCodes(
  tx: Tx,
  buyerId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.buyerId, buyerId));
  await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ buyerId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none (wrong, or used already). */
export async function spendRecoveryCode(db: Db | Tx, buyerId: string, codeHash: string): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.buyerId, buyerId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

export async function unusedRecoveryCodes(db: Db, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.buyerId, buyerId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteTwoFactor(tx: Tx, buyerId: string): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.buyerId, buyerId));
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.buyerId, buyerId));
}

/** The buyer of a live pending sign-in with this token hash. */
export async function findPendingSignIn(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ buyerId: sessions.buyerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.secondFactorPending, true),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.buyerId ?? null;
}

/** Ends a pending sign-in; false when another request already did (it completes once). */
export async function endPendingSignIn(tx: Tx, tokenHash: string): Promise<boolean> {
  const gone = await tx
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.secondFactorPending, true)))
    .returning({ buyerId: sessions.buyerId });
  return gone.length > 0;
}
