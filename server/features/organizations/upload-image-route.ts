import { apiTable } from "#shared/contracts/api-table.ts";
import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { MAX_IMAGE_BYTES } from "../media/index.ts";
import { organizerDeps } from "./deps.ts";
import { defineOrganizerRoute } from "./organizer-route.ts";
import { imageError, uploadImage } from "./upload-image.ts";

/** The media types the upload takes (the bytes decide the real type: a PNG sent as JPEG is fine). */
export const UPLOAD_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "application/octet-stream",
] as const;

/** `/organizer/organizations/:orgId/images`: an editor uploads an image the organisation's pages use. */
export function uploadImageRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  const route = Object.assign(
    defineOrganizerRoute(services, apiTable.uploadImage, "editors", {
      summary:
        "Upload a poster, banner, logo or talent photo (JPEG, PNG or WebP, at most 5 MB): resized into WebP and JPEG variants, metadata stripped",
      tag: "organizer",
      successStatus: 201,
      successMessage: "organizer.messages.imageUploaded",
      handler: ({ access, request }) => uploadImage(deps, services.media, access, request.body),
    }),
    {
      rawBody: {
        mediaTypes: UPLOAD_MEDIA_TYPES,
        maxBytes: MAX_IMAGE_BYTES,
        tooLarge: () => imageError("too_large"),
      },
    },
  );
  return [route];
}
