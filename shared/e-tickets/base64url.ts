/**
 * base64url (RFC 4648 section 5, no padding) over bytes, with `btoa`/`atob` so the same code runs in
 * the browser and in Node (no Buffer in `shared/`).
 */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Null for anything that is not canonical base64url, so a code has exactly one spelling. */
export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const padded = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Non-zero unused trailing bits would give a second spelling of the same bytes: refuse it.
  return toBase64Url(bytes) === text ? bytes : null;
}
