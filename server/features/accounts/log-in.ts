import type { FastifyBaseLogger } from "fastify";
import type { LoginBody } from "#shared/contracts/accounts-auth.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { backoffSeconds, tooManyRequests } from "../rate-limits/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { updateBuyer } from "./account-writes-data.ts";
import { accountMailLocale, type BuyerRow, findBuyerByEmail } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { markEmailVerified } from "./email-verification-data.ts";
import { resolveGoogleAccount } from "./google-userinfo.ts";
import { hasSecondFactor } from "./passkey-data.ts";
import { DECOY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";
import { forgetPasswordPage, loginAlertMail } from "./reset-mail.ts";
import { startSession } from "./start-session.ts";
import {
  LOGIN_BACKOFF_PER_ACCOUNT,
  LOGIN_BACKOFF_PER_ADDRESS,
  LOGIN_PER_ACCOUNT_AND_IP,
} from "./throttles.ts";

export interface LoginInput {
  body: LoginBody;
  googleToken: string | null;
  ip: string;
  userAgent: string | null;
  previousToken: string | null;
  log: FastifyBaseLogger;
}

export type LoginOutcome =
  | { kind: "signed-in"; buyer: BuyerRow; token: string }
  | { kind: "second-factor"; token: string }
  | { kind: "register"; social: { email: string; name: string; type: "google" } };

const wrongCredentials = () => new AppError("unauthorized", { messageKey: "accounts.wrongCredentials" });

/** 429 for an account or an address in its backoff: the wait in Retry-After and in the translated message. */
const backingOff = (seconds: number, of: "account" | "address") =>
  new AppError("too_many_requests", {
    messageKey: of === "account" ? "accounts.loginBackoff" : "accounts.loginAddressBackoff",
    vars: { seconds },
    headers: { "retry-after": String(seconds) },
  });

/**
 * Tells the owner when their account's backoff starts: the failure that used up the free attempts is
 * one numbered attempt of the period (attempts are counted atomically), so the mail goes once per lock
 * period however many guesses follow, from however many addresses. It says when, how many failures from
 * how many addresses, and where to set a new password; in the account's language, since the guesser's
 * request says nothing about the owner's.
 */
async function alertOwner(deps: AccountsDeps, buyer: BuyerRow, attempt: number, log: FastifyBaseLogger) {
  if (attempt !== LOGIN_BACKOFF_PER_ACCOUNT.freeAttempts) return;
  const addresses = await deps.backoff.sources(LOGIN_BACKOFF_PER_ACCOUNT, buyer.email);
  const locale = await accountMailLocale(deps.db, buyer.id);
  const link = forgetPasswordPage(deps.config.PUBLIC_BASE_URL, locale);
  const mail = loginAlertMail(createTranslator(locale), buyer, {
    failures: attempt,
    addresses,
    at: formatWib(deps.clock.now(), locale),
    waitSeconds: backoffSeconds(LOGIN_BACKOFF_PER_ACCOUNT, attempt),
    link,
  });
  await inTransaction(deps.db, (tx) => deps.mailer.enqueue(tx, mail));
  deps.mailer.deliver(log);
}

async function checkPassword(deps: AccountsDeps, input: LoginInput, email: string, password: string) {
  const { ip } = input;
  // The address's backoff first, so a slowed address spends none of any account's attempts. Counted
  // before checking (atomic), so parallel guesses past the free ones get one turn at a time.
  const fromAddress = await deps.backoff.admit(LOGIN_BACKOFF_PER_ADDRESS, ip);
  if (!fromAddress.allowed) throw backingOff(fromAddress.retryAfterSeconds, "address");
  let buyer: BuyerRow;
  try {
    buyer = await checkAccountPassword(deps, input, email, password);
  } catch (error) {
    // Only a wrong password counts against the address: a refusal by another limit gives its attempt back.
    if (error instanceof AppError && error.code === "unauthorized")
      await deps.backoff.failed(LOGIN_BACKOFF_PER_ADDRESS, ip, fromAddress.attempt);
    else await deps.backoff.forgive(LOGIN_BACKOFF_PER_ADDRESS, ip, fromAddress);
    throw error;
  }
  // A success gives back its own attempt only: the address's other failures stay counted.
  await deps.backoff.forgive(LOGIN_BACKOFF_PER_ADDRESS, ip, fromAddress);
  return buyer;
}

async function checkAccountPassword(deps: AccountsDeps, input: LoginInput, email: string, password: string) {
  const { ip } = input;
  // Counted before checking (atomic), refunded on success: 100 parallel guesses still get only 5 tries.
  const accountKey = `${email}|${ip}`;
  const attempt = await deps.limiter.hit(LOGIN_PER_ACCOUNT_AND_IP, accountKey);
  if (!attempt.allowed) throw tooManyRequests(attempt);
  // The account's own backoff, whichever addresses the guesses come from.
  const admission = await deps.backoff.admit(LOGIN_BACKOFF_PER_ACCOUNT, email);
  if (!admission.allowed) throw backingOff(admission.retryAfterSeconds, "account");

  const buyer = await findBuyerByEmail(deps.db, email);
  // Unknown e-mail or no password: verify against a decoy anyway, so timing does not tell them apart.
  const matches = await verifyPassword(password, buyer?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!buyer?.passwordHash || !matches) {
    await deps.backoff.failed(LOGIN_BACKOFF_PER_ACCOUNT, email, admission.attempt, ip);
    if (buyer?.passwordHash) await alertOwner(deps, buyer, admission.attempt, input.log);
    throw wrongCredentials();
  }
  await deps.limiter.reset(LOGIN_PER_ACCOUNT_AND_IP, accountKey);
  await deps.backoff.succeeded(LOGIN_BACKOFF_PER_ACCOUNT, email);
  if (!needsRehash(buyer.passwordHash)) return buyer;
  return updateBuyer(deps.db, buyer.id as AuthorizedBuyerId, { passwordHash: await hashPassword(password) });
}

/**
 * Login by e-mail and password, or by a Google access token (spec sections 4 and 7). An account with
 * two-factor sign-in gets a pending session only: the code completes it (second-factor-login.ts).
 */
export async function logIn(deps: AccountsDeps, input: LoginInput): Promise<LoginOutcome> {
  let buyer: BuyerRow;
  if (input.body.type === "google") {
    if (!input.googleToken) throw new AppError("unauthorized", { messageKey: "accounts.googleTokenMissing" });
    const google = await resolveGoogleAccount(deps.config.GOOGLE_USERINFO_URL, input.googleToken);
    const known = await findBuyerByEmail(deps.db, google.email);
    // Google vouched for this address, so it signs in whichever method created the account.
    if (!known)
      return { kind: "register", social: { email: google.email, name: google.name, type: "google" } };
    buyer = known;
  } else {
    buyer = await checkPassword(deps, input, input.body.email!, input.body.password!);
  }
  const googleVouched = input.body.type === "google" && !buyer.emailVerifiedAt;
  const secondFactorPending = await hasSecondFactor(deps.db, buyer.id);
  const token = await inTransaction(deps.db, async (tx) => {
    // Google vouched for the address: an account made with a password counts as verified from now on.
    if (googleVouched) await markEmailVerified(tx, buyer.id, deps.clock.now());
    return startSession(tx, {
      buyerId: buyer.id,
      userAgent: input.userAgent,
      previousToken: input.previousToken,
      secondFactorPending,
    });
  });
  if (secondFactorPending) return { kind: "second-factor", token };
  return { kind: "signed-in", buyer, token };
}
