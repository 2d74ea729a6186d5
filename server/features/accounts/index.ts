/** The accounts feature as other features and the composition root may use it: its public entry (ADR 0117). */

export { accountCreatedAt } from "./data.ts";
export { hashPassword } from "./password-hash.ts";
export { identitiesReencryptor } from "./reencrypt-identities.ts";
export { twoFactorSecretsReencryptor } from "./reencrypt-two-factor.ts";
export { cookieOptions } from "./session-cookie.ts";
export { hasConfirmedSecret as hasTwoFactor } from "./two-factor-data.ts";
