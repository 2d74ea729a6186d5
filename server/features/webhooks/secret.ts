import { randomBytes } from "node:crypto";
import type { DataCipher } from "../../security/data-cipher.ts";

/** The cipher context of an endpoint's secret: bound to the endpoint, so a copied value will not open. */
export const webhookSecretContext = (endpointId: number) => `webhook_endpoints.secret:${endpointId}`;

/** A fresh Standard Webhooks secret: `whsec_` + base64 of 24 random bytes (ADR 0120). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

export function sealSecret(cipher: DataCipher, endpointId: number, secret: string): string {
  return cipher.encrypt(secret, webhookSecretContext(endpointId));
}

export function openSecret(cipher: DataCipher, endpointId: number, ciphertext: string): string {
  return cipher.decrypt(ciphertext, webhookSecretContext(endpointId));
}
