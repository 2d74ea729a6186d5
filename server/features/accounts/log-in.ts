import type { LoginBody } from "#shared/contracts/accounts-auth.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { tooManyRequests } from "../rate-limits/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { type BuyerRow, findBuyerByEmail } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { markEmailVerified } from "./email-verification-data.ts";
import { resolveGoogleAccount } from "./google-userinfo.ts";
import { updateBuyer } from "./mutations.ts";
import { DECOY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./password-hash.ts";
import { startSession } from "./start-session.ts";
import { LOGIN_FAILURES_PER_IP, LOGIN_PER_ACCOUNT_AND_IP } from "./throttles.ts";

export interface LoginInput {
  body: LoginBody;
  googleToken: string | null;
  ip: string;
  userAgent: string | null;
  previousToken: string | null;
}

export type LoginOutcome =
  | { kind: "signed-in"; buyer: BuyerRow; token: string }
  | { kind: "register"; social: { email: string; name: string; type: "google" } };

const wrongCredentials = () => new AppError("unauthorized", { messageKey: "accounts.wrongCredentials" });

async function checkPassword(deps: AccountsDeps, email: string, password: string, ip: string) {
  const perIp = await deps.limiter.peek(LOGIN_FAILURES_PER_IP, ip);
  if (!perIp.allowed) throw tooManyRequests(perIp);
  // Counted before checking (atomic), refunded on success: 100 parallel guesses still get only 5 tries.
  const accountKey = `${email}|${ip}`;
  const attempt = await deps.limiter.hit(LOGIN_PER_ACCOUNT_AND_IP, accountKey);
  if (!attempt.allowed) throw tooManyRequests(attempt);

  const buyer = await findBuyerByEmail(deps.db, email);
  // Unknown e-mail or no password: verify against a decoy anyway, so timing does not tell them apart.
  const matches = await verifyPassword(password, buyer?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!buyer?.passwordHash || !matches) {
    await deps.limiter.hit(LOGIN_FAILURES_PER_IP, ip);
    throw wrongCredentials();
  }
  await deps.limiter.reset(LOGIN_PER_ACCOUNT_AND_IP, accountKey);
  if (!needsRehash(buyer.passwordHash)) return buyer;
  return updateBuyer(deps.db, buyer.id as AuthorizedBuyerId, { passwordHash: await hashPassword(password) });
}

/** Login by e-mail and password, or by a Google access token (spec sections 4 and 7). */
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
    buyer = await checkPassword(deps, input.body.email!, input.body.password!, input.ip);
  }
  const googleVouched = input.body.type === "google" && !buyer.emailVerifiedAt;
  const token = await inTransaction(deps.db, async (tx) => {
    // Google vouched for the address: an account made with a password counts as verified from now on.
    if (googleVouched) await markEmailVerified(tx, buyer.id, deps.clock.now());
    return startSession(tx, {
      buyerId: buyer.id,
      userAgent: input.userAgent,
      previousToken: input.previousToken,
    });
  });
  return { kind: "signed-in", buyer, token };
}
