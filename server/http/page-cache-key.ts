/**
 * Query parameters that ad platforms and newsletters add to shared links and no page reads. During a
 * ticket war most visitors arrive from such links (`?fbclid=…`, `?utm_source=instagram…`), each URL
 * unique: keyed by the raw URL, every one of them would miss the micro-cache and render the page.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|li_fat_id|mc_cid|mc_eid|_ga|_gl|yclid)$/i;

/**
 * The URL a page is cached under: the request's, minus tracking parameters (the rest keep their
 * order). A URL without any comes back as it is, so the common case costs one `indexOf`.
 */
export function pageCacheKey(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const kept = url
    .slice(queryStart + 1)
    .split("&")
    .filter((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape is not a tracking parameter: keep it, the page decides what it means
      }
      return pair !== "" && !TRACKING_PARAM.test(decoded);
    });
  const path = url.slice(0, queryStart);
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
