import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { applyPageAnalytics } from "./analytics-policy.ts";
import { readBody } from "./body-limits.ts";
import { pickEncoding } from "./public-cache/content-encoding.ts";
import { type EncodedPage, encodePage } from "./public-cache/encoded-body.ts";
import { etagMatches } from "./public-cache/etag.ts";
import type { RenderPool } from "./render-pool.ts";
import { registerPageSecurityHeaders, type SecurityOptions } from "./security-headers.ts";
import { type CachedPage, type SsrMicroCache, toCachedPage } from "./ssr-micro-cache.ts";

export type LoadContextFactory = (request: FastifyRequest, reply: FastifyReply) => Promise<AppLoadContext>;

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const { url, headers } = requestLine(request);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers: new Headers(headers),
    signal: controller.signal,
    ...(hasBody && Buffer.isBuffer(request.body) ? { body: request.body } : {}),
  } as RequestInit);
}

/** The request's absolute URL and its headers as pairs (a repeated header keeps each value). */
function requestLine(request: FastifyRequest): { url: string; headers: [string, string][] } {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, item]);
  }
  return { url: `${request.protocol}://${request.host}${request.url}`, headers };
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
 * A micro-cached page in the best encoding the request accepts, or 304 when it already has it. A page's
 * first reuse has it compressed (a page asked for once, a crawler's or a miss, never pays for that), and
 * requests arriving meanwhile wait the few milliseconds for those bytes rather than each compressing.
 */
async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  remainingMs: () => number,
) {
  const encoded = page.encoded ?? (await shareWithEveryone(request, page, remainingMs));
  reply.status(page.status).headers(page.headers).header("x-micro-cache", "hit");
  const encoding = pickEncoding(request.headers["accept-encoding"]);
  const etag = encoded.etags[encoding];
  reply.header("etag", etag);
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(encoded[encoding]);
}

/**
 * Compresses a micro-cached page once, off the event loop, and offers it to the read fast path
 * (ADR 0106), which replays it to cookie-less GETs of the same URL for the rest of its life. Only pages
 * rendered for a visitor with no cookie at all are offered.
 */
function shareWithEveryone(
  request: FastifyRequest,
  page: CachedPage,
  remainingMs: () => number,
): Promise<EncodedPage> {
  page.encoding ??= encodePage(page.html).then((encoded) => {
    page.encoded = encoded;
    if (page.cookieless)
      request.server.readFastPath?.rememberPage(
        page.url,
        { headers: { ...page.headers, "x-micro-cache": "hit" }, encoded },
        // Asked when the bytes are ready, not before: compressing takes time (more under load), and
        // the copy must expire with its render, not that long after it.
        remainingMs(),
      );
    return encoded;
  });
  return page.encoding;
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
    /** Render threads for GET and HEAD (ADR 0111); omitted: every render runs on this thread. */
    renderPool?: RenderPool;
  },
): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  const pool = options.renderPool;
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = await renderPage(request, reply);
    return { ...rendered, response: applyPageAnalytics(reply, rendered.response) };
  };
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const context = await options.loadContext(request, reply);
    const inThisThread = () => handle(toWebRequest(request, reply), context);
    const method = request.method;
    if (!pool || (method !== "GET" && method !== "HEAD"))
      return { response: await inThisThread(), nonce: context.cspNonce };
    const response = await pool
      .render({ ...requestLine(request), locale: request.locale, method, context })
      .catch((error: unknown) => {
        // A worker that died mid-render (its replacement is on the way) costs this page a render here.
        request.log.warn({ err: error }, "render worker failed; rendering on the main thread");
        return inThisThread();
      });
    return { response, nonce: context.cspNonce };
  };
  await app.register(async (web) => {
    await registerPageSecurityHeaders(web, options.security);
    web.removeAllContentTypeParsers();
    // Form posts are read within the app's body limit like every other body (body-limits.ts).
    web.addContentTypeParser("*", (request, payload, done) => readBody(request, payload, done));
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
        const cached = refresh ? null : cache.get(key);
        if (cached) return sendCachedPage(request, reply, cached, () => cache.remainingMs(key, cached));

        // A miss renders once; requests for the same URL arriving meanwhile reuse that render.
        let own: { response: Response; html?: string } | null = null;
        const page = await cache.fill(key, async () => {
          const { response } = await render(request, reply);
          if (response.status !== 200 || !response.body) {
            own = { response };
            return null;
          }
          const html = await response.text();
          own = { response, html };
          const page = toCachedPage(
            { status: response.status, headers: response.headers, html },
            { headers: reply.getHeaders(), nonces: reply.cspNonce },
            { url: key, cookieless: request.headers.cookie === undefined },
          );
          // A refresh is for a page in demand: its shared copy is built now, before the old one expires.
          if (page && refresh) void shareWithEveryone(request, page, () => cache.remainingMs(key, page));
          return page;
        });
        // The renderer answers with its own render (its nonces); the others with the shared copy.
        const mine = own as { response: Response; html?: string } | null;
        if (mine) return sendResponse(reply.header("x-micro-cache", "miss"), mine.response, mine.html);
        if (!page) return sendResponse(reply, (await render(request, reply)).response);
        return sendCachedPage(request, reply, page, () => cache.remainingMs(key, page));
      },
    });
  });
}
