import { createServer } from "node:http";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReadFastPath } from "../../server/http/read-fast-path.ts";
import { registerSecurityHeaders } from "../../server/http/security-headers.ts";
import { registerSsr } from "../../server/http/ssr.ts";
import { createSsrMicroCache, NONCE_PLACEHOLDER } from "../../server/http/ssr-micro-cache.ts";
import type { PublicConfig } from "../../shared/contracts/public-config.ts";

/**
 * The anonymous SSR micro-cache through the real pipeline (helmet's per-response CSP nonce, cookies,
 * the SSR bridge). React Router's request handler is replaced by a counting fake that renders the
 * nonce it is given into the page, as `<Scripts nonce>` and the root loader data do.
 */
const renders = vi.hoisted(() => ({ count: 0, delayMs: 0 }));

vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof import("react-router")>()),
  createRequestHandler:
    () =>
    async (request: Request, context: { cspNonce: string }): Promise<Response> => {
      renders.count += 1;
      if (renders.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, renders.delayMs));
      const { pathname } = new URL(request.url);
      const html = `<!doctype html><html><body><h1>${pathname}</h1><script nonce="${context.cspNonce}">window.__data={"cspNonce":"${context.cspNonce}"}</script></body></html>`;
      if (pathname === "/missing")
        return new Response(html, { status: 404, headers: { "content-type": "text/html" } });
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (pathname === "/sets-cookie") headers.append("set-cookie", "hint=1; Path=/");
      return new Response(html, { status: 200, headers });
    },
}));

const SESSION_COOKIE = "tiketin_session";
let app: FastifyInstance;
let clock = 1_000_000;

async function buildApp(): Promise<FastifyInstance> {
  const server = Fastify();
  await registerSecurityHeaders(server, { https: false, googleSignIn: false });
  await server.register(fastifyCookie);
  await registerSsr(server, {
    build: {} as ServerBuild,
    mode: "production",
    security: { https: false, googleSignIn: false },
    microCache: createSsrMicroCache({ sessionCookieName: SESSION_COOKIE, maxEntries: 3, now: () => clock }),
    loadContext: async (_request, reply) => ({
      cspNonce: reply.cspNonce.script,
      viewer: null,
      publicConfig: {} as PublicConfig,
      api: async () => new Response(null, { status: 204 }),
    }),
  });
  await server.ready();
  return server;
}

/** The script nonce the CSP header allows, and the nonces the HTML carries. */
function nonces(response: { headers: Record<string, unknown>; body: string }) {
  const csp = String(response.headers["content-security-policy"]);
  const header = /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  const inHtml = [...response.body.matchAll(/nonce="([^"]+)"|"cspNonce":"([^"]+)"/g)].map(
    (m) => m[1] ?? m[2],
  );
  return { header, inHtml };
}

beforeEach(async () => {
  renders.count = 0;
  renders.delayMs = 0;
  clock = 1_000_000;
  app = await buildApp();
});

afterEach(async () => {
  await app.close();
});

