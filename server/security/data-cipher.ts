import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Config } from "../config/env.ts";

const ALGORITHM = "aes-256-gcm";
const VERSION = "v1";

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

/**
 * Encrypts personal data at rest (identity numbers) with AES-256-GCM: a random 96-bit IV per value
 * and the authentication tag stored alongside, as `v1.<iv>.<tag>.<ciphertext>`. The context (for
 * example the owning row's id) is bound as associated data, so a ciphertext copied onto another
 * buyer's row fails to decrypt instead of showing them someone else's number.
 */
export interface DataCipher {
  encrypt(plaintext: string, context: string): string;
  decrypt(payload: string, context: string): string;
}

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new RangeError("AES-256 needs a 32-byte key");
  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    decrypt(payload, context) {
      const [version, iv, tag, ciphertext] = payload.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error("unrecognised ciphertext format");
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    },
  };
}
