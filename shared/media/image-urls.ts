/**
 * Where an uploaded image's variants are served: `/media/u/<sha256>-<width>.<webp|jpg>`. The name is
 * the content hash, so a URL never changes meaning and is cached for a year (`immutable`).
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;
export type ImageFormat = "webp" | "jpg";

export const UPLOADED_MEDIA_PREFIX = "/media/u/";

export function imageVariantUrl(id: string, width: number, format: ImageFormat): string {
  return `${UPLOADED_MEDIA_PREFIX}${id}-${width}.${format}`;
}

export function imageSrcset(id: string, widths: readonly number[], format: ImageFormat): string {
  return widths.map((width) => `${imageVariantUrl(id, width, format)} ${width}w`).join(", ");
}

/** The largest JPEG: the fallback `src`, and what Open Graph cards show. */
export function imageFallbackUrl(id: string, widths: readonly number[]): string {
  return imageVariantUrl(id, widths.at(-1) ?? IMAGE_VARIANT_WIDTHS[0], "jpg");
}