describe("anonymous SSR micro-cache", () => {
  it("renders an anonymous page once per second and serves the copy with a fresh nonce", async () => {
    const first = await app.inject({ method: "GET", url: "/event/konser" });
    const second = await app.inject({ method: "GET", url: "/event/konser" });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(renders.count).toBe(1);
    expect(first.headers["x-micro-cache"]).toBe("miss");
    expect(second.headers["x-micro-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toContain("text/html");

    const a = nonces(first);
    const b = nonces(second);
    expect(a.header).toBeTruthy();
    expect(b.header).toBeTruthy();
    expect(a.header).not.toBe(b.header);
    expect(a.inHtml).toEqual([a.header, a.header]);
    expect(b.inHtml).toEqual([b.header, b.header]);
    expect(second.body).not.toContain(NONCE_PLACEHOLDER);
    expect(second.body.replaceAll(String(b.header), "N")).toBe(first.body.replaceAll(String(a.header), "N"));
  });

  it("renders again once the second is over", async () => {
    await app.inject({ method: "GET", url: "/" });
    clock += 999;
    await app.inject({ method: "GET", url: "/" });
    expect(renders.count).toBe(1);
    clock += 2;
    const after = await app.inject({ method: "GET", url: "/" });
    expect(renders.count).toBe(2);
    expect(after.headers["x-micro-cache"]).toBe("miss");
  });

  it("keys by the whole URL: another query string is another page", async () => {
    await app.inject({ method: "GET", url: "/search?search=jazz" });
    await app.inject({ method: "GET", url: "/search?search=rock" });
    await app.inject({ method: "GET", url: "/search?search=jazz" });
    expect(renders.count).toBe(2);
  });

  it("never caches a request with a session cookie, and never serves it a cached page", async () => {
    await app.inject({ method: "GET", url: "/event/konser" });
    const signedIn = await app.inject({
      method: "GET",
      url: "/event/konser",
      headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc` },
    });
    expect(signedIn.headers["x-micro-cache"]).toBeUndefined();
    expect(renders.count).toBe(2);
    await app.inject({ method: "GET", url: "/profile", headers: { cookie: `${SESSION_COOKIE}=abc` } });
    await app.inject({ method: "GET", url: "/profile", headers: { cookie: `${SESSION_COOKIE}=abc` } });
    expect(renders.count).toBe(4);
  });

  it("keeps only 200 responses without cookies, and only GET", async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await app.inject({ method: "GET", url: "/missing" });
      expect(missing.statusCode).toBe(404);
      const cookie = await app.inject({ method: "GET", url: "/sets-cookie" });
      expect(cookie.headers["set-cookie"]).toBeTruthy();
      await app.inject({ method: "HEAD", url: "/event/konser" });
    }
    expect(renders.count).toBe(6);
  });

  it("renders a burst of concurrent misses once, each response with its own nonce", async () => {
    renders.delayMs = 30;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: "GET", url: "/event/ramai" })),
    );
    expect(renders.count).toBe(1);
    const headerNonces = new Set(responses.map((response) => nonces(response).header));
    expect(headerNonces.size).toBe(20);
    for (const response of responses) {
      const { header, inHtml } = nonces(response);
      expect(inHtml).toEqual([header, header]);
    }
  });

  it("is bounded: the least recently used page goes first", async () => {
    for (const path of ["/a", "/b", "/c"]) await app.inject({ method: "GET", url: path });
    await app.inject({ method: "GET", url: "/a" }); // /a is now the most recently used
    await app.inject({ method: "GET", url: "/d" }); // evicts /b
    expect(renders.count).toBe(4);
    await app.inject({ method: "GET", url: "/a" });
    await app.inject({ method: "GET", url: "/c" });
    expect(renders.count).toBe(4);
    await app.inject({ method: "GET", url: "/b" });
    expect(renders.count).toBe(5);
  });
});

describe("the read fast path in front of the SSR bridge", () => {
  let server: FastifyInstance;
  let origin = "";
  let served = 0;

  beforeEach(async () => {
    served = 0;
    const fastPath = createReadFastPath({ now: () => clock });
    server = Fastify({
      serverFactory: (handler) =>
        createServer((req, res) => {
          if (fastPath.serve(req, res)) served += 1;
          else handler(req, res);
        }),
    });
    server.decorate("readFastPath", fastPath);
    await registerSecurityHeaders(server, { https: false, googleSignIn: false });
    await server.register(fastifyCookie);
    await registerSsr(server, {
      build: {} as ServerBuild,
      mode: "production",
      security: { https: false, googleSignIn: false },
      microCache: createSsrMicroCache({ sessionCookieName: SESSION_COOKIE, now: () => clock }),
      loadContext: async (_request, reply) => ({
        cspNonce: reply.cspNonce.script,
        viewer: null,
        publicConfig: {} as PublicConfig,
        api: async () => new Response(null, { status: 204 }),
      }),
    });
    await server.listen({ host: "127.0.0.1", port: 0 });
    const address = server.server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterEach(async () => {
    await server.close();
  });

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      headers: { "accept-encoding": "identity", ...headers },
    });
    const body = await response.text();
    return { response, body, nonces: nonces({ headers: Object.fromEntries(response.headers), body }) };
  };

  it("replays an anonymous page with fresh nonces in the header and the HTML", async () => {
    const first = await page("/event/konser");
    const second = await page("/event/konser");
    expect(served).toBe(1);
    expect(renders.count).toBe(1);
    expect(second.response.headers.get("x-micro-cache")).toBe("hit");
    expect(second.response.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
    expect(second.nonces.header).toMatch(/^[0-9a-f]{32}$/);
    expect(second.nonces.header).not.toBe(first.nonces.header);
    expect(second.nonces.inHtml).toEqual([second.nonces.header, second.nonces.header]);
    expect(second.body.replaceAll(String(second.nonces.header), "N")).toBe(
      first.body.replaceAll(String(first.nonces.header), "N"),
    );
  });

  it("never answers a request with a cookie or one that wants compression", async () => {
    await page("/event/konser");
    await page("/event/konser", { cookie: `${SESSION_COOKIE}=abc` });
    await page("/event/konser", { cookie: "theme=dark" });
    await page("/event/konser", { "accept-encoding": "gzip, br" });
    expect(served).toBe(0);
    expect(renders.count).toBe(2); // the signed-in one renders; the other two are micro-cache hits
  });

  it("lets one request re-render late in the second, and stops serving when it is over", async () => {
    await page("/event/konser");
    clock += 500;
    await page("/event/konser");
    expect(renders.count).toBe(1);
    clock += 300;
    await page("/event/konser"); // the refresh request: renders again
    expect(renders.count).toBe(2);
    await page("/event/konser");
    await page("/event/konser");
    expect(served).toBe(3);
    clock += 1_001;
    await page("/event/konser");
    expect(renders.count).toBe(3);
  });
});
