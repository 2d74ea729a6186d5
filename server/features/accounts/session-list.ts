import type { SessionSummary } from "#shared/contracts/accounts-security.ts";
import { AppError } from "../../http/app-error.ts";
import { type AuthorizedBuyerId, hashSessionToken } from "../sessions/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { deviceSummary } from "./device-summary.ts";
import { deleteSessionById, deleteSessionsExcept, listLiveSessions } from "./session-list-data.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const unknownSession = () => new AppError("not_found", { messageKey: "security.sessions.notFound" });

/**
 * The buyer's live sessions, this one marked. Sessions are read from the database on every request
 * (no process keeps them), so a revocation here is refused by every process on the next request.
 */
export async function mySessions(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  currentToken: string,
): Promise<SessionSummary[]> {
  const currentHash = hashSessionToken(currentToken);
  const rows = await listLiveSessions(deps.db, buyerId);
  return rows.map((row) => ({
    id: row.id,
    device: deviceSummary(row.userAgent),
    signed_in_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** Signs one of the buyer's sessions out; an id that is not theirs (or not an id) is 404. */
export async function revokeSession(deps: AccountsDeps, buyerId: AuthorizedBuyerId, sessionId: string) {
  if (!UUID.test(sessionId)) throw unknownSession();
  const revoked = await deleteSessionById(deps.db, buyerId, sessionId);
  if (revoked === 0) throw unknownSession();
  return { revoked };
}

/** Signs out every other device: all sessions of the buyer but this request's. */
export async function revokeOtherSessions(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  currentToken: string,
) {
  return { revoked: await deleteSessionsExcept(deps.db, buyerId, hashSessionToken(currentToken)) };
}
