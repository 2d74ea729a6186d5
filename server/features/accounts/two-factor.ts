import type {
  TwoFactorEnrolment,
  TwoFactorProof,
  TwoFactorStatus,
} from "#shared/contracts/accounts-security.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { type AuthorizedBuyerId, hashSessionToken } from "../sessions/index.ts";
import { deleteOtherSessions } from "./account-writes-data.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import { otpauthQrDataUrl } from "./otpauth-qr.ts";
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes.ts";
import { newTotpSecret, otpauthUri } from "./totp.ts";
import {
  deleteTwoFactor,
  findSecret,
  hasConfirmedSecret,
  putPendingSecret,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from "./two-factor-data.ts";
import { checkSecondFactor, wrongCodeInForm } from "./two-factor-proof.ts";
import { sealSecret } from "./two-factor-secret.ts";

const ISSUER = "Tiketin";

const alreadyOn = () => new AppError("conflict", { messageKey: "security.twoFactor.alreadyEnabled" });
const notOn = () => new AppError("conflict", { messageKey: "security.twoFactor.notEnabled" });
const notEnrolling = () => new AppError("conflict", { messageKey: "security.twoFactor.notEnrolling" });

export async function twoFactorStatus(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
): Promise<TwoFactorStatus> {
  const enabled = await hasConfirmedSecret(deps.db, buyerId);
  return { enabled, recovery_codes_left: enabled ? await unusedRecoveryCodes(deps.db, buyerId) : 0 };
}

/**
 * A fresh secret for the authenticator app, not in force until its first code confirms it. Asking
 * again (a second tab, a lost QR) replaces an unconfirmed secret; a confirmed one must be disabled first.
 */
export async function enrolTwoFactor(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
): Promise<TwoFactorEnrolment> {
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw new AppError("unauthorized");
  const secret = newTotpSecret();
  const stored = await putPendingSecret(deps.db, buyerId, (id) => sealSecret(deps.cipher, id, secret));
  if (!stored) throw alreadyOn();
  const uri = otpauthUri(secret, ISSUER, buyer.email);
  return { otpauth_uri: uri, secret, qr_svg: await otpauthQrDataUrl(uri) };
}

/**
 * The first code puts the secret in force; the recovery codes are returned this once only. Every
 * other session of the account ends: one someone else may hold was opened without the code.
 */
export async function confirmTwoFactor(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const secret = await findSecret(deps.db, buyerId);
  if (!secret) throw notEnrolling();
  if (secret.confirmed) throw alreadyOn();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await checkSecondFactor(deps, buyerId, { code }, { confirming: true, wrong: wrongCodeInForm("code") });
  await inTransaction(deps.db, async (tx) => {
    await replaceRecoveryCodes(tx, buyerId, codes.map(hashRecoveryCode));
    await deleteOtherSessions(tx, buyerId, hashSessionToken(sessionToken));
  });
  return { recovery_codes: codes };
}

/**
 * Turning it off takes a current code (or a recovery code), not just a session someone may have
 * copied; every other session ends, as with any change to how the account signs in.
 */
export async function disableTwoFactor(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  proof: TwoFactorProof,
) {
  if (!(await hasConfirmedSecret(deps.db, buyerId))) throw notOn();
  const field = proof.recovery_code !== undefined ? "recovery_code" : "code";
  await checkSecondFactor(deps, buyerId, proof, { wrong: wrongCodeInForm(field) });
  await inTransaction(deps.db, async (tx) => {
    await deleteTwoFactor(tx, buyerId);
    await deleteOtherSessions(tx, buyerId, hashSessionToken(sessionToken));
  });
  return { ok: true as const };
}
