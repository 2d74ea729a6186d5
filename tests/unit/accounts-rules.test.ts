import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { BUYER_LEVEL_THRESHOLDS, buyerLevel } from "../../server/features/accounts/buyer-level.ts";
import { wibYear } from "../../server/features/accounts/get-wrapped.ts";
import {
  DECOY_PASSWORD_HASH,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "../../server/features/accounts/password-hash.ts";
import { resetLink } from "../../server/features/accounts/reset-mail.ts";
import { secondsUntil, windowAt } from "../../server/features/rate-limits/policy.ts";
import { createDataCipher, dataEncryptionKey } from "../../server/security/data-cipher.ts";
import { BUYER_LEVELS } from "../../shared/contracts/accounts-wrapped.ts";

describe("password hashing (scrypt)", () => {
  it("stores the parameters with the hash (N = 2^17, r = 8, p = 1) and a random salt", async () => {
    expect(SCRYPT_PARAMS).toEqual({ log2N: 17, r: 8, p: 1 });
    const [first, second] = await Promise.all([hashPassword("rahasia-123"), hashPassword("rahasia-123")]);
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("rahasia-123", first)).toBe(true);
    expect(await verifyPassword("rahasia-124", first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
    // Four scrypt runs at N = 2^17 on a busy 2-core machine can pass vitest's default 5 s.
  }, 30_000);

  it("verifies hashes made with other parameters and flags weaker ones for an upgrade", async () => {
    // Made with ln=14 (what an older, cheaper setting would have stored).
    const weaker = "$scrypt$ln=14,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$Tz8Ybbxg2jW5jM6Qy0C4Vqgq9qxBTdQz8J4gXU5oQrs";
    expect(needsRehash(weaker)).toBe(true);
    expect(await verifyPassword("whatever", weaker)).toBe(false);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("refuses corrupt or absurd stored parameters instead of allocating for them", async () => {
    expect(await verifyPassword("x", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
  });

  it("refuses passwords over 128 characters before hashing", async () => {
    await expect(hashPassword("a".repeat(129))).rejects.toThrow(RangeError);
    await expect(verifyPassword("a".repeat(10_240), DECOY_PASSWORD_HASH)).rejects.toThrow(RangeError);
  });

  it("the decoy hash is a well-formed current hash (so it costs what a real one costs)", () => {
    expect(needsRehash(DECOY_PASSWORD_HASH)).toBe(false);
  });
});

describe("data encryption (AES-256-GCM)", () => {
  const cipher = createDataCipher(Buffer.alloc(32, 7));

  it("round-trips and never stores the plaintext, with a fresh IV each time", () => {
    const one = cipher.encrypt("3273011705980001", "buyers.identity:a");
    const two = cipher.encrypt("3273011705980001", "buyers.identity:a");
    expect(one).not.toContain("3273011705980001");
    expect(one).not.toBe(two);
    // Versioned and naming its key, so a rotation knows what is left to re-encrypt.
    expect(one.startsWith(`v2.${cipher.activeKeyId}.`)).toBe(true);
    expect(cipher.decrypt(one, "buyers.identity:a")).toBe("3273011705980001");
  });

  it("refuses a ciphertext moved to another row, tampered with, or under another key", () => {
    const sealed = cipher.encrypt("3273011705980001", "buyers.identity:a");
    expect(() => cipher.decrypt(sealed, "buyers.identity:b")).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() =>
      cipher.decrypt([...parts.slice(0, 3), body.toString("base64url")].join("."), "buyers.identity:a"),
    ).toThrow();
    expect(() => createDataCipher(Buffer.alloc(32, 8)).decrypt(sealed, "buyers.identity:a")).toThrow();
  });

  it("needs DATA_ENCRYPTION_KEY in production and a 32-byte base64 key when given", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /DATA_ENCRYPTION_KEY: required in production/,
    );
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(dataEncryptionKey(loadConfig({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: key }))).toEqual(
      Buffer.alloc(32, 1),
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: Buffer.alloc(16).toString("base64") })).toThrow(
      /32 random bytes/,
    );
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "not base64 at all!" })).toThrow(/32 random bytes/);
    // Outside production a fixed development key keeps a fresh checkout working.
    expect(dataEncryptionKey(loadConfig({}))).toHaveLength(32);
  });
});

describe("buyer level", () => {
  it("covers every level, ascending by events attended", () => {
    expect(BUYER_LEVEL_THRESHOLDS.map(([level]) => level).reverse()).toEqual([...BUYER_LEVELS]);
    expect([0, 1, 2, 3, 5, 6, 11, 12, 19, 20, 500].map((events) => buyerLevel(events))).toEqual([
      "new_audience_member",
      "casual_fan",
      "casual_fan",
      "crowd_filler",
      "crowd_filler",
      "concert_enthusiast",
      "concert_enthusiast",
      "stage_diver",
      "stage_diver",
      "all_access_junkie",
      "all_access_junkie",
    ]);
  });
});

describe("time windows", () => {
  it("the wrapped year is the WIB calendar year", () => {
    const newYearWib = wibYear(new Date("2026-12-31T17:00:00Z"));
    expect(newYearWib.year).toBe(2027);
    expect(newYearWib.from.toISOString()).toBe("2026-12-31T17:00:00.000Z");
    expect(newYearWib.to.toISOString()).toBe("2027-12-31T17:00:00.000Z");
    expect(wibYear(new Date("2026-12-31T16:59:59Z")).year).toBe(2026);
  });

  it("rate-limit windows are aligned, so every process agrees on them", () => {
    const policy = { name: "x", limit: 5, windowSeconds: 900 };
    const window = windowAt(policy, new Date("2026-11-21T10:07:30Z"));
    expect(window.start.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    expect(window.end.toISOString()).toBe("2026-11-21T10:15:00.000Z");
    expect(secondsUntil(window.end, new Date("2026-11-21T10:07:30Z"))).toBe(450);
    expect(secondsUntil(window.end, window.end)).toBe(1);
  });
});

describe("reset link", () => {
  it("points at the ForgetPassword page, under /en for English", () => {
    expect(resetLink("https://tiketin.id/", "id", "abc")).toBe(
      "https://tiketin.id/forget-password?token=abc",
    );
    expect(resetLink("https://tiketin.id", "en", "abc")).toBe(
      "https://tiketin.id/en/forget-password?token=abc",
    );
  });
});
