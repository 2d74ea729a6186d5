import { createHash } from "node:crypto";

/**
 * Turning a page rendered for one anonymous visitor into bytes every anonymous visitor can get (ADR 0108).
 *
 * A render carries a per-response CSP nonce on its inline scripts. Replaying a nonce to everyone would
 * make it public and void the policy; writing a fresh one into every replay (what ADR 0106 did) makes
 * each response's bytes unique, so they cannot be compressed once and reused, and browsers, which all
 * ask for compression, fell through to a full pipeline plus brotli on every request. So the shared copy
 * drops the nonce and instead lists the SHA-256 of each inline script it carries (CSP Level 2 hash
 * sources): a script an attacker injects still matches no hash, and the bytes are the same for
 * everyone, compressed once per render (public-cache/encoded-body.ts).
 */

/** The hash source of an empty inline block: keeps 'unsafe-inline' ignored where a nonce did (CSP 3). */
const EMPTY_HASH = `'sha256-${sha256("")}'`;

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("base64");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** JSON data blocks (the page's schema.org JSON-LD) never run, so the policy need not list them. */
const DATA_BLOCK = /\stype\s*=\s*"application\/(ld\+)?json"/i;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** Hash sources of the scripts written in the page (not loaded from a src, which 'self' governs). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT))
    if (!/\ssrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
      hashes.add(`'sha256-${sha256(body)}'`);
  return [...hashes, EMPTY_HASH];
}

function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body = ""] of html.matchAll(INLINE_STYLE)) hashes.add(`'sha256-${sha256(body)}'`);
  return [...hashes, EMPTY_HASH];
}

export interface ShareablePage {
  html: string;
  /** The page's policy with each nonce source replaced by the hashes of the inline blocks it covered. */
  contentSecurityPolicy: string;
}

/**
 * The page without its nonces (attributes and any copy in the loader data), and the policy that lets
 * exactly its inline scripts and styles run. A policy without nonces is returned unchanged.
 */
export function toShareablePage(
  html: string,
  contentSecurityPolicy: string,
  nonces: { script: string; style: string },
): ShareablePage {
  let shared = html;
  let policy = contentSecurityPolicy;
  for (const nonce of [nonces.script, nonces.style]) {
    if (!nonce) continue;
    shared = shared.split(` nonce="${nonce}"`).join("").split(nonce).join("");
  }
  if (nonces.script)
    policy = policy.split(`'nonce-${nonces.script}'`).join(inlineScriptHashes(shared).join(" "));
  if (nonces.style)
    policy = policy.split(`'nonce-${nonces.style}'`).join(inlineStyleHashes(shared).join(" "));
  return { html: shared, contentSecurityPolicy: policy };
}
