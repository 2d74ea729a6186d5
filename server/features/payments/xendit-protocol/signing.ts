import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks signing on top of Xendit's static token: `webhook-signature: v1,<base64 HMAC-SHA256
 * over "{id}.{timestamp}.{body}">`, keyed with the callback token. A static token alone proves nothing
 * about the body; the signature makes a tampered body detectable.
 */
export function signCallback(token: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", token).update(`${id}.${timestamp}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/** Constant-time equality of two secrets of any length (hash first so lengths never leak or throw). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

export function verifySignature(
  token: string,
  id: string,
  timestamp: string,
  rawBody: Buffer,
  header: string,
): boolean {
  if (!/^[0-9]{1,12}$/.test(timestamp)) return false;
  const expected = createHmac("sha256", token)
    .update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), rawBody]))
    .digest("base64");
  // Several space-separated signatures are allowed (key rotation); any match passes.
  return header.split(" ").some((part) => part.startsWith("v1,") && secretsEqual(part.slice(3), expected));
}
