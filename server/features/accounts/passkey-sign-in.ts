import type { AuthenticationResponseJSON, AuthenticatorTransport } from "@simplewebauthn/server";
import { generateAuthenticationOptions, verifyAuthenticationResponse } from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { tooManyRequests } from "../rate-limits/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { type BuyerRow, findBuyerById } from "./data.ts";
import type { AccountsDeps } from "./deps.ts";
import {
  findPasskeyByCredentialId,
  insertChallenge,
  type PasskeyRow,
  recordPasskeyUse,
  takeSignInChallenge,
} from "./passkey-data.ts";
import { CHALLENGE_SECONDS, relyingParty } from "./passkey-relying-party.ts";
import { startSession } from "./start-session.ts";
import { PASSKEY_CEREMONIES_PER_IP } from "./throttles.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One answer for every refusal: which check failed would only help someone probing credentials. */
const refused = () => new AppError("unauthorized", { messageKey: "auth.passkey.refused" });
const expired = () => new AppError("unauthorized", { messageKey: "auth.passkey.expired" });

/**
 * Starts a passkey sign-in: request options with no credential list (the browser offers the passkeys
 * it holds for this site: discoverable credentials) and user verification required. The challenge is
 * kept under a ceremony id the answer must name.
 */
export async function passkeySignInOptions(deps: AccountsDeps, ip: string) {
  const counted = await deps.limiter.hit(PASSKEY_CEREMONIES_PER_IP, ip);
  if (!counted.allowed) throw tooManyRequests(counted);
  const { rpId } = relyingParty(deps.config);
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: "required",
    timeout: CHALLENGE_SECONDS * 1000,
  });
  const ceremonyId = await insertChallenge(
    deps.db,
    { purpose: "sign-in", challenge: options.challenge, sessionHash: null, buyerId: null },
    CHALLENGE_SECONDS,
  );
  return { ceremony_id: ceremonyId, options: { ...options } };
}

/**
 * Signs in with a passkey: the ceremony's challenge is taken (single use), the assertion checked
 * against the stored public key, the site's origin and RP ID, with user verification; the signature
 * counter must grow (when the authenticator keeps one). A verified passkey is both factors, so the
 * session is a full one even for an account with TOTP; a pending password sign-in in this browser
 * ends with it.
 */
export async function signInWithPasskey(
  deps: AccountsDeps,
  input: {
    ceremonyId: string;
    response: AuthenticationResponseJSON;
    userAgent: string | null;
    previousToken: string | null;
  },
): Promise<{ buyer: BuyerRow; token: string }> {
  const challenge = UUID.test(input.ceremonyId) ? await takeSignInChallenge(deps.db, input.ceremonyId) : null;
  if (!challenge) throw expired();
  const passkey = await findPasskeyByCredentialId(deps.db, input.response.id);
  if (!passkey) throw refused();
  // The user handle, when sent, is the id the passkey was made for: it must be this passkey's owner.
  const handle = input.response.response.userHandle;
  if (handle && safeText(handle) !== passkey.buyerId) throw refused();
  if (!(await assertionHolds(deps, passkey, challenge, input.response))) throw refused();
  const buyerId = passkey.buyerId as AuthorizedBuyerId;
  const buyer = await findBuyerById(deps.db, buyerId);
  if (!buyer) throw refused();
  const token = await inTransaction(deps.db, (tx) =>
    startSession(tx, { buyerId, userAgent: input.userAgent, previousToken: input.previousToken }),
  );
  return { buyer, token };
}

/**
 * Whether `response` is `passkey`'s signature over `challenge`, made for this site's origin and RP ID
 * with user verification, and its signature counter grows (when the authenticator keeps one); the new
 * counter is recorded, so the same answer never counts twice.
 */
export async function assertionHolds(
  deps: AccountsDeps,
  passkey: PasskeyRow,
  challenge: string,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const { origin, rpId } = relyingParty(deps.config);
  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: (passkey.transports?.split(",") ?? []) as AuthenticatorTransport[],
      },
    });
    if (!verification.verified) return false;
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return false;
  }
  return recordPasskeyUse(deps.db, passkey.id, passkey.counter, newCounter);
}

function safeText(base64url: string): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(isoBase64URL.toBuffer(base64url));
  } catch {
    return null;
  }
}
