/**
 * What a public answer tells caches outside this process. Browsers keep a read for 1 s (`max-age`), the
 * in-process life. A CDN in front of us may keep it as long (`s-maxage`, which shared caches take
 * instead of `max-age`) and serve it a little longer while it refetches (`stale-while-revalidate`).
 * Stock reads get the shortest grace so availability a buyer sees stays close to 1 s old; catalogue
 * reads change rarely and get more.
 */
export const CACHE_POLICY = {
  stock: "public, max-age=1, s-maxage=1, stale-while-revalidate=1",
  catalogue: "public, max-age=1, s-maxage=1, stale-while-revalidate=10",
} as const;

export type CachePolicy = keyof typeof CACHE_POLICY;

/**
 * A page shared by every visitor without a session (ADR 0108). Browsers revalidate each time
 * (`max-age=0`; the ETag makes that a 304), so a buyer who signs in never sees the anonymous copy
 * from their own cache; a CDN may share it for the page's 1 s, keyed by cookie as `Vary` says, so
 * a visitor with a session never gets it there either.
 */
export const SHARED_PAGE_POLICY = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";
export const SHARED_PAGE_VARY = "accept-encoding, cookie";
