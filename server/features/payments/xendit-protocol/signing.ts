import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Constant-time equality of two secrets of any length (hash first so lengths never leak or throw). Used
 * for Xendit's own schemes, which compare raw strings: the `x-callback-token` header and the API key.
 * Body signatures are Standard Webhooks (`server/http/standard-webhooks.ts`, ADR 0120).
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
