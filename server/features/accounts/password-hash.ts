import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { PASSWORD_MAX_LENGTH } from "#shared/validation/password.ts";

/**
 * scrypt at N = 2^17, r = 8, p = 1: the OWASP Password Storage Cheat Sheet's recommended minimum
 * (about 128 MiB and half a second per hash on this machine kind). Raise `log2N` here when hardware
 * allows: the parameters are stored with each hash, old hashes keep verifying and are upgraded at the
 * next successful login (`needsRehash`).
 */
export const SCRYPT_PARAMS = { log2N: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** Bounds for parameters read back from the database, so a corrupt row cannot ask for 64 GiB. */
const LIMITS = { log2N: [14, 20], r: [1, 16], p: [1, 4] } as const;

interface Params {
  log2N: number;
  r: number;
  p: number;
}

function scryptAsync(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  const N = 2 ** params.log2N;
  // Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function assertBounded(password: string): void {
  // The API refuses these before any use case runs; this guards other callers.
  if (password.length > PASSWORD_MAX_LENGTH) throw new RangeError("password longer than allowed");
}

/**
 * PHC string format, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64 without padding). The password is
 * NFC-normalised first (RFC 8265's OpaqueString), so "é" typed on a phone and on a laptop match.
 */
export async function hashPassword(password: string): Promise<string> {
  assertBounded(password);
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, SCRYPT_PARAMS);
  const { log2N, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${log2N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

function parse(encoded: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(encoded);
  if (!match) return null;
  const params = { log2N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  for (const name of ["log2N", "r", "p"] as const) {
    const [min, max] = LIMITS[name];
    if (params[name] < min || params[name] > max) return null;
  }
  return { params, salt: Buffer.from(match[4]!, "base64url"), key: Buffer.from(match[5]!, "base64url") };
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  assertBounded(password);
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await scryptAsync(password, stored.salt, stored.params);
  return key.length === stored.key.length && timingSafeEqual(key, stored.key);
}

/** True when a hash was made with weaker parameters than today's. */
export function needsRehash(encoded: string): boolean {
  const stored = parse(encoded);
  if (!stored) return true;
  const { params } = stored;
  return params.log2N < SCRYPT_PARAMS.log2N || params.r < SCRYPT_PARAMS.r || params.p < SCRYPT_PARAMS.p;
}

/**
 * Verified against when the e-mail is unknown (or has no password), so a login attempt costs the same
 * time either way and response times do not reveal who has an account. The password behind it is
 * random and was thrown away.
 */
export const DECOY_PASSWORD_HASH =
  "$scrypt$ln=17,r=8,p=1$Ss5t7QQlvb_nL_WBhSPllw$Lxi6edxPZS2YwmpHyWFrBrjkKs1APBB11AGccMm-sDw";
