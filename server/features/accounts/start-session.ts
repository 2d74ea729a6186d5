import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { hashSessionToken } from "../sessions/index.ts";
import { deleteSession, insertSession } from "./account-writes-data.ts";
import { newSessionToken } from "./session-cookie.ts";

/**
 * Creates a session with a brand-new token and ends the one the browser came with, if any: a token
 * planted in the browser before login (session fixation) is worthless afterwards.
 */
export async function startSession(
  db: Db | Tx,
  input: {
    buyerId: string;
    userAgent: string | null;
    previousToken: string | null;
    /** Only the second factor is missing: the session opens nothing until it is given. */
    secondFactorPending?: boolean;
  },
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    buyerId: input.buyerId,
    userAgent: input.userAgent?.slice(0, 512) ?? null,
    secondFactorPending: input.secondFactorPending ?? false,
  });
  if (input.previousToken) await deleteSession(db, hashSessionToken(input.previousToken));
  return token;
}
