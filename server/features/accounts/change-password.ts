import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { tooManyRequests } from "../rate-limits/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { deleteOtherSessions, retirePasswordResets, updateBuyer } from "./account-writes-data.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { CHANGE_PASSWORD_PER_BUYER } from "./throttles.ts";

export interface ChangePasswordInput {
  buyerId: AuthorizedBuyerId;
  /** The session making the request: it survives, every other one ends (spec section 5). */
  currentSessionHash: string;
  oldPassword: string | undefined;
  newPassword: string;
}

/**
 * Change password, or set a first one when the buyer has none yet (is_acp 0). Refused for Google
 * accounts (spec section 6). Every other session of the buyer ends, and outstanding reset links die.
 */
export async function changePassword(deps: AccountsDeps, input: ChangePasswordInput): Promise<void> {
  const buyer = await findBuyerById(deps.db, input.buyerId);
  if (!buyer) throw new AppError("unauthorized");
  if (buyer.signInMethod === "google")
    throw new AppError("rule_refused", { messageKey: "accounts.googlePassword" });

  if (buyer.passwordHash) {
    if (input.oldPassword === undefined) {
      throw new AppError("validation_failed", {
        fields: { old_password: { key: "validation.field_empty" } },
      });
    }
    const attempt = await deps.limiter.hit(CHANGE_PASSWORD_PER_BUYER, buyer.id);
    if (!attempt.allowed) throw tooManyRequests(attempt);
    if (!(await verifyPassword(input.oldPassword, buyer.passwordHash))) {
      throw new AppError("rule_refused", {
        messageKey: "accounts.wrongOldPassword",
        fields: { old_password: { key: "accounts.wrongOldPassword" } },
      });
    }
    await deps.limiter.reset(CHANGE_PASSWORD_PER_BUYER, buyer.id);
  }

  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(deps.db, async (tx) => {
    await updateBuyer(tx, input.buyerId, { passwordHash });
    await deleteOtherSessions(tx, buyer.id, input.currentSessionHash);
    await retirePasswordResets(tx, buyer.id, deps.clock.now());
  });
}
