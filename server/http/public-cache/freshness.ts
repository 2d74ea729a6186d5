/**
 * How long anything built from a public read may be served: 1 s from the start of the read (ADR 0102),
 * so stock a visitor sees is never older than that in this process. Pages rendered from such reads live
 * as long again (ADR 0106: a page's stock can be up to about 2 s old).
 */
export const PUBLIC_LIFE_MS = 1_000;

/**
 * When one request should rebuild a read's responses ahead of expiry: halfway through its life, as the
 * read cache's own refresh-ahead does, so the new read is usually ready before the old one expires.
 */
export function readRefreshAt(read: { readAt: number; freshUntil: number }): number {
  return (read.readAt + read.freshUntil) / 2;
}

/**
 * The same for a page: three quarters through its life. A render costs milliseconds of CPU (a JSON read
 * costs a query off the event loop), so pages are rebuilt about once per life rather than twice.
 */
export function pageRefreshAt(storedAt: number, lifeMs: number): number {
  return storedAt + lifeMs * 0.75;
}
