import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { registerPageSecurityHeaders, type SecurityOptions } from "./security-headers.ts";
import { type CachedPage, type SsrMicroCache, toCachedPage, withNonce } from "./ssr-micro-cache.ts";

export type LoadContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext>;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/** Copies a rendered response to the reply: status, headers (cookies as a list), then the body. */
function sendResponse(reply: FastifyReply, response: Response, html?: string) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (html !== undefined) return reply.send(html);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}

/**
 * Offers a page just rendered for the micro-cache to the read fast path (ADR 0106), which replays it
 * with fresh nonces to cookie-less, uncompressed GETs of the same URL until the micro-cache would
 * render it again. Only renders for a visitor with no cookie at all are offered.
 */
function rememberForFastPath(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  html: string,
  ttlMs: number,
): void {
  const fastPath = request.server.readFastPath;
  if (!fastPath || request.method !== "GET" || request.raw.url === undefined) return;
  const headers: Record<string, string | number | readonly string[] | undefined> = { ...reply.getHeaders() };
  for (const [name, value] of page.headers) headers[name] = value;
  headers["x-micro-cache"] = "hit";
  fastPath.rememberPage(request.raw.url, { headers, html, nonces: reply.cspNonce }, ttlMs);
}

/**
 * Hands every non-API path to React Router's request handler. Bodies are passed through untouched
 * (React Router parses its own form posts), so this context has a catch-all raw content-type parser.
 */
export async function registerSsr(
  app: FastifyInstance,
  options: {
    build: ServerBuild;
    mode: string;
    /** Pages get the nonce-based CSP; the rest of the app keeps the fixed policy. */
    security: SecurityOptions;
    loadContext: LoadContextFactory;
    /** Anonymous pages reused for a second (see ssr-micro-cache.ts); omitted: every request renders. */
    microCache?: SsrMicroCache;
  },
): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await options.loadContext(request, reply);
    return { response: await handle(toWebRequest(request, reply), context), nonce: context.cspNonce };
  };
  await app.register(async (web) => {
    await registerPageSecurityHeaders(web, options.security);
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    web.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      handler: async (request, reply) => {
        // `/*` also matches API paths no API route claimed: those get the API's own 404/405 envelope.
        if (request.url.startsWith("/api/")) return reply.callNotFound();
        const cache = options.microCache;
        const key = cache?.keyFor(request) ?? null;
        if (!cache || key === null) return sendResponse(reply, (await render(request, reply)).response);

        // The fast path's refresh request renders the page again before the copy it serves expires.
        const refresh = request.server.readFastPath?.isRefresh(request.raw) ?? false;
        let page = refresh ? null : cache.get(key);
        let own: { response: Response; html?: string } | null = null;
        if (!page) {
          // A miss renders once; requests for the same URL arriving meanwhile reuse that render.
          page = await cache.fill(key, async () => {
            const rendered = await render(request, reply);
            if (rendered.response.status !== 200 || !rendered.response.body) {
              own = { response: rendered.response };
              return null;
            }
            const html = await rendered.response.text();
            own = { response: rendered.response, html };
            return toCachedPage(rendered.response.status, rendered.response.headers, html, rendered.nonce);
          });
        }
        const mine = own as { response: Response; html?: string } | null;
        if (mine && page && mine.html !== undefined && request.headers.cookie === undefined)
          rememberForFastPath(request, reply, page, mine.html, cache.ttlMs);
        if (mine) return sendResponse(reply.header("x-micro-cache", "miss"), mine.response, mine.html);
        if (!page) return sendResponse(reply, (await render(request, reply)).response);
        reply.status(page.status);
        for (const [name, value] of page.headers) reply.header(name, value);
        return reply.header("x-micro-cache", "hit").send(withNonce(page, reply.cspNonce.script));
      },
    });
  });
}
