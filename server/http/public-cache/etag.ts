import { createHash } from "node:crypto";

/**
 * A strong entity tag of the bytes sent (22 characters of their SHA-1): it differs per language and
 * encoding, as the bytes do. `suffix` tells apart encodings of one page that share the page's tag.
 */
export function strongEtag(bytes: Buffer, suffix = ""): string {
  return `"${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}${suffix}"`;
}

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string | null): boolean {
  if (!etag || ifNoneMatch === undefined) return false;
  const value = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch;
  if (value.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return value.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
