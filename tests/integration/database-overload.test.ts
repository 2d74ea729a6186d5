import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "../../server/http/api-route.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * A saturated database is load, not a defect: a request whose query cannot get a connection in time
 * (a ticket war's peak) answers 503 with Retry-After and the translated "try again" message, never a
 * 500. Driven on PostgreSQL through a real pool of one connection that another client is holding.
 */
const serverUrl = testPostgresUrl();
let t: TestApp;
let pool: pg.Pool;
let held: pg.PoolClient | null = null;
/** A pool whose server is gone: a loopback port nothing listens on (PostgreSQL down or failing over). */
let gone: pg.Pool;

const overloadRoute = defineRoute({
  method: "GET",
  path: "/__probe/overloaded/:kind",
  summary: "Runs one query on a pool of one connection",
  tag: "probe",
  params: z.object({ kind: z.enum(["query", "broken", "gone", "terminated"]) }),
  response: z.object({ ok: z.boolean() }),
  async handler({ params }) {
    if (params.kind === "gone") await drizzle(gone).execute(sql`SELECT 1`);
    else if (params.kind === "terminated") {
      // The server ends the app's own connection under a running transaction, as a restart or a
      // failover does: the request is refused, and the process must not fall over.
      await t.database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
          rows: { pid: number }[];
        };
        const killer = new pg.Client({ connectionString: t.database.url ?? "" });
        await killer.connect();
        const sleeping = tx.execute(sql`SELECT pg_sleep(5)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await killer.query("SELECT pg_terminate_backend($1)", [result.rows[0]?.pid]);
        await killer.end();
        await sleeping;
      });
    } else {
      const db = drizzle(pool);
      await db.execute(params.kind === "query" ? sql`SELECT 1` : sql`SELECT no_such_column FROM pg_class`);
    }
    return { ok: true };
  },
});

describe.skipIf(!serverUrl)("a saturated database pool", () => {
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: serverUrl!, max: 1, connectionTimeoutMillis: 200 });
    const closed = new URL(serverUrl!);
    closed.hostname = "127.0.0.1";
    closed.port = "1";
    gone = new pg.Pool({ connectionString: closed.toString(), max: 1, connectionTimeoutMillis: 500 });
    t = await createTestApp({ extraRoutes: [overloadRoute] });
  });
  afterAll(async () => {
    held?.release();
    await pool?.end();
    await gone?.end();
    await t?.close();
  });

  it("answers 503 with Retry-After in the caller's language while the pool is full, then 200", async () => {
    held = await pool.connect();
    const refused = await t.app.inject({ method: "GET", url: "/api/v1/__probe/overloaded/query" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toEqual({
      status: 0,
      errorCode: "service_unavailable",
      message: "Layanan sedang tidak tersedia. Silakan coba lagi.",
    });
    const english = await t.app.inject({
      method: "GET",
      url: "/api/v1/__probe/overloaded/query",
      headers: { "accept-language": "en" },
    });
    expect(english.json().message).toBe("The service is temporarily unavailable. Please try again.");
    expect(t.logs.filter((line) => line.msg === "request failed")).toEqual([]);

    held.release();
    held = null;
    const served = await t.app.inject({ method: "GET", url: "/api/v1/__probe/overloaded/query" });
    expect(served.statusCode).toBe(200);
  });

  it("answers 503 with Retry-After while the database server is gone or ends the connection, never 500", async () => {
    for (const kind of ["gone", "terminated"]) {
      const answer = await t.app.inject({ method: "GET", url: `/api/v1/__probe/overloaded/${kind}` });
      expect({ kind, status: answer.statusCode, retryAfter: answer.headers["retry-after"] }).toEqual({
        kind,
        status: 503,
        retryAfter: "2",
      });
      expect(answer.json()).toMatchObject({ errorCode: "service_unavailable" });
    }
    expect(t.logs.filter((line) => line.msg === "request failed")).toEqual([]);
    // The pool reconnects by itself once the server is back: the next query is served.
    const served = await t.app.inject({ method: "GET", url: "/api/v1/__probe/overloaded/query" });
    expect(served.statusCode).toBe(200);
  });

  it("still answers a broken query 500 (the control: not every database error is load)", async () => {
    const broken = await t.app.inject({ method: "GET", url: "/api/v1/__probe/overloaded/broken" });
    expect(broken.statusCode).toBe(500);
    expect(broken.headers["retry-after"]).toBeUndefined();
  });
});
