import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
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

/**
 * The store has no room for the file (a full disk or a used-up quota). Nothing of it stays behind:
 * the caller answers "try again later" instead of a 500, and an operator frees space.
 */
export class MediaStorageFull extends Error {
  constructor(options?: ErrorOptions) {
    super("media storage is full", options);
    this.name = "MediaStorageFull";
  }
}

const NO_ROOM = new Set(["ENOSPC", "EDQUOT"]);

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
      try {
        await writeFile(temporary, body);
        await rename(temporary, target);
      } catch (error) {
        // A write cut short (the disk filled up mid-file) leaves the part written: removed, so no
        // half file takes the room that is left or is mistaken for an image later.
        await rm(temporary, { force: true }).catch(() => {});
        if (NO_ROOM.has((error as NodeJS.ErrnoException).code ?? ""))
          throw new MediaStorageFull({ cause: error });
        throw error;
      }
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
