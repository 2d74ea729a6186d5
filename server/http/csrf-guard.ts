import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "./api-plugin.ts";
import { AppError } from "./app-error.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The origin a browser says the request came from: Origin, else the Referer's origin. */
function claimedOrigin(headers: IncomingHttpHeaders): URL | "unparseable" | null {
  const raw = single(headers.origin) ?? single(headers.referer);
  if (raw === undefined) return null;
  try {
    return new URL(raw);
  } catch {
    return "unparseable"; // includes Origin: null (sandboxed frames, some redirects)
  }
}

/**
 * Whether a browser marks the request as sent from another site: `Sec-Fetch-Site: cross-site`, or an
 * Origin (else Referer) that is neither the public site nor `host`, the host the request was sent to.
 * A request with neither header (curl, server-to-server, SSR's in-process calls) carries no ambient
 * browser credentials and is not.
 */
export function isCrossSite(headers: IncomingHttpHeaders, host: string, trustedOrigin: string): boolean {
  if (single(headers["sec-fetch-site"])?.toLowerCase() === "cross-site") return true;
  const origin = claimedOrigin(headers);
  if (origin === null) return false;
  if (origin === "unparseable") return true;
  return origin.origin !== trustedOrigin && origin.host !== host;
}

/**
 * Cross-site request forgery guard for the API. The session cookie is SameSite=Lax, which already
 * keeps it off cross-site POSTs in current browsers; this is the second, browser-independent layer
 * (OWASP "verify origin with standard headers"): a state-changing `/api/v1` request is refused with
 * 403 when the browser marks it `Sec-Fetch-Site: cross-site`, or when its Origin (or Referer) is
 * neither the public site nor the host the request was sent to. Requests with neither header (curl,
 * server-to-server, SSR's in-process calls) carry no ambient browser credentials and pass.
 */
export function registerCsrfGuard(app: FastifyInstance, publicBaseUrl: string): void {
  const trustedOrigin = new URL(publicBaseUrl).origin;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const path = request.routeOptions.url ?? request.url;
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) return done();
    done(isCrossSite(request.headers, request.host, trustedOrigin) ? new AppError("forbidden") : undefined);
  });
}
