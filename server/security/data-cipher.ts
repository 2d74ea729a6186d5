import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Config } from "../config/env.ts";

const ALGORITHM = "aes-256-gcm";
/** `v2.<key id>.<iv>.<tag>.<ciphertext>`; `v1.<iv>.<tag>.<ciphertext>` (no key id) is still read. */
const VERSION = "v2";
const LEGACY_VERSION = "v1";

/**
 * Outside production only: a fixed, public key so development and test databases work with no setup.
 * Data encrypted with it is as good as plaintext, which is why production refuses to start without
 * DATA_ENCRYPTION_KEY (server/config/env.ts).
 */
const DEVELOPMENT_KEY = createHash("sha256").update("tiketin development data key").digest();

export function dataEncryptionKey(config: Pick<Config, "DATA_ENCRYPTION_KEY" | "NODE_ENV">): Buffer {
  if (config.DATA_ENCRYPTION_KEY) return Buffer.from(config.DATA_ENCRYPTION_KEY, "base64");
  if (config.NODE_ENV === "production") throw new Error("DATA_ENCRYPTION_KEY is required in production");
  return DEVELOPMENT_KEY;
}

/** Keys that still decrypt while a rotation moves their data to the active key (comma-separated base64). */
export function previousDataEncryptionKeys(config: Pick<Config, "DATA_ENCRYPTION_PREVIOUS_KEYS">): Buffer[] {
  return (config.DATA_ENCRYPTION_PREVIOUS_KEYS ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "")
    .map((value) => Buffer.from(value, "base64"));
}

/**
 * A key's public name, stored in every ciphertext so a reader knows which key to use and a rotation
 * knows what is left to do. A one-way digest: it names the key without revealing anything of it.
 */
export function dataKeyId(key: Buffer): string {
  return createHash("sha256").update("tiketin data key id\0").update(key).digest("base64url").slice(0, 10);
}

/** A ciphertext that is not ours, was altered, was moved to another record, or whose key is gone. */
export class UnreadableCiphertextError extends Error {
  override name = "UnreadableCiphertextError";
}

/**
 * Encrypts personal data at rest (identity numbers, health answers, signing keys) with AES-256-GCM: a
 * random 96-bit IV per value and the authentication tag stored alongside. The context (for example
 * the owning row's id) is bound as associated data, so a ciphertext copied onto another buyer's row
 * or ticket fails to decrypt instead of showing them someone else's answers.
 *
 * Rotation: the active key encrypts; previous keys only decrypt. `isCurrent` tells a rotation which
 * values still need re-encrypting (scripts/rotate-data-key.ts).
 */
export interface DataCipher {
  readonly activeKeyId: string;
  /** What every value under the active key starts with (`v2.<active key id>.`), for SQL filters. */
  readonly currentPrefix: string;
  encrypt(plaintext: string, context: string): string;
  /** Throws UnreadableCiphertextError (never the plaintext or the key) when it cannot. */
  decrypt(payload: string, context: string): string;
  /** Encrypted with the active key in the current format. */
  isCurrent(payload: string): boolean;
}

export function createDataCipher(activeKey: Buffer, previousKeys: readonly Buffer[] = []): DataCipher {
  for (const key of [activeKey, ...previousKeys]) {
    if (key.length !== 32) throw new RangeError("AES-256 needs a 32-byte key");
  }
  const activeKeyId = dataKeyId(activeKey);
  const currentPrefix = `${VERSION}.${activeKeyId}.`;
  const keys = new Map([activeKey, ...previousKeys].map((key) => [dataKeyId(key), key] as const));
  const open = (key: Buffer, iv: string, tag: string, ciphertext: string, context: string) => {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  };
  return {
    activeKeyId,
    currentPrefix,
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, activeKey, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
      return [VERSION, activeKeyId, ...parts].join(".");
    },
    decrypt(payload, context) {
      const parts = typeof payload === "string" ? payload.split(".") : [];
      if (parts[0] === VERSION && parts.length === 5) {
        const [, keyId = "", iv = "", tag = "", ciphertext = ""] = parts;
        const key = keys.get(keyId);
        if (!key) throw new UnreadableCiphertextError(`no data key with id ${keyId} is configured`);
        try {
          return open(key, iv, tag, ciphertext, context);
        } catch {
          throw new UnreadableCiphertextError("ciphertext was altered or belongs to another record");
        }
      }
      if (parts[0] === LEGACY_VERSION && parts.length === 4) {
        // Written before key ids: whichever configured key authenticates it is the one.
        const [, iv = "", tag = "", ciphertext = ""] = parts;
        for (const key of keys.values()) {
          try {
            return open(key, iv, tag, ciphertext, context);
          } catch {}
        }
        throw new UnreadableCiphertextError(
          "ciphertext was altered, belongs to another record, or its key is gone",
        );
      }
      throw new UnreadableCiphertextError("unrecognised ciphertext format");
    },
    isCurrent(payload) {
      return payload.startsWith(currentPrefix);
    },
  };
}

/** The configured keyring: DATA_ENCRYPTION_KEY encrypts, DATA_ENCRYPTION_PREVIOUS_KEYS still decrypt. */
export function dataCipherFromConfig(
  config: Pick<Config, "DATA_ENCRYPTION_KEY" | "DATA_ENCRYPTION_PREVIOUS_KEYS" | "NODE_ENV">,
): DataCipher {
  return createDataCipher(dataEncryptionKey(config), previousDataEncryptionKeys(config));
}
