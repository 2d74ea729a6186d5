/**
 * The check-in link is `/check-in/<slug>#k=<secret>`: the secret sits in the fragment, which browsers
 * never send to the server, so it stays out of access logs, proxies and Referer headers.
 */
export function secretFromHash(hash: string): string | null {
  const secret = new URLSearchParams(hash.replace(/^#/, "")).get("k")?.trim();
  return secret ? secret : null;
}

/**
 * A staff link also names its gate (`&g=`): the page fills the gate in. The server
 * records the link's own gate whatever is typed, so this is a convenience, not a trust decision.
 */
export function gateFromHash(hash: string): string | null {
  const gate = new URLSearchParams(hash.replace(/^#/, "")).get("g")?.trim();
  return gate ? gate.slice(0, 60) : null;
}
