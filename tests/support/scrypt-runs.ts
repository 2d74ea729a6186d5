import type * as nodeCrypto from "node:crypto";

/** scrypt runs (a password hashed or verified) in this test process, once `countingScrypt` is mocked in. */
export const scryptRuns = { count: 0 };

/**
 * node:crypto with every scrypt call counted, for a test file's
 * `vi.mock("node:crypto", async (original) => (await import(...)).countingScrypt(await original()))`:
 * whether a request hashed is something a test can assert, where its duration is not.
 */
export function countingScrypt(real: typeof nodeCrypto) {
  const scrypt = new Proxy(real.scrypt, {
    apply(target, self, args) {
      scryptRuns.count++;
      return Reflect.apply(target, self, args);
    },
  });
  return { ...real, default: { ...real, scrypt }, scrypt };
}
