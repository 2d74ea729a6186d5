import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";

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

/**
 * Hands every non-API path to React Router's request handler. Bodies are passed through untouched
 * (React Router parses its own form posts), so this context has a catch-all raw content-type parser.
 */
export async function registerSsr(
  app: FastifyInstance,
  options: { build: ServerBuild; mode: string; loadContext: LoadContextFactory },
): Promise<void> {
  const handle = createRequestHandler(options.build, options.mode);
  await app.register(async (web) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    web.route({
      method: ["GET", "HEAD", "POST"],
      url: "/*",
      handler: async (request, reply) => {
        // `/*` also matches API paths no API route claimed: those get the API's own 404/405 envelope.
        if (request.url.startsWith("/api/")) return reply.callNotFound();
        const context = await options.loadContext(request, reply);
        const response = await handle(toWebRequest(request, reply), context);
        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name !== "set-cookie") reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        if (!response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
      },
    });
  });
}
