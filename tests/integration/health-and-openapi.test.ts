import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config/env.ts";
import { PROBE_ROUTES } from "../support/probe-routes.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: PROBE_ROUTES });
});
afterAll(() => t.close());

describe("health probes", () => {
  it("reports liveness and readiness while the database answers", async () => {
    const live = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 1, data: { uptime_s: expect.any(Number) } });
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data.database).toBe(t.database.kind);
  });

  it("answers readyz with 503 and Retry-After once the database is gone, while healthz stays up", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database });
    await database.destroy();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toMatchObject({ status: 0, errorCode: "service_unavailable" });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    await app.close();
  });
});

describe("OpenAPI", () => {
  it("serves an OpenAPI 3.1 document generated from the zod contracts", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe("3.1.0");
    const echo = doc.paths["/api/v1/__probe/echo"].post;
    expect(echo.requestBody.content["application/json"].schema).toMatchObject({
      type: "object",
      required: ["name", "email", "quantity"],
      properties: { quantity: { type: "integer", minimum: 1, maximum: 10 } },
    });
    expect(echo.responses["413"]).toBeDefined();
    const item = doc.paths["/api/v1/__probe/items/{id}"].get;
    expect(item.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      "path:id",
      "query:show",
      "header:Accept-Language",
    ]);
    expect(doc.components.schemas.ErrorEnvelope.required).toEqual(["status", "message", "errorCode"]);
  });

  it("serves a readable docs page listing every operation", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/v1/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("/api/v1/__probe/echo");
    expect(response.body).toContain("/api/v1/openapi.json");
  });
});

describe("graceful shutdown", () => {
  /**
   * A listening app with a request to `path` under way when close() begins, 50 ms in. Resolves once
   * close() has finished, with that request's response and the port it listened on.
   */
  async function closeDuring(path: string): Promise<{ response: Response; body: unknown; port: number }> {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: "test" }),
      database,
      extraRoutes: PROBE_ROUTES,
    });
    try {
      await app.listen({ host: "127.0.0.1", port: 0 });
      const address = app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const inFlight = fetch(`http://127.0.0.1:${port}/api/v1${path}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const closing = app.close();
      const response = await inFlight;
      const body: unknown = await response.json();
      await closing;
      return { response, body, port };
    } finally {
      await app.close();
      await database.destroy();
    }
  }

  it("finishes in-flight requests after close() begins and refuses new connections", async () => {
    const { response, body, port } = await closeDuring("/__probe/slow");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ data: { done: true } });
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it("lets a page under way finish its loaders' API calls after close() begins (a deploy)", async () => {
    // The relay reads another route in-process 300 ms in, as a loader does mid-render.
    const { response, body } = await closeDuring("/__probe/relay");
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ data: { status: 200, id: 7 } });
    // The client is told to take its next request elsewhere.
    expect(response.headers.get("connection")).toBe("close");
  });
});
