import type { FastifyReply } from "fastify";

/**
 * A page whose event runs analytics says so with this header from its loader (which
 * ids: `ga4`, `pixel`); the SSR handler then opens exactly those hosts in that page's CSP and drops the
 * header. Every other page keeps the strict policy, so no analytics host can load anywhere else.
 */
export const PAGE_ANALYTICS_HEADER = "x-page-analytics";

type Provider = "ga4" | "pixel";

const SOURCES: Record<Provider, { script: string[]; connect: string[]; img: string[] }> = {
  // gtag.js and where GA4 sends its hits (regional collection endpoints included).
  ga4: {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ],
    img: ["https://www.googletagmanager.com", "https://www.google-analytics.com"],
  },
  // fbevents.js and the pixel's endpoint.
  pixel: {
    script: ["https://connect.facebook.net"],
    connect: ["https://connect.facebook.net", "https://www.facebook.com"],
    img: ["https://www.facebook.com"],
  },
};

export function parseProviders(value: string | null): Provider[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .filter((item): item is Provider => item === "ga4" || item === "pixel")
    .filter((item, index, all) => all.indexOf(item) === index);
}

/** The policy with the providers' hosts added to script-src, connect-src and img-src. */
export function openAnalyticsHosts(policy: string, providers: readonly Provider[]): string {
  if (providers.length === 0) return policy;
  const add = {
    "script-src": providers.flatMap((p) => SOURCES[p].script),
    "connect-src": providers.flatMap((p) => SOURCES[p].connect),
    "img-src": providers.flatMap((p) => SOURCES[p].img),
  };
  const directives = policy.split(";").map((part) => part.trim());
  for (const [name, sources] of Object.entries(add)) {
    const index = directives.findIndex((part) => part.split(/\s+/)[0] === name);
    if (index === -1) directives.push(`${name} 'self' ${sources.join(" ")}`);
    else directives[index] = `${directives[index]} ${sources.join(" ")}`;
  }
  return directives.filter(Boolean).join(";");
}

/**
 * Reads and removes the page's analytics header from a rendered response and widens the reply's CSP for
 * it. Returns the response to send (a copy without the header when the original's headers are frozen).
 */
export function applyPageAnalytics(reply: FastifyReply, response: Response): Response {
  const marker = response.headers.get(PAGE_ANALYTICS_HEADER);
  if (marker === null) return response;
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string")
    reply.header("content-security-policy", openAnalyticsHosts(policy, parseProviders(marker)));
  try {
    response.headers.delete(PAGE_ANALYTICS_HEADER);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.delete(PAGE_ANALYTICS_HEADER);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
