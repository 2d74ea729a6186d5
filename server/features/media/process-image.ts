import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { MAX_IMAGE_BYTES } from "#shared/media/image-limits.ts";
import { IMAGE_VARIANT_WIDTHS } from "#shared/media/image-urls.ts";

export { MAX_IMAGE_BYTES };
/** Each side at least this many pixels (a poster thumbnail smaller than this is unusable). */
export const MIN_IMAGE_SIDE = 64;
export const MAX_IMAGE_SIDE = 8000;
/** Decompression bombs: a tiny file that claims 50 000 x 50 000 pixels is refused before decoding. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageProblem = "empty" | "type" | "too_large" | "dimensions" | "unreadable";

export class ImageRejected extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

/** The format by its first bytes (magic numbers), never by the file name or the Content-Type. */
export function sniffImageType(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return null;
}

export interface ProcessedImage {
  /** SHA-256 of the organisation and the source bytes: the variants' names. */
  id: string;
  width: number;
  height: number;
  widths: number[];
  files: { key: string; body: Buffer; contentType: string }[];
}

/**
 * Checks and resizes an upload: type by magic bytes, size, pixel dimensions read from the header with
 * `limitInputPixels` (sharp refuses to decode past it), then WebP and JPEG variants at each width not
 * wider than the source. Re-encoding drops EXIF and every other metadata (sharp keeps none unless
 * asked). Nothing is written here: the caller stores the files only when all of them were made.
 */
export async function processImage(bytes: Buffer, organiserId: number): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ImageRejected("empty");
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageRejected("too_large");
  if (!sniffImageType(bytes)) throw new ImageRejected("type");
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" as const, sequentialRead: true };
  let metadata: Metadata;
  try {
    // The header only, no pixels decoded; sharp refuses a header past the pixel limit right here.
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new ImageRejected(
      /pixel limit/i.test(String((error as Error).message)) ? "dimensions" : "unreadable",
    );
  }
  const { width, height } = metadata;
  if (!width || !height) throw new ImageRejected("unreadable");
  if (width * height > MAX_IMAGE_PIXELS) throw new ImageRejected("dimensions");
  if (Math.min(width, height) < MIN_IMAGE_SIDE || Math.max(width, height) > MAX_IMAGE_SIDE)
    throw new ImageRejected("dimensions");
  if (!["jpeg", "png", "webp"].includes(metadata.format ?? "")) throw new ImageRejected("type");
  // Orientation is applied before EXIF goes, so a phone photo keeps its way up.
  const oriented = metadata.orientation && metadata.orientation > 1;
  const displayWidth = oriented && metadata.orientation! >= 5 ? height : width;
  const widths = IMAGE_VARIANT_WIDTHS.filter((w) => w <= displayWidth);
  if (widths.length === 0) widths.push(displayWidth as never);
  const id = createHash("sha256").update(`${organiserId}:`).update(bytes).digest("hex");
  const files: ProcessedImage["files"] = [];
  try {
    for (const variantWidth of widths) {
      const resized = () =>
        sharp(bytes, options).rotate().resize({ width: variantWidth, withoutEnlargement: true });
      const [webp, jpeg] = await Promise.all([
        resized().webp({ quality: 80 }).toBuffer(),
        resized().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      ]);
      files.push({ key: `${id}-${variantWidth}.webp`, body: webp, contentType: "image/webp" });
      files.push({ key: `${id}-${variantWidth}.jpg`, body: jpeg, contentType: "image/jpeg" });
    }
  } catch {
    throw new ImageRejected("unreadable");
  }
  const displayHeight = oriented && metadata.orientation! >= 5 ? width : height;
  return { id, width: displayWidth, height: displayHeight, widths: [...widths], files };
}
