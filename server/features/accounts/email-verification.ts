import type { FastifyBaseLogger } from "fastify";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { enforceRateLimit, type RateLimitPolicy } from "../rate-limits/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import {
  claimEmailVerification,
  insertEmailVerification,
  markEmailVerified,
} from "./email-verification-data.ts";
import { hashResetToken, isResetTokenShaped, newResetToken } from "./reset-token.ts";
import { verificationLink, verificationMail } from "./verification-mail.ts";

/** Verification links live two days: long enough for a buyer who signs up on a phone and reads mail later. */
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** Each resend is a mail to a third party's inbox if the address was mistyped: a few per hour. */
export const RESEND_VERIFICATION_PER_BUYER: RateLimitPolicy = {
  name: "verify-resend",
  limit: 3,
  windowSeconds: 60 * 60,
};

const linkExpired = () => new AppError("link_expired", { messageKey: "accounts.verification.linkExpired" });

/** Stores a new link (its hash only) and queues its mail in the caller's transaction. */
export async function issueEmailVerification(
  deps: Pick<AccountsDeps, "clock" | "config" | "mailer">,
  tx: Tx,
  buyer: { id: string; email: string; name: string },
  t: Translator,
): Promise<void> {
  const { token, tokenHash } = newResetToken();
  const expiresAt = new Date(deps.clock.now().getTime() + VERIFICATION_TTL_MS);
  await insertEmailVerification(tx, { tokenHash, buyerId: buyer.id, email: buyer.email, expiresAt });
  const link = verificationLink(deps.config.PUBLIC_BASE_URL, t.locale, token);
  await deps.mailer.enqueue(tx, verificationMail(t, buyer.email, buyer.name, link));
}

/**
 * POST /auth/verify-email: the link proves the mailbox; no session is needed (the buyer may open the
 * mail on another device). Unknown, used and expired links all answer 410.
 */
export async function verifyEmail(deps: AccountsDeps, token: string): Promise<void> {
  if (!isResetTokenShaped(token)) throw linkExpired();
  await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const claimed = await claimEmailVerification(tx, hashResetToken(token), now);
    if (!claimed || !(await markEmailVerified(tx, claimed.buyerId, now, claimed.email))) throw linkExpired();
  });
}

/** POST /auth-user/verify-email/resend: a fresh link for the signed-in buyer (older ones keep working). */
export async function resendEmailVerification(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  context: { t: Translator; log: FastifyBaseLogger },
): Promise<{ already_verified: boolean }> {
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw new AppError("unauthorized");
  if (buyer.emailVerifiedAt) return { already_verified: true };
  await enforceRateLimit(deps.limiter, RESEND_VERIFICATION_PER_BUYER, buyerId);
  await inTransaction(deps.db, (tx) => issueEmailVerification(deps, tx, buyer, context.t));
  deps.mailer.deliver(context.log);
  return { already_verified: false };
}
