import type { KeyObject } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventSigningKeys } from "../../db/schema/index.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import { generateSigningKey, openPrivateKey, sealPrivateKey } from "./signing-keys.ts";

export interface PublicKeyRow {
  kid: number;
  eventId: number;
  publicKey: string;
}

/** The key a code names, with its event; retired keys are gone for good. */
export async function findPublicKey(db: Db, kid: number): Promise<PublicKeyRow | undefined> {
  const [row] = await db
    .select({
      kid: eventSigningKeys.id,
      eventId: eventSigningKeys.eventId,
      publicKey: eventSigningKeys.publicKey,
    })
    .from(eventSigningKeys)
    .where(and(eq(eventSigningKeys.id, kid), isNull(eventSigningKeys.retiredAt)));
  return row;
}

/** Every key of the event that still verifies (the active one and those rotated out, not retired). */
export function listEventPublicKeys(db: Db, eventId: number): Promise<PublicKeyRow[]> {
  return db
    .select({
      kid: eventSigningKeys.id,
      eventId: eventSigningKeys.eventId,
      publicKey: eventSigningKeys.publicKey,
    })
    .from(eventSigningKeys)
    .where(and(eq(eventSigningKeys.eventId, eventId), isNull(eventSigningKeys.retiredAt)))
    .orderBy(asc(eventSigningKeys.id));
}

async function insertKey(db: Db, cipher: DataCipher, eventId: number): Promise<void> {
  const { publicKey, privateKeyDer } = generateSigningKey();
  await db
    .insert(eventSigningKeys)
    .values({
      eventId,
      publicKey,
      privateKeyCiphertext: sealPrivateKey(cipher, eventId, publicKey, privateKeyDer),
    })
    // The partial unique index allows one active key per event: a concurrent creator's key wins.
    .onConflictDoNothing();
}

/** The event's active signing key, created on first use. */
export async function activeSigningKey(
  db: Db,
  cipher: DataCipher,
  eventId: number,
): Promise<{ kid: number; privateKey: KeyObject }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [row] = await db
      .select()
      .from(eventSigningKeys)
      .where(and(eq(eventSigningKeys.eventId, eventId), eq(eventSigningKeys.isActive, true)));
    if (row) return { kid: row.id, privateKey: openPrivateKey(cipher, row) };
    await insertKey(db, cipher, eventId);
  }
  throw new Error(`no active signing key for event ${eventId}`);
}

/**
 * Rotation: new codes are signed with a fresh key; codes already shown keep verifying with the old
 * one until `retireOldKeys` (after gates have downloaded the new public key).
 */
export async function rotateSigningKey(db: Db, cipher: DataCipher, eventId: number): Promise<number> {
  await db.transaction(async (tx) => {
    await tx
      .update(eventSigningKeys)
      .set({ isActive: false })
      .where(and(eq(eventSigningKeys.eventId, eventId), eq(eventSigningKeys.isActive, true)));
    await insertKey(tx, cipher, eventId);
  });
  return (await activeSigningKey(db, cipher, eventId)).kid;
}

/** Stops every rotated-out key of the event from verifying (a leaked key, or housekeeping). */
export async function retireOldKeys(db: Db, eventId: number, at: Date): Promise<void> {
  await db
    .update(eventSigningKeys)
    .set({ retiredAt: at })
    .where(
      and(
        eq(eventSigningKeys.eventId, eventId),
        eq(eventSigningKeys.isActive, false),
        isNull(eventSigningKeys.retiredAt),
      ),
    );
}
