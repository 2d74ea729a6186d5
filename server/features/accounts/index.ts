/** The accounts feature as other features and the composition root may use it: its public entry (ADR 0117). */

export { accountCreatedAt } from "./data.ts";
/** A confirmed TOTP secret or a passkey: either satisfies an organisation that requires two-factor sign-in. */
export { hasSecondFactor as hasTwoFactor } from "./passkey-data.ts";
export { hashPassword } from "./password-hash.ts";
export { identitiesReencryptor } from "./reencrypt-identities.ts";
export { twoFactorSecretsReencryptor } from "./reencrypt-two-factor.ts";
export { cookieOptions } from "./session-cookie.ts";
