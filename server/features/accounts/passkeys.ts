import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { PasskeyRemoveProof, PasskeySummary } from "#shared/contracts/accounts-passkeys.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { tooManyRequests } from "../rate-limits/index.ts";
import { type AuthorizedBuyerId, hashSessionToken } from "../sessions/index.ts";
import { deleteOtherSessions } from "./account-writes-data.ts";
import { findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import {
  deletePasskey,
  hasSecondFactor,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  takeRegistrationChallenge,
} from "./passkey-data.ts";
import { CHALLENGE_SECONDS, RP_NAME, relyingParty } from "./passkey-relying-party.ts";
import { assertionHolds } from "./passkey-sign-in.ts";
import { verifyPassword } from "./password-hash.ts";
import { CHANGE_PASSWORD_PER_BUYER } from "./throttles.ts";
import { checkSecondFactor, wrongCodeInForm } from "./two-factor-proof.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Enough for a phone, a laptop and a security key or two; bounds what one account stores. */
const MAX_PASSKEYS = 10;

const notVerified = () => new AppError("rule_refused", { messageKey: "security.passkeys.notVerified" });
const unknownPasskey = () => new AppError("not_found", { messageKey: "security.passkeys.notFound" });

export function toPasskeySummary(row: PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function myPasskeys(deps: AccountsDeps, buyerId: AuthorizedBuyerId) {
  return { passkeys: (await listPasskeys(deps.db, buyerId)).map(toPasskeySummary) };
}

const transportsOf = (row: PasskeyRow) =>
  (row.transports?.split(",").filter(Boolean) ?? []) as AuthenticatorTransport[];

/**
 * Creation options for a new passkey of the signed-in buyer: a discoverable credential (it signs in
 * without typing the e-mail) with user verification (the device's PIN or biometrics), so the passkey
 * is two factors in itself. The challenge is kept for this session only.
 */
export async function passkeyRegistrationOptions(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
) {
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw new AppError("unauthorized");
  const existing = await listPasskeys(deps.db, buyerId);
  if (existing.length >= MAX_PASSKEYS)
    throw new AppError("conflict", { messageKey: "security.passkeys.tooMany", vars: { max: MAX_PASSKEYS } });
  const { rpId } = relyingParty(deps.config);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rpId,
    userName: buyer.email,
    userDisplayName: buyer.name,
    userID: new TextEncoder().encode(buyer.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await insertChallenge(
    deps.db,
    {
      purpose: "register",
      challenge: options.challenge,
      sessionHash: hashSessionToken(sessionToken),
      buyerId,
    },
    CHALLENGE_SECONDS,
  );
  return { options: { ...options } };
}

/**
 * Checks the authenticator's answer against this session's challenge (taken, so it counts once), the
 * site's origin and RP ID, and user verification; stores the passkey. A first second factor of the
 * account signs every other session out, as a password change does: a session someone else may
 * hold was opened without it.
 */
export async function registerPasskey(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeySummary> {
  const sessionHash = hashSessionToken(sessionToken);
  const challenge = await takeRegistrationChallenge(deps.db, sessionHash, buyerId);
  if (!challenge) throw new AppError("conflict", { messageKey: "security.passkeys.expired" });
  const { origin, rpId } = relyingParty(deps.config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
  } catch {
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  const { credential } = verification.registrationInfo;
  const firstFactor = !(await hasSecondFactor(deps.db, buyerId));
  const stored = await inTransaction(deps.db, async (tx) => {
    const row = await insertPasskey(tx, {
      buyerId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports?.join(",") ?? null,
      name: input.name,
    });
    if (row && firstFactor) await deleteOtherSessions(tx, buyerId, sessionHash);
    return row;
  });
  if (!stored) throw new AppError("conflict", { messageKey: "security.passkeys.alreadyRegistered" });
  return toPasskeySummary(stored);
}

/**
 * Request options for proving it is the owner with one of the account's own passkeys (listed, so the
 * browser offers only those), with user verification; the challenge is kept for this session only.
 * What an account with neither password nor authenticator app re-authenticates with.
 */
export async function passkeyReauthOptions(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
) {
  const own = await listPasskeys(deps.db, buyerId);
  if (own.length === 0) throw unknownPasskey();
  const { rpId } = relyingParty(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: "required",
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    timeout: CHALLENGE_SECONDS * 1000,
  });
  await insertChallenge(
    deps.db,
    { purpose: "reauth", challenge: options.challenge, sessionHash: hashSessionToken(sessionToken), buyerId },
    CHALLENGE_SECONDS,
  );
  return { options: { ...options } };
}

const passkeyNotAccepted = () =>
  new AppError("rule_refused", {
    messageKey: "security.passkeys.reauthRefused",
    fields: { passkey: { key: "security.passkeys.reauthRefused" } },
  });

/**
 * The answer of one of the buyer's own passkeys to this session's re-authentication challenge (taken,
 * so it counts once). A signature cannot be guessed, so there is nothing to count tries of.
 */
async function checkPasskeyProof(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  response: AuthenticationResponseJSON,
) {
  const challenge = await takeRegistrationChallenge(
    deps.db,
    hashSessionToken(sessionToken),
    buyerId,
    "reauth",
  );
  if (!challenge) throw new AppError("conflict", { messageKey: "security.passkeys.expired" });
  const passkey = (await listPasskeys(deps.db, buyerId)).find((row) => row.credentialId === response.id);
  if (!passkey || !(await assertionHolds(deps, passkey, challenge, response))) throw passkeyNotAccepted();
}

/**
 * The owner proves it is them: the password, or a code from the app, or a recovery code, or one of
 * their passkeys.
 */
async function checkOwner(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  proof: PasskeyRemoveProof,
) {
  if (proof.passkey !== undefined) {
    await checkPasskeyProof(
      deps,
      buyerId,
      sessionToken,
      proof.passkey as unknown as AuthenticationResponseJSON,
    );
    return;
  }
  if (proof.password === undefined) {
    const field = proof.recovery_code !== undefined ? "recovery_code" : "code";
    await checkSecondFactor(deps, buyerId, proof, { wrong: wrongCodeInForm(field) });
    return;
  }
  const buyer = await findBuyerById(deps.db, buyerId);
  const attempt = await deps.limiter.hit(CHANGE_PASSWORD_PER_BUYER, buyerId);
  if (!attempt.allowed) throw tooManyRequests(attempt);
  if (!buyer?.passwordHash || !(await verifyPassword(proof.password, buyer.passwordHash))) {
    throw new AppError("rule_refused", {
      messageKey: "accounts.wrongOldPassword",
      fields: { password: { key: "accounts.wrongOldPassword" } },
    });
  }
  await deps.limiter.reset(CHANGE_PASSWORD_PER_BUYER, buyerId);
}

/**
 * Removes one of the buyer's passkeys after re-authentication; every other session ends. The last one
 * goes only while the account has another way in (a password, or Google for an account made with it):
 * without one, removing it would lock the owner out for good.
 */
export async function removePasskey(
  deps: AccountsDeps,
  buyerId: AuthorizedBuyerId,
  sessionToken: string,
  passkeyId: string,
  proof: PasskeyRemoveProof,
) {
  if (!UUID.test(passkeyId)) throw unknownPasskey();
  const own = await listPasskeys(deps.db, buyerId);
  if (!own.some((row) => row.id === passkeyId)) throw unknownPasskey();
  if (own.length === 1) {
    const buyer = await findBuyerById(deps.db, buyerId);
    if (!buyer?.passwordHash && buyer?.signInMethod !== "google")
      throw new AppError("rule_refused", { messageKey: "security.passkeys.lastWayIn" });
  }
  await checkOwner(deps, buyerId, sessionToken, proof);
  await inTransaction(deps.db, async (tx) => {
    if (!(await deletePasskey(tx, buyerId, passkeyId))) throw unknownPasskey();
    await deleteOtherSessions(tx, buyerId, hashSessionToken(sessionToken));
  });
  return { ok: true as const };
}
