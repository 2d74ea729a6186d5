import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Standard Webhooks (https://www.standardwebhooks.com), the one signing module of the server: the
 * sandbox's payment callbacks use it, and so will outgoing organiser webhooks (ADR 0120).
 *
 * A secret is `whsec_` + base64 of random bytes; the HMAC-SHA256 key is those bytes, base64-decoded
 * (the `standardwebhooks` library's default, so `new Webhook(secret).verify(body, headers)` accepts
 * what this signs). A setting may hold several secrets separated by spaces: the first signs, any of
 * them verifies, which is how a secret is rotated without refusing callbacks already in flight.
 */
export const WEBHOOK_ID_HEADER = "webhook-id";
export const WEBHOOK_TIMESTAMP_HEADER = "webhook-timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "webhook-signature";
export const WEBHOOK_SECRET_PREFIX = "whsec_";
/** How far a timestamp may be from now, either way (the library's default). */
export const WEBHOOK_TOLERANCE_S = 300;

/** One secret: `whsec_`, then standard base64 of at least 16 bytes (at most 64). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{22,88}={0,2}$/;

/** The keys of a space-separated list of secrets, or null when any of them is not a `whsec_` secret. */
export function webhookKeys(secrets: string): Buffer[] | null {
  const parts = secrets.split(" ").filter(Boolean);
  if (parts.length === 0 || !parts.every((part) => WEBHOOK_SECRET_PATTERN.test(part))) return null;
  return parts.map((part) => Buffer.from(part.slice(WEBHOOK_SECRET_PREFIX.length), "base64"));
}

function keysOrThrow(secrets: string): Buffer[] {
  const keys = webhookKeys(secrets);
  // The message names the format, never the value.
  if (!keys) throw new Error("webhook secret is not a whsec_ secret (whsec_ + base64 of 16-64 bytes)");
  return keys;
}

function mac(key: Buffer, id: string, timestamp: string, body: Buffer): string {
  return createHmac("sha256", key)
    .update(Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body]))
    .digest("base64");
}

/** `v1,<base64 HMAC-SHA256 over "{id}.{timestamp}.{body}">`, keyed with the first secret. */
export function signWebhook(secrets: string, id: string, timestamp: number, body: string): string {
  const signing = keysOrThrow(secrets)[0] ?? Buffer.alloc(0);
  return `v1,${mac(signing, id, String(timestamp), Buffer.from(body, "utf8"))}`;
}

/** The three headers a webhook body is sent with. */
export function standardWebhookHeaders(input: {
  secrets: string;
  id: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
}): Record<string, string> {
  return {
    [WEBHOOK_ID_HEADER]: input.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(input.timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: signWebhook(input.secrets, input.id, input.timestamp, input.body),
  };
}

/**
 * Whether the headers sign exactly `rawBody` with one of `secrets`, within the timestamp window. Any of
 * several space-separated `v1,` signatures may match (the sender's rotation); other versions are ignored.
 */
export function verifyStandardWebhook(
  secrets: string,
  input: { id: string | undefined; timestamp: string | undefined; signature: string | undefined },
  rawBody: Buffer,
  now: Date,
): boolean {
  const { id, timestamp, signature } = input;
  if (!id || !timestamp || !signature || id.length > 200 || signature.length > 2_000) return false;
  if (!/^[0-9]{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_S) return false;
  const keys = webhookKeys(secrets);
  if (!keys) return false;
  const given = signature
    .split(" ")
    .filter((part) => part.startsWith("v1,"))
    .map((part) => Buffer.from(part.slice(3), "base64"));
  return keys.some((key) => {
    const expected = Buffer.from(mac(key, id, timestamp, rawBody), "base64");
    return given.some(
      (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
    );
  });
}
