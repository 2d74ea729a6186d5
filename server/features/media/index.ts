/** The media feature as other features may use it: its public entry (ADR 0117). */
export { MEDIA_KEY, MediaStorageFull, type MediaStore } from "./media-store.ts";
export {
  ImageRejected,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MIN_IMAGE_SIDE,
  type ProcessedImage,
  processImage,
  sniffImageType,
} from "./process-image.ts";
