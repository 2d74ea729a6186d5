import type { FastifyBaseLogger } from "fastify";
import type { RegisterBody } from "#shared/contracts/accounts-auth.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { enforceRateLimit } from "../rate-limits/index.ts";
import { insertBuyer, isUniqueViolation, type NewBuyer } from "./account-writes-data.ts";
import type { BuyerRow } from "./data.ts";
import { findBuyerByEmail } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { issueEmailVerification } from "./email-verification.ts";
import { resolveGoogleAccount } from "./google-userinfo.ts";
import { hashPassword } from "./password-hash.ts";
import { startSession } from "./start-session.ts";
import { REGISTER_PER_IP } from "./throttles.ts";

export interface RegisterInput {
  body: RegisterBody;
  /** The Google access token, for type google. */
  googleToken: string | null;
  ip: string;
  userAgent: string | null;
  previousToken: string | null;
  /** The verification mail is written in the language of the sign-up. */
  t: Translator;
  log: FastifyBaseLogger;
}

const emailTaken = () =>
  new AppError("conflict", {
    messageKey: "accounts.emailRegistered",
    fields: { email: { key: "accounts.emailRegistered" } },
  });

/** What the new row holds besides dob and gender, by sign-in method. */
async function credentials(deps: AccountsDeps, input: RegisterInput): Promise<NewBuyer> {
  const { body } = input;
  if (body.type === "google") {
    if (!input.googleToken) throw new AppError("unauthorized", { messageKey: "accounts.googleTokenMissing" });
    const google = await resolveGoogleAccount(deps.config.GOOGLE_USERINFO_URL, input.googleToken);
    // The complete-profile step may correct the name Google gave; the e-mail is Google's.
    return {
      email: google.email,
      name: body.name ?? google.name,
      signInMethod: "google",
      passwordHash: null,
      // Google vouches for the address (google-userinfo.ts refuses unverified Google e-mails).
      emailVerifiedAt: deps.clock.now(),
    };
  }
  // The schema guarantees these for the password type.
  const email = body.email!;
  if (await findBuyerByEmail(deps.db, email)) throw emailTaken(); // before spending a hash on it
  return {
    email,
    name: body.name!,
    signInMethod: "password",
    passwordHash: await hashPassword(body.password!),
  };
}

/** Sign-up (spec sections 2 and 4): creates the buyer and signs them in. */
export async function registerBuyer(
  deps: AccountsDeps,
  input: RegisterInput,
): Promise<{ buyer: BuyerRow; token: string }> {
  await enforceRateLimit(deps.limiter, REGISTER_PER_IP, input.ip);
  const account = await credentials(deps, input);
  try {
    const signedUp = await inTransaction(deps.db, async (tx) => {
      const buyer = await insertBuyer(tx, { ...account, dob: input.body.dob, gender: input.body.gender });
      // A password sign-up proves its address through the link in this mail.
      if (!buyer.emailVerifiedAt) await issueEmailVerification(deps, tx, buyer, input.t);
      const token = await startSession(tx, {
        buyerId: buyer.id,
        userAgent: input.userAgent,
        previousToken: input.previousToken,
      });
      return { buyer, token };
    });
    if (!signedUp.buyer.emailVerifiedAt) deps.mailer.deliver(input.log);
    return signedUp;
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique constraint decides, the loser hears "taken".
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
