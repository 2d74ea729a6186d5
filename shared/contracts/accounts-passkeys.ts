import { z } from "zod";
import { profileSchema } from "./accounts-profile.ts";

/**
 * Passkeys (WebAuthn). The options are what `@simplewebauthn/browser` hands to
 * `navigator.credentials`; the answers are its JSON encoding of the authenticator's response
 * (base64url fields), checked by the server against a challenge it keeps.
 */

const b64url = (max: number) => z.string().min(1).max(max);

/** Creation or request options for the browser (WebAuthn's JSON form); `challenge` is single-use. */
export const webauthnOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
});

/** The browser's answer to `navigator.credentials.create()`, as `startRegistration` encodes it. */
export const registrationResponseSchema = z.looseObject({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16384),
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/** The browser's answer to `navigator.credentials.get()`, as `startAuthentication` encodes it. */
export const authenticationResponseSchema = z.looseObject({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: z.string().max(256).optional(),
  }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

export const passkeyNameSchema = z.string().trim().min(1).max(60);

/** POST /auth-user/passkeys/options: creation options bound to this session. */
export const passkeyRegistrationOptionsSchema = z.object({ options: webauthnOptionsSchema });

/** POST /auth-user/passkeys: the answer to those options and the name the buyer gave it. */
export const passkeyRegisterBodySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string().meta({ description: "ISO 8601, UTC" }),
  last_used_at: z.string().nullable().meta({ description: "ISO 8601, UTC; null if never used to sign in" }),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySummarySchema) });
export const passkeyParamsSchema = z.object({ passkeyId: z.string().max(64) });

/**
 * Removing a passkey takes proof that the person at the keyboard is the owner, not just a session:
 * the account's password, or a code from the authenticator app, or an unused recovery code, or an
 * answer from one of the account's passkeys to `POST /auth-user/passkeys/reauth-options` (what an
 * account with neither password nor app has).
 */
export const passkeyRemoveBodySchema = z.union([
  z.object({ password: z.string().min(1).max(256) }),
  z.object({ code: z.string().min(1).max(16) }),
  z.object({ recovery_code: z.string().min(1).max(32) }),
  z.object({ passkey: authenticationResponseSchema }),
]);
export type PasskeyRemoveProof = {
  password?: string;
  code?: string;
  recovery_code?: string;
  passkey?: z.infer<typeof authenticationResponseSchema>;
};

/** POST /auth/passkey/options: request options for a discoverable credential, and the ceremony's id. */
export const passkeySignInOptionsSchema = z.object({
  ceremony_id: z.string(),
  options: webauthnOptionsSchema,
});

/** POST /auth/passkey: the answer to those options. */
export const passkeySignInBodySchema = z.object({
  ceremony_id: z.string().max(64),
  response: authenticationResponseSchema,
});
export const passkeySignedInSchema = z.object({ user: profileSchema });
