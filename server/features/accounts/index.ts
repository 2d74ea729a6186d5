/** The accounts feature as other features and the composition root may use it: its public entry (ADR 0117). */
export { countIdentitiesToReencrypt, reencryptIdentities } from "./reencrypt-identities.ts";
