import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { apiResponseHead, HSTS } from "./api-response-head.ts";

export interface SecurityOptions {
  https: boolean;
  googleSignIn: boolean;
}

const REFERRER_POLICY = "strict-origin-when-cross-origin" as const;

// The Google sign-in popup reports back to this window; plain same-origin would cut it off.
const coopPolicy = (options: SecurityOptions) =>
  options.googleSignIn ? ("same-origin-allow-popups" as const) : ("same-origin" as const);

/**
 * Helmet's settings for pages (the renderer needs its per-response nonces). Three of helmet's defaults
 * are left off because no browser we serve reads them: `X-XSS-Protection: 0` switches off an XSS
 * auditor no current browser has, `X-Download-Options` is Internet Explorer 8's, and
 * `X-Permitted-Cross-Domain-Policies` is for Flash. Each header line is work for every client on every
 * page; during a ticket war the cached page's throughput is set by its header lines as much as by its
 * bytes (ADR 0112).
 */
const pageHelmet = (options: SecurityOptions) => ({
  strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: coopPolicy(options) },
  referrerPolicy: { policy: REFERRER_POLICY },
  xXssProtection: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
});

/**
 * Headers every other non-page response gets (health probes, assets, media, the sitemap, the API docs
 * page): the ones that protect a response that is not a page. Content sniffing off, no framing, no
 * scripts, no cross-origin reads, a referrer policy, and HSTS on https. The policy allows images and
 * styles because a poster (SVG) opened on its own is a document that draws with them. Computed once
 * and set with one hook: helmet's per-request work and its document-only headers (COOP,
 * Origin-Agent-Cluster, DNS prefetch) cost a third of a cached read's throughput and protect nothing on
 * JSON or an image (ADR 0108). Documents get `documentHeaders` too.
 */
export function resourceSecurityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const csp = [
    "default-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'none'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join(";");
  return Object.freeze({
    "content-security-policy": csp,
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": REFERRER_POLICY,
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    ...(options.https ? { "strict-transport-security": HSTS } : {}),
  });
}

/** What a document served outside the page renderer (the API docs page) adds to the resource headers. */
export function documentHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  return Object.freeze({
    "cross-origin-opener-policy": coopPolicy(options),
    "origin-agent-cluster": "?1",
    "x-dns-prefetch-control": "off",
  });
}

/**
 * Sets the resource headers on every response, or the API's on the URLs `isApiAnswer` names (JSON
 * only: a document under the API's prefix, like its docs page, must not be named). The API's come from
 * its response head (api-response-head.ts), which the read fast path writes its live answers from too.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityOptions,
  isApiAnswer: (url: string) => boolean,
): void {
  const resource = Object.entries(resourceSecurityHeaders(options));
  const api = apiResponseHead(options).security;
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, as helmet does: the pages' helmet (in the SSR context, later) then replaces
    // these with the document policy, where reply headers would have overridden it.
    for (const [name, value] of isApiAnswer(request.url) ? api : resource) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The HTML pages' policy, registered inside the SSR context only: scripts from our origin plus a
 * per-response nonce, which the SSR handler passes to React Router for its inline hydration scripts.
 */
export async function registerPageSecurityHeaders(
  web: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await web.register(helmet, {
    ...pageHelmet(options),
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Google Identity Services' script, popup frame and token endpoint, only when Google sign-in is on.
        scriptSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/client")],
        frameSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/")],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", ...google(options, "https://accounts.google.com/gsi/")],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
}

function google(options: { googleSignIn: boolean }, source: string): string[] {
  return options.googleSignIn ? [source] : [];
}
