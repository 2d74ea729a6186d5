import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBE_ROUTES } from "../support/probe-routes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: PROBE_ROUTES });
});
afterAll(() => t.close());

const linesFor = (requestId: string) => t.logs.filter((line) => line.requestId === requestId);

describe("request id, page code, session marker and logs", () => {
  it("puts a request id on every response and every log line of that request", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/1" });
    const requestId = response.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesFor(String(requestId))).toEqual([
      expect.objectContaining({
        msg: "request completed",
        res: { statusCode: 200 },
        req: expect.objectContaining({ method: "GET" }),
      }),
    ]);
    const failed = await t.app.inject({ method: "GET", url: "/api/v1/nope" });
    expect(failed.headers["x-request-id"]).toBeTruthy();
  });

  it("reuses a well-formed incoming request id and replaces a malformed one", async () => {
    const reused = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "lb-trace-0001" },
    });
    expect(reused.headers["x-request-id"]).toBe("lb-trace-0001");
    const replaced = await t.app.inject({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "bad id\nforged log" },
    });
    expect(replaced.headers["x-request-id"]).not.toContain("forged");
  });

  it("accepts and logs the page-code and 20-character session-marker headers", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/__probe/items/2",
      headers: { "x-page-code": "/en/event/jazz-night?ref=ig", "x-session-marker": "Ab3dEf7hIj1kLm9oPq2s" },
    });
    expect(response.statusCode).toBe(200);
    const lines = linesFor(String(response.headers["x-request-id"]));
    expect(
      lines.some(
        (l) => l.pageCode === "/en/event/jazz-night?ref=ig" && l.sessionMarker === "Ab3dEf7hIj1kLm9oPq2s",
      ),
    ).toBe(true);
  });

  it("drops malformed markers and page codes instead of failing the request", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/v1/__probe/items/3",
      headers: { "x-session-marker": "too-short", "x-page-code": "x".repeat(3000) },
    });
    expect(response.statusCode).toBe(200);
    const lines = linesFor(String(response.headers["x-request-id"]));
    expect(lines.every((l) => l.sessionMarker === undefined && l.pageCode === undefined)).toBe(true);
  });

  it("never writes cookies, authorization, tokens or passwords into the logs", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/v1/__probe/items/500?token=s3cr3t-reset-token",
      headers: {
        cookie: "tiketin_session=cookie-secret",
        authorization: "Bearer bearer-secret",
        // The reset page's own address, sent as the page code, carries its token too.
        "x-page-code": "/forget-password?token=page-code-secret",
      },
    });
    const all = JSON.stringify(t.logs);
    for (const secret of ["s3cr3t-reset-token", "cookie-secret", "bearer-secret", "page-code-secret"])
      expect(all).not.toContain(secret);
    expect(all).toContain("token=%5BREDACTED%5D");
  });
});

describe("security headers", () => {
  it("sends a strict CSP and the usual hardening headers on API and health responses", async () => {
    const response = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // JSON never runs script: the API's fixed policy forbids it outright (pages get a nonce policy).
    expect(csp).toContain("script-src 'none'");
    expect(csp).not.toContain("nonce-");
    // Document-only headers are for documents: a JSON or health answer carries none of them.
    expect(response.headers["cross-origin-opener-policy"]).toBeUndefined();
  });

  it("gives every JSON answer of the API a policy that allows nothing, and no document-only header", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/1" }),
      await t.app.inject({ method: "GET", url: "/api/v1/__probe/items/abc" }), // refused input
      await t.app.inject({ method: "GET", url: "/api/v1/nope?x=1" }), // unknown path
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 400, 404]);
    for (const response of answers) {
      expect(response.headers["content-type"]).toContain("application/json");
      expect(response.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
      // JSON follows no link and loads nothing; framing is already forbidden by the policy.
      expect(response.headers["referrer-policy"]).toBeUndefined();
      expect(response.headers["x-frame-options"]).toBeUndefined();
    }
  });

  it("gives the API docs page, a document, the document headers too", async () => {
    // Under the API's prefix, but a page that draws with styles: it keeps the resource policy.
    const docs = await t.app.inject({ method: "GET", url: "/api/v1/docs?from=readme" });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers["content-security-policy"])).toContain("style-src 'self' 'unsafe-inline'");
    expect(docs.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(docs.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(String(docs.headers["content-security-policy"])).toContain("script-src 'none'");
  });
});
