import { createHash, randomBytes } from "node:crypto";

/** Reset links live this long (spec: "sent, expired, re-request"; 30 minutes is our choice). */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

/** Only this is stored: a leaked table row cannot be turned back into a working link. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function isResetTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
