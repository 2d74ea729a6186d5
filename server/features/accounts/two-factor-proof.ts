import { normalOtpCode, type TwoFactorProof } from "#shared/contracts/accounts-security.ts";
import { AppError } from "../../http/app-error.ts";
import type { AccountsDeps } from "./deps.ts";
import { hashRecoveryCode } from "./recovery-codes.ts";
import { TWO_FACTOR_PER_ACCOUNT } from "./throttles.ts";
import { matchingStep } from "./totp.ts";
import { claimStep, findSecret, spendRecoveryCode } from "./two-factor-data.ts";
import { openSecret } from "./two-factor-secret.ts";

const tooManyTries = (retryAfterSeconds: number) =>
  new AppError("too_many_requests", {
    messageKey: "security.twoFactor.tooManyTries",
    headers: { "retry-after": String(retryAfterSeconds) },
  });

/**
 * Checks a second factor of a buyer whose two-factor sign-in is in force (or, with `confirming`, being
 * put in force by its first code). Each try is counted before it is checked (parallel guesses cannot
 * overtake the count) and given back when right. An accepted code is used up: its time step is claimed
 * atomically, a recovery code marked used, so the same code never works twice.
 */
export async function checkSecondFactor(
  deps: AccountsDeps,
  buyerId: string,
  proof: TwoFactorProof,
  options: { confirming?: boolean; wrong: () => AppError },
): Promise<void> {
  const counted = await deps.limiter.hit(TWO_FACTOR_PER_ACCOUNT, buyerId);
  if (!counted.allowed) throw tooManyTries(counted.retryAfterSeconds);
  if (!(await proofHolds(deps, buyerId, proof, options.confirming ?? false))) throw options.wrong();
  await deps.limiter.forgive(TWO_FACTOR_PER_ACCOUNT, buyerId, counted);
}

async function proofHolds(deps: AccountsDeps, buyerId: string, proof: TwoFactorProof, confirming: boolean) {
  if (proof.recovery_code !== undefined) {
    if (confirming) return false;
    return spendRecoveryCode(deps.db, buyerId, hashRecoveryCode(proof.recovery_code));
  }
  const secret = await findSecret(deps.db, buyerId);
  if (!secret || secret.confirmed === confirming || proof.code === undefined) return false;
  const plain = openSecret(deps.cipher, secret);
  const step = matchingStep(plain, normalOtpCode(proof.code), deps.clock.now(), secret.lastUsedStep);
  return step !== null && claimStep(deps.db, secret.id, step, confirming);
}

/** A wrong code in a signed-in form: 422 on the field, like a wrong old password. */
export const wrongCodeInForm = (field: "code" | "recovery_code") => () =>
  new AppError("rule_refused", {
    messageKey: "security.twoFactor.wrongCode",
    fields: { [field]: { key: "security.twoFactor.wrongCode" } },
  });
