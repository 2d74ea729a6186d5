import type { UploadedImage } from "#shared/contracts/organizer.ts";
import { imageFallbackUrl, imageSrcset } from "#shared/media/image-urls.ts";
import { AppError } from "../../http/app-error.ts";
import {
  ImageRejected,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MediaStorageFull,
  type MediaStore,
  MIN_IMAGE_SIDE,
  processImage,
} from "../media/index.ts";
import type { OrganiserAccess } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { insertImage } from "./organizations-data.ts";

const PROBLEM_MESSAGES = {
  empty: { code: "validation_failed", key: "organizer.errors.imageEmpty" },
  type: { code: "unsupported_media_type", key: "organizer.errors.imageType" },
  too_large: { code: "payload_too_large", key: "organizer.errors.imageTooLarge" },
  dimensions: { code: "validation_failed", key: "organizer.errors.imageDimensions" },
  unreadable: { code: "validation_failed", key: "organizer.errors.imageUnreadable" },
} as const;

/** A full media disk is an operator's to free: the uploader is asked to try again in a few minutes. */
const STORAGE_FULL_RETRY_SECONDS = 300;

export function imageError(problem: keyof typeof PROBLEM_MESSAGES): AppError {
  const { code, key } = PROBLEM_MESSAGES[problem];
  return new AppError(code, {
    messageKey: key,
    vars: {
      max: problem === "too_large" ? MAX_IMAGE_BYTES / 1024 / 1024 : MAX_IMAGE_SIDE,
      min: MIN_IMAGE_SIDE,
    },
  });
}

export function toUploadedImage(id: string, width: number, height: number, widths: number[]): UploadedImage {
  return {
    id,
    width,
    height,
    url: imageFallbackUrl(id, widths),
    srcsetWebp: imageSrcset(id, widths, "webp"),
    srcsetJpeg: imageSrcset(id, widths, "jpg"),
  };
}

/**
 * Stores one uploaded image for the organisation: checked and resized first (nothing is written for a
 * refused file), then every variant put in the media store, then the row, so a row always points at
 * files that exist. The same bytes uploaded twice are the same image (content-hashed id).
 */
export async function uploadImage(
  deps: Pick<OrganizerDeps, "db">,
  media: MediaStore,
  access: OrganiserAccess,
  body: unknown,
): Promise<UploadedImage> {
  if (!Buffer.isBuffer(body)) throw imageError("empty");
  let processed: Awaited<ReturnType<typeof processImage>>;
  try {
    processed = await processImage(body, access.organiserId);
  } catch (error) {
    if (error instanceof ImageRejected) throw imageError(error.problem);
    throw error;
  }
  try {
    for (const file of processed.files) await media.put(file.key, file.body, file.contentType);
  } catch (error) {
    // No row is written, so nothing points at a variant that did not fit; the variants that did fit
    // are whole, content-addressed files the same upload reuses once there is room.
    if (error instanceof MediaStorageFull)
      throw new AppError("service_unavailable", {
        messageKey: "organizer.errors.imageStorageFull",
        headers: { "retry-after": String(STORAGE_FULL_RETRY_SECONDS) },
        cause: error,
      });
    throw error;
  }
  await insertImage(deps.db, {
    id: processed.id,
    organiserId: access.organiserId,
    width: processed.width,
    height: processed.height,
    variantWidths: processed.widths,
  });
  return toUploadedImage(processed.id, processed.width, processed.height, processed.widths);
}
