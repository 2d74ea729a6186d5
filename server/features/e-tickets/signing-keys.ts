import { createPrivateKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { assembleCode, messageToSign, type TicketCodePayload } from "#shared/e-tickets/ticket-code.ts";
import type { DataCipher } from "../../security/data-cipher.ts";

/** A fresh Ed25519 key pair: the public key as raw base64url (what gates get), the private as PKCS#8. */
export function generateSigningKey(): { publicKey: string; privateKeyDer: Buffer } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const jwk = publicKey.export({ format: "jwk" });
  if (!jwk.x) throw new Error("Ed25519 public key has no x coordinate");
  return { publicKey: jwk.x, privateKeyDer: privateKey.export({ format: "der", type: "pkcs8" }) };
}

/**
 * The AES-GCM context binds a stored private key to its event and public key, so a ciphertext copied
 * onto another event's row fails to decrypt instead of signing that event's tickets.
 */
export function keyContext(eventId: number, publicKey: string): string {
  return `event-signing-key:${eventId}:${publicKey}`;
}

export function sealPrivateKey(cipher: DataCipher, eventId: number, publicKey: string, der: Buffer): string {
  return cipher.encrypt(der.toString("base64"), keyContext(eventId, publicKey));
}

export function openPrivateKey(
  cipher: DataCipher,
  key: { eventId: number; publicKey: string; privateKeyCiphertext: string },
): KeyObject {
  const der = Buffer.from(
    cipher.decrypt(key.privateKeyCiphertext, keyContext(key.eventId, key.publicKey)),
    "base64",
  );
  return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
}

/** Ed25519 is deterministic: the same ticket, version and key always give the same code. */
export function signTicketCode(privateKey: KeyObject, payload: TicketCodePayload): string {
  const signature = sign(null, messageToSign(payload), privateKey);
  return assembleCode(payload, new Uint8Array(signature));
}
