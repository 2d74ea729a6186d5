/**
 * The check-in link is `/check-in/<slug>#k=<secret>`: the secret sits in the fragment, which browsers
 * never send to the server, so it stays out of access logs, proxies and Referer headers.
 */
export function secretFromHash(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, "")).get("k")?.trim();
  return secret ? secret : null;
}
