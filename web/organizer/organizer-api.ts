import { useMemo } from "react";
import { API_OPERATIONS } from "#shared/contracts/all-operations.ts";
import { SESSION_MARKER_HEADER } from "#shared/contracts/headers.ts";
import type { UploadedImage } from "#shared/contracts/organizer.ts";
import {
  type ApiClient,
  ApiError,
  browserTransport,
  createApiClient,
  envelopeOf,
} from "../lib/api-client.ts";
import { useLocale } from "../lib/i18n.tsx";
import { isRecord } from "../lib/narrow.ts";
import { sessionMarker } from "../lib/stored-state.ts";

/**
 * The API client of the workspace's event handlers. Unlike the buyer pages' client, a 403 here (a role
 * that may not do something) does not reset the buyer's stored cart and forms: it is an answer, not a
 * lost session.
 */
export function useOrganizerApi(): ApiClient {
  const locale = useLocale();
  return useMemo(
    () => createApiClient({ locale, transport: browserTransport(sessionMarker), operations: API_OPERATIONS }),
    [locale],
  );
}

/** Sends a file as the raw body of the upload operation; the server reads its type from its bytes. */
export async function uploadImageFile(
  orgId: number,
  kind: "poster" | "banner" | "logo" | "talent",
  file: File,
  locale: string,
): Promise<UploadedImage> {
  const path = API_OPERATIONS.uploadImage.path.replace(":orgId", String(orgId));
  const type = ["image/jpeg", "image/png", "image/webp"].includes(file.type)
    ? file.type
    : "application/octet-stream";
  const response = await fetch(`/api/v1${path}?kind=${kind}`, {
    method: "POST",
    headers: { "content-type": type, "accept-language": locale, [SESSION_MARKER_HEADER]: sessionMarker() },
    credentials: "same-origin",
    body: file,
  });
  const payload = envelopeOf(await response.json().catch(() => null));
  const image = payload.ok ? uploadedImageOf(payload.data) : null;
  if (image) return image;
  throw new ApiError(payload.message ?? String(response.status), payload.code ?? "network", response.status);
}

/** The upload's answer, read property by property (this call bypasses the typed client). */
function uploadedImageOf(data: unknown): UploadedImage | null {
  if (!isRecord(data)) return null;
  const { id, width, height, url, srcsetWebp, srcsetJpeg } = data;
  return typeof id === "string" &&
    typeof width === "number" &&
    typeof height === "number" &&
    typeof url === "string" &&
    typeof srcsetWebp === "string" &&
    typeof srcsetJpeg === "string"
    ? { id, width, height, url, srcsetWebp, srcsetJpeg }
    : null;
}
