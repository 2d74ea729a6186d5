import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePage } from "../../server/http/public-cache/encoded-body.ts";
import { toShareablePage } from "../../server/http/shareable-page.ts";

const SCRIPT_NONCE = "0123456789abcdef0123456789abcdef";
const STYLE_NONCE = "fedcba9876543210fedcba9876543210";
const POLICY = `default-src 'self';script-src 'self' 'nonce-${SCRIPT_NONCE}';style-src 'self' 'unsafe-inline' 'nonce-${STYLE_NONCE}'`;
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const EMPTY = hashOf("");

const RENDERED = [
  "<!DOCTYPE html><html><head>",
  `<link rel="modulepreload" href="/assets/entry.js" nonce="${SCRIPT_NONCE}"/>`,
  "</head><body><h1>Konser</h1>",
  `<script type="application/ld+json" nonce="${SCRIPT_NONCE}">{"@type":"Event"}</script>`,
  `<script nonce="${SCRIPT_NONCE}">window.__ctx={"cspNonce":"${SCRIPT_NONCE}"}</script>`,
  `<script nonce="${SCRIPT_NONCE}" type="module" async="">import("/assets/entry.js");</script>`,
  `<script src="/assets/extra.js" nonce="${SCRIPT_NONCE}"></script>`,
  "</body></html>",
].join("");

describe("a page shared with every anonymous visitor", () => {
  const shared = toShareablePage(RENDERED, POLICY, { script: SCRIPT_NONCE, style: STYLE_NONCE });

  it("carries no nonce, in attributes or in the loader data", () => {
    expect(shared.html).not.toContain(SCRIPT_NONCE);
    expect(shared.html).not.toContain("nonce=");
    expect(shared.html).toContain('window.__ctx={"cspNonce":""}');
    expect(shared.contentSecurityPolicy).not.toContain("nonce-");
  });

  it("lets exactly its own inline scripts run, by hash", () => {
    const scriptSrc = /script-src ([^;]*)/.exec(shared.contentSecurityPolicy)?.[1]?.split(" ");
    expect(scriptSrc).toEqual([
      "'self'",
      hashOf('window.__ctx={"cspNonce":""}'),
      hashOf('import("/assets/entry.js");'),
      EMPTY,
    ]);
    // A script injected into the page (say, through an unescaped field) matches none of them.
    expect(scriptSrc).not.toContain(hashOf("alert(document.cookie)"));
    // JSON-LD is data, not script: it needs no entry.
    expect(scriptSrc).not.toContain(hashOf('{"@type":"Event"}'));
  });

  it("keeps inline styles governed as the nonce did ('unsafe-inline' stays ignored)", () => {
    expect(shared.contentSecurityPolicy).toContain(`style-src 'self' 'unsafe-inline' ${EMPTY}`);
  });

  it("leaves a page rendered without nonces as it is", () => {
    const plain = toShareablePage("<p>hi</p>", "default-src 'self'", { script: "", style: "" });
    expect(plain).toEqual({ html: "<p>hi</p>", contentSecurityPolicy: "default-src 'self'" });
  });

  it("is compressed once into every encoding, each with its own tag", async () => {
    const encoded = await encodePage(Buffer.from(shared.html));
    expect(encoded.identity.toString()).toBe(shared.html);
    expect(gunzipSync(encoded.gzip).toString()).toBe(shared.html);
    expect(brotliDecompressSync(encoded.br).toString()).toBe(shared.html);
    expect(new Set(Object.values(encoded.etags)).size).toBe(3);
    expect((await encodePage(Buffer.from(shared.html))).etags).toEqual(encoded.etags);
  });
});
