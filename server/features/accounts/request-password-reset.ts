import type { FastifyBaseLogger } from "fastify";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { enforceRateLimit } from "../rate-limits/index.ts";
import { insertPasswordReset } from "./account-writes-data.ts";
import { findBuyerByEmail, runPlaceholderStatement } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { googleAccountMail, resetLink, resetPasswordMail } from "./reset-mail.ts";
import { newResetToken, RESET_TOKEN_TTL_MS } from "./reset-token.ts";
import { FORGOT_PASSWORD_PER_EMAIL, FORGOT_PASSWORD_PER_IP } from "./throttles.ts";

export interface PasswordResetRequest {
  email: string;
  ip: string;
  t: Translator;
  log: FastifyBaseLogger;
}

/**
 * POST /auth/forget-password. The answer is the same for registered and unknown e-mails, and so is
 * the work: a token is always generated and hashed and one transaction with two statements always
 * runs; mail leaves after the response (`deliver` is not awaited), so SMTP latency cannot tell either.
 */
export async function requestPasswordReset(deps: AccountsDeps, request: PasswordResetRequest): Promise<void> {
  await enforceRateLimit(deps.limiter, FORGOT_PASSWORD_PER_IP, request.ip);
  await enforceRateLimit(deps.limiter, FORGOT_PASSWORD_PER_EMAIL, request.email);

  const { token, tokenHash } = newResetToken();
  const buyer = await findBuyerByEmail(deps.db, request.email);
  const expiresAt = new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MS);
  await inTransaction(deps.db, async (tx) => {
    if (buyer?.signInMethod === "password") {
      await insertPasswordReset(tx, { tokenHash, buyerId: buyer.id, expiresAt });
      const link = resetLink(deps.config.PUBLIC_BASE_URL, request.t.locale, token);
      await deps.mailer.enqueue(tx, resetPasswordMail(request.t, buyer.email, buyer.name, link));
    } else if (buyer) {
      await runPlaceholderStatement(tx);
      await deps.mailer.enqueue(tx, googleAccountMail(request.t, buyer.email, buyer.name));
    } else {
      await runPlaceholderStatement(tx);
      await runPlaceholderStatement(tx);
    }
  });
  if (buyer) deps.mailer.deliver(request.log);
}
