import { createHash, randomBytes } from "node:crypto";
import { normalRecoveryCode } from "#shared/contracts/accounts-security.ts";
import { base32Encode } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;

/**
 * 12 base32 characters (60 random bits), shown as `ABCD-EFGH-IJKL`. That much entropy makes a plain
 * SHA-256 enough at rest: unlike a password there is nothing to guess from, and a guess costs a
 * rate-limited request.
 */
export function newRecoveryCode(): string {
  const code = base32Encode(randomBytes(8)).slice(0, 12);
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalRecoveryCode(code)).digest("hex");
}
