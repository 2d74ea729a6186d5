import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import {
  claimPasswordReset,
  deleteAllSessions,
  retirePasswordResets,
  updateBuyer,
} from "./account-writes-data.ts";
import type { AccountsDeps } from "./deps.ts";
import { markEmailVerified } from "./email-verification-data.ts";
import { hashPassword } from "./password-hash.ts";
import { hashResetToken } from "./reset-token.ts";
import { validatePasswordReset } from "./validate-password-reset.ts";

/**
 * POST /auth/forget-password/change: sets the new password, uses up the link and ends every session
 * of the buyer (whoever asked for the reset may be locking someone out of a stolen session).
 */
export async function resetPassword(deps: AccountsDeps, token: string, newPassword: string): Promise<void> {
  // Cheap check first: an unauthenticated caller must not make us hash for a dead link.
  await validatePasswordReset(deps, token);
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    // The claim is the real check: of two requests racing with one link, only one gets here.
    const buyerId = await claimPasswordReset(tx, hashResetToken(token), now);
    if (!buyerId) throw new AppError("reset_link_expired");
    // The buyer proved control of the mailbox: this id is as authorised as a session's.
    await updateBuyer(tx, buyerId as AuthorizedBuyerId, { passwordHash });
    // The reset link reached the mailbox: the address is proven.
    await markEmailVerified(tx, buyerId, now);
    await deleteAllSessions(tx, buyerId);
    await retirePasswordResets(tx, buyerId, now);
  });
}
