import { createHash, randomBytes } from "node:crypto";

/** A transfer's claim link works this long; after that, verifying the address still delivers the ticket. */
export const CLAIM_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newClaimToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashClaimToken(token) };
}

/** Only this is stored: a leaked row cannot be turned back into a working link. */
export function hashClaimToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isClaimTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
