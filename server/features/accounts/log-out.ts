import { hashSessionToken } from "../sessions/index.ts";
import { deleteSession } from "./account-writes-data.ts";
import type { AccountsDeps } from "./deps.ts";

/** Deletes the session row, so the token is dead even if the browser keeps the cookie. */
export async function logOut(deps: AccountsDeps, token: string): Promise<void> {
  await deleteSession(deps.db, hashSessionToken(token));
}
