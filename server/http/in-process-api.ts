import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiTransport } from "#shared/contracts/load-context.ts";
import { API_PREFIX } from "./api-plugin.ts";
import { headerPairs, isPlainRead, responseFrom } from "./api-reads.ts";
import { injectIntoApp } from "./inject-into-app.ts";

const FORWARDED_HEADERS = ["cookie", "user-agent", "x-session-marker"] as const;

/**
 * The API as SSR loaders see it: a request injected straight into the same Fastify instance (no socket,
 * no serialization round trip through the network stack; still answered while a deploy drains, see
 * inject-into-app.ts), carrying the buyer's cookie so the API applies the same authorization as it
 * would to the browser.
 */
export function inProcessApi(app: FastifyInstance, request: FastifyRequest): ApiTransport {
  return async (path, init = {}) => {
    // A public read the pipeline already built and handed to the read fast path is the same bytes for
    // everyone, signed in or not: a render reuses them instead of running the pipeline again (a page's
    // loaders make several such reads; each was about a twentieth of a render's cost).
    if (isPlainRead(init)) {
      const stored = app.readFastPath?.storedRead(`${API_PREFIX}${path}`, init.locale ?? request.locale);
      if (stored) return storedResponse(stored);
    }
    const headers: Record<string, string> = {
      "accept-language": init.locale ?? request.locale,
      "x-request-id": request.id,
    };
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    if (init.body !== undefined) headers["content-type"] = "application/json";
    Object.assign(headers, init.headers);
    const response = await injectIntoApp(app, {
      method: (init.method ?? "GET") as "GET",
      url: `${API_PREFIX}${path}`,
      headers,
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

function storedResponse(stored: { headers: Record<string, string | number>; body: Buffer }): Response {
  return responseFrom(200, headerPairs(stored.headers), stored.body);
}
