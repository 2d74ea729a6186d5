import type { DataCipher } from "../../security/data-cipher.ts";

/** The cipher context binds a sealed secret to its row: copied into another row, it does not open. */
export function secretContext(secretId: string): string {
  return `two_factor_secrets.secret:${secretId}`;
}

export function sealSecret(cipher: DataCipher, secretId: string, secret: string): string {
  return cipher.encrypt(secret, secretContext(secretId));
}

export function openSecret(cipher: DataCipher, row: { id: string; sealedSecret: string }): string {
  return cipher.decrypt(row.sealedSecret, secretContext(row.id));
}
