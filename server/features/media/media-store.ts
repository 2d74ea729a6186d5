import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * Where uploaded image files live: one interface, a local folder by default (`MEDIA_DIR`) or any
 * S3-compatible store (`S3_*`). Keys are content-hashed file names (`<sha256>-<width>.<ext>`), so a key
 * is written once and never changes meaning.
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

/** Keys the stores accept: what the image pipeline writes, nothing that could climb out of a folder. */
export const MEDIA_KEY = /^[a-f0-9]{64}-[0-9]{2,5}\.(webp|jpg)$/;

function checkedKey(key: string): string {
  if (!MEDIA_KEY.test(key)) throw new RangeError("invalid media key");
  return key;
}

export function localMediaStore(directory: string): MediaStore {
  const root = resolve(directory);
  return {
    kind: "local",
    async put(key, body) {
      await mkdir(root, { recursive: true });
      const target = join(root, checkedKey(key));
      // Written aside then renamed, so a reader never sees half a file.
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}
