import { and, asc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passkeys, twoFactorSecrets, webauthnChallenges } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** Passkeys and their ceremonies' challenges. Every passkey read or write is scoped to its buyer. */

export interface PasskeyRow {
  id: string;
  buyerId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string | null;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export function listPasskeys(db: Db | Tx, buyerId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.buyerId, buyerId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function hasPasskey(db: Db | Tx, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.buyerId, buyerId))
    .limit(1);
  return row !== undefined;
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** Stores a new passkey; false when that credential is registered already (to anyone). */
export async function insertPasskey(
  db: Db | Tx,
  row: Pick<PasskeyRow, "buyerId" | "credentialId" | "publicKey" | "counter" | "transports" | "name">,
): Promise<PasskeyRow | undefined> {
  const [inserted] = await db
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return inserted;
}

/**
 * Records a sign-in: the new counter, only if the stored one is still the one checked against (a
 * racing use of the same signature loses), or both are 0 (an authenticator that keeps no counter).
 */
export async function recordPasskeyUse(
  db: Db,
  id: string,
  checkedCounter: number,
  newCounter: number,
): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, checkedCounter)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export async function deletePasskey(tx: Tx, buyerId: string, id: string): Promise<boolean> {
  const gone = await tx
    .delete(passkeys)
    .where(and(eq(passkeys.buyerId, buyerId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

export async function insertChallenge(
  db: Db,
  row: {
    purpose: "register" | "sign-in" | "reauth";
    challenge: string;
    sessionHash: string | null;
    buyerId: string | null;
  },
  ttlSeconds: number,
): Promise<string> {
  // Expired challenges of anyone go with each new one, so abandoned ceremonies never pile up.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  const [inserted] = await db
    .insert(webauthnChallenges)
    .values({ ...row, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: webauthnChallenges.id });
  return inserted!.id;
}

/**
 * Takes a registration's (or a re-authentication's) challenge: every one this session asked for is deleted as it is read (an
 * answer is checked once at most), and the newest live one is returned.
 */
export async function takeRegistrationChallenge(
  db: Db,
  sessionHash: string,
  buyerId: string,
  purpose: "register" | "reauth" = "register",
) {
  const gone = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.sessionHash, sessionHash),
        eq(webauthnChallenges.buyerId, buyerId),
      ),
    )
    .returning({
      challenge: webauthnChallenges.challenge,
      createdAt: webauthnChallenges.createdAt,
      live: sql<boolean>`${webauthnChallenges.expiresAt} > now()`,
    });
  const live = gone.filter((row) => row.live);
  live.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return live[0]?.challenge ?? null;
}

/** Takes a sign-in ceremony's challenge by its id, deleted as it is read; null if gone or expired. */
export async function takeSignInChallenge(db: Db, ceremonyId: string): Promise<string | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, ceremonyId),
        eq(webauthnChallenges.purpose, "sign-in"),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

/** Whether the account has a second factor in force: a confirmed TOTP secret or a passkey. */
export async function hasSecondFactor(db: Db | Tx, buyerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.buyerId, buyerId))
    .union(
      db
        .select({ id: twoFactorSecrets.id })
        .from(twoFactorSecrets)
        .where(and(eq(twoFactorSecrets.buyerId, buyerId), isNotNull(twoFactorSecrets.confirmedAt))),
    )
    .limit(1);
  return row !== undefined;
}
