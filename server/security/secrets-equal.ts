import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a secret given by a caller with the expected one in constant time, whatever their lengths
 * (both are hashed first, so a length difference leaks nothing and needs no separate check).
 */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
