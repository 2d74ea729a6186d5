import { AppError } from "../../http/app-error.ts";
import { findPasswordReset } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { hashResetToken, isResetTokenShaped } from "./reset-token.ts";

/**
 * Whether a reset link still works. Unknown, malformed, used and expired links all answer
 * `reset_link_expired`: the page shows "request a new link" for each, and an attacker learns nothing.
 */
export async function validatePasswordReset(deps: AccountsDeps, token: string): Promise<void> {
  const reset = isResetTokenShaped(token)
    ? await findPasswordReset(deps.db, hashResetToken(token))
    : undefined;
  if (!reset || reset.usedAt || reset.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError("reset_link_expired");
  }
}
