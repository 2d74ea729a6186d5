import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { idempotencyKeySchema } from "#shared/contracts/checkout.ts";
import { AppError } from "./app-error.ts";

/**
 * Idempotency for every state-changing call that takes a key (holds, orders): where the key comes
 * from, what "the same request" means, and what a reused key with another request answers.
 */

/** The key from the body, else from the `Idempotency-Key` header (400 when malformed). */
export function idempotencyKey(request: FastifyRequest, fromBody: string | undefined): string | null {
  if (fromBody) return fromBody;
  const header = request.headers["idempotency-key"];
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw new AppError("invalid_header");
  return parsed.data;
}

/** The fingerprint a stored answer is kept with: the request normalised by the caller, hashed. */
export function requestFingerprint(normalised: unknown): string {
  return createHash("sha256").update(JSON.stringify(normalised)).digest("hex");
}

/**
 * A key already used: the first answer is replayed only for the same request; another request with
 * the same key gets the caller's 422 (`mismatch`), never the first buyer's answer to another body.
 */
export function assertSameRequest(
  storedFingerprint: string | null,
  fingerprint: string,
  mismatch: () => Error,
) {
  if (storedFingerprint !== fingerprint) throw mismatch();
}
