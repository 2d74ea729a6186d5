import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { waitingRoomSpentChallenges } from "../../db/schema/index.ts";

/**
 * Records a proof-of-work challenge as spent, keyed by its signature, until it expires. False when it
 * was already spent: the primary key decides, so two processes given the same solution at once let one
 * join through and refuse the other.
 */
export async function spendChallenge(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  const recorded = await db
    .insert(waitingRoomSpentChallenges)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: waitingRoomSpentChallenges.signature });
  return recorded.length > 0;
}

/** Forgets challenges past their expiry: they are refused as expired before this table is read. */
export async function sweepSpentChallenges(db: Db): Promise<void> {
  await db.delete(waitingRoomSpentChallenges).where(lt(waitingRoomSpentChallenges.expiresAt, sql`now()`));
}
