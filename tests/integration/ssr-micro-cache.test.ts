import { createHash } from "node:crypto";
import { createServer } from "node:http";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReadFastPath } from "../../server/http/read-fast-path.ts";
import type { RenderJob, RenderPool } from "../../server/http/render-pool.ts";
import { registerRequestContext } from "../../server/http/request-context.ts";
import { registerSecurityHeaders } from "../../server/http/security-headers.ts";
import { registerSsr } from "../../server/http/ssr.ts";
import { createSsrMicroCache } from "../../server/http/ssr-micro-cache.ts";
import type { PublicConfig } from "../../shared/contracts/public-config.ts";

/**
 * The anonymous SSR micro-cache through the real pipeline (helmet's per-response CSP nonce, cookies,
 * the SSR bridge). React Router's request handler is replaced by a counting fake that renders the
 * nonce it is given into the page, as `<Scripts nonce>` and the root loader data do. The shared copy
 * carries no nonce: its policy lists the hashes of its inline scripts instead (ADR 0108).
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

async function buildApp(renderPool?: RenderPool): Promise<FastifyInstance> {
  const server = Fastify();
  registerSecurityHeaders(server, { https: false, googleSignIn: false }, () => false);
  await server.register(fastifyCookie);
  registerRequestContext(server);
  await registerSsr(server, {
    build: {} as ServerBuild,
    mode: "production",
    security: { https: false, googleSignIn: false },
    microCache: createSsrMicroCache({ sessionCookieName: SESSION_COOKIE, maxEntries: 3, now: () => clock }),
    loadContext: async (_request, reply) => ({
      cspNonce: reply.cspNonce.script,
      viewer: null,
      publicConfig: {} as PublicConfig,
      year: 2026,
      api: async () => new Response(null, { status: 204 }),
    }),
    renderPool,
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

/** The hash source a policy must list for the fake page's one inline script, once its nonce is gone. */
function sharedScriptHash(): string {
  const body = 'window.__data={"cspNonce":""}';
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
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
  it("renders an anonymous page once per second and shares it with script hashes instead of a nonce", async () => {
    const first = await app.inject({ method: "GET", url: "/event/konser" });
    const second = await app.inject({ method: "GET", url: "/event/konser" });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(renders.count).toBe(1);
    expect(first.headers["x-micro-cache"]).toBe("miss");
    expect(second.headers["x-micro-cache"]).toBe("hit");
    expect(second.headers["content-type"]).toContain("text/html");

    // The renderer's own answer keeps its nonce, in the header and the HTML.
    const a = nonces(first);
    expect(a.header).toBeTruthy();
    expect(a.inHtml).toEqual([a.header, a.header]);
    // The shared copy has no nonce anywhere: the policy allows exactly its inline script by hash.
    const csp = String(second.headers["content-security-policy"]);
    expect(csp).not.toContain("nonce-");
    expect(csp).toMatch(new RegExp(`script-src 'self' ${sharedScriptHash().replace(/[+/]/g, "\\$&")}`));
    expect(second.body).not.toContain("nonce");
    expect(second.body).not.toContain(String(a.header));
    expect(second.body).toBe(
      first.body.replaceAll(` nonce="${a.header}"`, "").replaceAll(String(a.header), ""),
    );
  });

  it("gives pages the document headers browsers read, and none of those only dead browsers read", async () => {
    for (const response of [
      await app.inject({ method: "GET", url: "/event/headers" }),
      await app.inject({ method: "GET", url: "/event/headers" }),
    ]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(String(response.headers["content-security-policy"])).toContain("frame-ancestors 'none'");
      // No current browser has an XSS auditor, IE 8 is gone and so is Flash.
      for (const dead of ["x-xss-protection", "x-download-options", "x-permitted-cross-domain-policies"])
        expect(response.headers[dead]).toBeUndefined();
    }
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

  it("serves visitors from shared links (tracking parameters) the same copy", async () => {
    await app.inject({ method: "GET", url: "/event/konser" });
    const fromInstagram = await app.inject({ method: "GET", url: "/event/konser?utm_source=ig&igshid=a1" });
    const fromFacebook = await app.inject({ method: "GET", url: "/event/konser?fbclid=IwAR0" });
    expect(fromInstagram.headers["x-micro-cache"]).toBe("hit");
    expect(fromFacebook.headers["x-micro-cache"]).toBe("hit");
    expect(renders.count).toBe(1);
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

  it("renders a burst of concurrent misses once: one answer with its nonce, the rest the shared copy", async () => {
    renders.delayMs = 30;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: "GET", url: "/event/ramai" })),
    );
    expect(renders.count).toBe(1);
    const misses = responses.filter((response) => response.headers["x-micro-cache"] === "miss");
    expect(misses).toHaveLength(1);
    for (const response of responses) {
      if (response === misses[0]) continue;
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["content-security-policy"])).toContain(sharedScriptHash());
      expect(nonces(response)).toEqual({ header: undefined, inHtml: [] });
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

describe("pages rendered on render threads (ADR 0111)", () => {
  /** A pool that answers with the URL it was given, or fails when told to. */
  function fakePool(fail = false): RenderPool & { jobs: RenderJob[] } {
    const jobs: RenderJob[] = [];
    return {
      jobs,
      async render(job) {
        jobs.push(job);
        if (fail) throw new Error("the render worker stopped");
        const nonce = job.context.cspNonce;
        const html = `<!doctype html><html><body><p>thread</p><script nonce="${nonce}">1</script></body></html>`;
        return new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
      },
      shareRead() {},
      async close() {},
    };
  }

  it("hands a GET to the pool with its absolute URL, headers, language and load context", async () => {
    const pool = fakePool();
    await app.close();
    app = await buildApp(pool);
    const page = await app.inject({
      method: "GET",
      url: "/en/event/konser?ref=1",
      headers: { "accept-language": "en", cookie: "other=1" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<p>thread</p>");
    expect(renders.count).toBe(0);
    const [job] = pool.jobs;
    expect(job?.url).toMatch(/^http:\/\/[^/]+\/en\/event\/konser\?ref=1$/);
    expect(job?.method).toBe("GET");
    expect(job?.headers).toContainEqual(["cookie", "other=1"]);
    expect(job?.locale).toBe("en");
    // The page's CSP allows the nonce the render was given.
    expect(String(page.headers["content-security-policy"])).toContain(`'nonce-${job?.context.cspNonce}'`);
  });

  it("renders a form post on this thread, and a GET whose thread failed here too", async () => {
    const failing = fakePool(true);
    await app.close();
    app = await buildApp(failing);
    const page = await app.inject({ method: "GET", url: "/event/konser" });
    expect(page.statusCode).toBe(200);
    expect(failing.jobs).toHaveLength(1);
    expect(renders.count).toBe(1);
    expect(page.body).toContain("<h1>/event/konser</h1>");

    const post = await app.inject({ method: "POST", url: "/login", payload: "email=a" });
    expect(post.statusCode).toBe(200);
    expect(failing.jobs).toHaveLength(1);
    expect(renders.count).toBe(2);
  });
});

describe("how long a cached render may still be shared", () => {
  // The shared copy is handed to the fast path once it is compressed, which takes longer under load:
  // its remaining life is asked for then, and must be that render's, never a newer render's.
  const render = (url: string) => ({
    status: 200,
    headers: {},
    html: Buffer.from(url),
    url,
    cookieless: true,
    encoded: null,
    encoding: null,
  });

  it("counts from the render, and is over for a render another one replaced", () => {
    let clock = 0;
    const cache = createSsrMicroCache({ sessionCookieName: SESSION_COOKIE, now: () => clock });
    const first = render("/event/konser");
    cache.set("/event/konser", first);
    clock += 400;
    expect(cache.remainingMs("/event/konser", first)).toBe(600);
    const second = render("/event/konser");
    cache.set("/event/konser", second);
    expect(cache.remainingMs("/event/konser", first)).toBe(0);
    expect(cache.remainingMs("/event/konser", second)).toBe(1_000);
    clock += 1_001;
    expect(cache.remainingMs("/event/konser", second)).toBe(0);
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
    registerSecurityHeaders(server, { https: false, googleSignIn: false }, () => false);
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
        year: 2026,
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
    return { response, body };
  };

  /** A page's first reuse has it compressed (off the event loop) and handed to the fast path. */
  const shared = async (path = "/event/konser") => {
    const reuse = await page(path);
    expect(reuse.response.headers.get("x-micro-cache")).toBe("hit");
    await vi.waitFor(() => expect(server.readFastPath?.size).toBe(3));
  };

  it("shares a page asked for once with no one: only its first reuse compresses it", async () => {
    await page("/event/sekali");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.readFastPath?.size).toBe(0);
    await shared("/event/sekali");
  });

  it("replays an anonymous page, compressed the way each request asks, with a new request id", async () => {
    const first = await page("/event/konser");
    await shared();
    const plain = await page("/event/konser");
    const br = await fetch(`${origin}/event/konser`, { headers: { "accept-encoding": "gzip, br" } });
    const gzip = await fetch(`${origin}/event/konser`, { headers: { "accept-encoding": "gzip" } });
    expect(served).toBe(3);
    expect(renders.count).toBe(1);
    expect(plain.response.headers.get("x-micro-cache")).toBe("hit");
    expect(plain.response.headers.get("x-request-id")).not.toBe(first.response.headers.get("x-request-id"));
    expect(plain.response.headers.get("content-security-policy")).toContain(sharedScriptHash());
    expect(plain.body).toBe(
      first.body.replace(/ nonce="[^"]+"/, "").replace(/"cspNonce":"[^"]+"/, '"cspNonce":""'),
    );
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes: the same page in every encoding.
    expect(await br.text()).toBe(plain.body);
    expect(await gzip.text()).toBe(plain.body);
  });

  it("replays the shared copy to a shared link's URL too", async () => {
    await page("/event/konser");
    await shared();
    const fromLink = await page("/event/konser?utm_source=whatsapp&fbclid=1");
    expect(fromLink.response.headers.get("x-micro-cache")).toBe("hit");
    expect(served).toBe(1);
    expect(renders.count).toBe(1);
  });

  it("tells a CDN it may share the copy for its second, apart from visitors with cookies; the render with its nonce is not shared", async () => {
    const first = await page("/event/konser");
    expect(first.response.headers.get("cache-control")).toBeNull();
    await shared();
    const copy = await page("/event/konser");
    expect(served).toBe(1);
    expect(copy.response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=1",
    );
    expect(copy.response.headers.get("vary")).toBe("accept-encoding, cookie");
    // From the pipeline (a visitor with a cookie that is not a session) the same copy says the same.
    const withCookie = await page("/event/konser", { cookie: "theme=dark" });
    expect(withCookie.response.headers.get("x-micro-cache")).toBe("hit");
    expect(withCookie.response.headers.get("cache-control")).toBe(copy.response.headers.get("cache-control"));
  });

  it("answers 304 to a browser that already has the shared copy", async () => {
    await page("/event/konser");
    await shared();
    const copy = await page("/event/konser");
    const etag = copy.response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page("/event/konser", { "if-none-match": String(etag) });
    expect(again.response.status).toBe(304);
    expect(again.body).toBe("");
    expect(served).toBe(2);
  });

  it("never answers a request with a cookie", async () => {
    await page("/event/konser");
    await shared();
    await page("/event/konser", { cookie: `${SESSION_COOKIE}=abc` });
    await page("/event/konser", { cookie: "theme=dark" });
    expect(served).toBe(0);
    expect(renders.count).toBe(2); // the signed-in one renders; the other is a micro-cache hit
  });

  it("lets one request re-render late in the second, and stops serving when it is over", async () => {
    await page("/event/konser");
    await shared();
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
