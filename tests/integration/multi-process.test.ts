import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { databaseLiveUpdates, type LiveUpdate } from "../../server/features/live-updates/index.ts";
import { createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { testPostgresUrl } from "../support/postgres-url.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { dropRedisTestKeys, redisTestPrefix } from "../support/waiting-room-stores.ts";

/**
 * The app as N identical processes. Three real server processes (`server/main.ts`, the
 * same entry `npm start` and `npm run start:cluster` run) on three ports, one PostgreSQL database and
 * Redis, with every request of a case spread across them. PostgreSQL only (PGlite is one process).
 * Ports: 4500-4502 plus an offset per test run (MULTI_PROCESS_PORT_OFFSET, else from TEST_RUN_ID).
 */
const postgres = testPostgresUrl() !== null;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const runId = process.env.TEST_RUN_ID ?? "local";
const offset = Number(
  process.env.MULTI_PROCESS_PORT_OFFSET ?? (createHash("sha256").update(runId).digest()[0]! % 60) * 3,
);
const PORTS = [4500, 4501, 4502].map((port) => port + offset);
/** The waiting room's operator route sets the test's room up. */
const OPERATOR_TOKEN = "multi-process-operator-token-0123456789";
/**
 * This run's own Redis keys: event ids restart with every fresh database, and another run's line for
 * "event 7" on the shared Redis would otherwise add its places to this one's.
 */
const REDIS_KEY_PREFIX = redisTestPrefix();
// Generous: three processes compile and start at once on a shared 2-core machine.
const STARTUP_MS = 90_000;

interface Answer {
  status: number;
  body: { status: number; message: string; errorCode?: string; data?: unknown };
}

/** A JSON call to the API of process `index` (0-2) as `buyer`. */
async function call(
  index: number,
  method: "GET" | "POST",
  path: string,
  buyer: TestBuyer,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`http://127.0.0.1:${PORTS[index % PORTS.length]}${path}`, {
    method,
    headers: {
      cookie: `tiketin_session=${buyer.token}`,
      "accept-language": "en",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const api = (path: string) => `/api/v1${path}`;

async function waitUntilReady(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process on ${port} exited: ${output()}`);
    last = await fetch(`http://127.0.0.1:${port}/readyz`)
      .then(async (response) => `${response.status} ${await response.text()}`)
      .catch((error: unknown) => String(error));
    if (last.startsWith("200")) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`process on ${port} not ready after ${STARTUP_MS} ms (${last}): ${output()}`);
}

/** Reads server-sent events from process `index` until `until` accepts one (or the time runs out). */
async function readEvents(
  index: number,
  path: string,
  buyer: TestBuyer,
  until: (event: { id: string | null; data: unknown }) => boolean,
  options: { lastEventId?: string; onOpen?: () => Promise<void>; timeoutMs?: number } = {},
): Promise<{ id: string | null; data: unknown }[]> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? 15_000);
  const seen: { id: string | null; data: unknown }[] = [];
  try {
    const response = await fetch(`http://127.0.0.1:${PORTS[index]}${path}`, {
      headers: {
        cookie: `tiketin_session=${buyer.token}`,
        accept: "text/event-stream",
        ...(options.lastEventId ? { "last-event-id": options.lastEventId } : {}),
      },
      signal: abort.signal,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let opened = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data === undefined) continue;
        const event = { id: /^id: (.*)$/m.exec(block)?.[1] ?? null, data: JSON.parse(data) as unknown };
        seen.push(event);
        if (until(event)) {
          abort.abort();
          return seen;
        }
        if (!opened) {
          opened = true;
          await options.onOpen?.();
        }
      }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return seen;
}

describe.skipIf(!postgres)("three processes on one PostgreSQL and Redis", () => {
  let database: TestDatabase;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url!;
    await Promise.all(
      PORTS.map(async (port) => {
        let output = "";
        const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
          env: {
            ...process.env,
            NODE_ENV: "test",
            DATABASE_URL: url,
            DATABASE_POOL_MAX: "4",
            REDIS_URL,
            REDIS_KEY_PREFIX,
            PORT: String(port),
            HOST: "127.0.0.1",
            SEED_ON_START: "false",
            LOG_LEVEL: "warn",
            RENDER_THREADS: "0",
            PAYMENT_JOBS_INTERVAL_MS: "1000",
            PAYMENT_WINDOW_MINUTES: "30",
            PAYMENT_REMINDER_MINUTES: "20",
            OPERATOR_API_TOKEN: OPERATOR_TOKEN,
          },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout?.on("data", (chunk) => {
          output = (output + String(chunk)).slice(-4_000);
        });
        child.stderr?.on("data", (chunk) => {
          output = (output + String(chunk)).slice(-4_000);
        });
        children.push(child);
        await waitUntilReady(port, child, () => output);
      }),
    );
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
            setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
          }),
      ),
    );
    await database?.destroy();
    await dropRedisTestKeys(REDIS_KEY_PREFIX).catch(() => {}); // Redis may be down: nothing to drop then
  }, 30_000);

  /** A fresh event with one general-admission category of `quota` tickets. */
  async function category(quota: number) {
    const event = await createEvent(database.db, { taxRateBps: 1000 });
    const created = await createCategory(database.db, event.id, {
      price: 100_000,
      quota,
      perTransactionMax: 10,
    });
    return { slug: event.slug, categoryId: created.id };
  }

  /** Hold one ticket on process `index`, then save the participants and place a VA order on the next one. */
  async function order(index: number, buyer: TestBuyer, slug: string, categoryId: number) {
    const held = await call(index, "POST", api("/transaction/checkout"), buyer, {
      event_slug: slug,
      tickets: [{ category_id: categoryId, quantity: 1 }],
    });
    if (held.status !== 200) return null;
    const contact = `visitor-${buyer.id}@example.com`;
    const saved = await call(index + 1, "POST", api("/transaction/checkout/participants"), buyer, {
      buyer: { name: "Siti Rahma", email: contact, phone_number: "+6281234567890" },
      visitors: [{ name: "Pengunjung A", email: contact, phone_number: "+6281234567891" }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const bought = await call(index + 2, "POST", api("/transaction/buy-ticket"), buyer, {
      payment_method: "va_bca",
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    return (bought.body.data as { external_id: string }).external_id;
  }

  it("the last 5 tickets: 30 buyers across the 3 processes hold exactly 5, and all 5 are sold", async () => {
    const { slug, categoryId } = await category(5);
    const buyers = await createBuyers(database.db, 30);
    const held = await Promise.all(
      buyers.map((buyer, i) =>
        call(i % 3, "POST", api("/transaction/checkout"), buyer, {
          event_slug: slug,
          tickets: [{ category_id: categoryId, quantity: 1 }],
        }),
      ),
    );
    const winners = buyers.filter((_, i) => held[i]!.status === 200);
    expect(winners).toHaveLength(5);
    // Each loser got the API's answer (sold out), never a 5xx.
    expect(held.filter((answer) => answer.status >= 500)).toEqual([]);

    // The winners pay: ordered through one process, paid through the simulator of another.
    for (const [i, buyer] of winners.entries()) {
      const saved = await call(i, "POST", api("/transaction/checkout/participants"), buyer, {
        buyer: { name: "Siti Rahma", email: `w${i}@example.com`, phone_number: "+6281234567890" },
        visitors: [{ name: "Pengunjung A", email: `w${i}@example.com`, phone_number: "+6281234567891" }],
      });
      expect(saved.status).toBe(200);
      const bought = await call(i + 1, "POST", api("/transaction/buy-ticket"), buyer, {
        payment_method: "va_bca",
      });
      expect(bought.status).toBe(200);
      const externalId = (bought.body.data as { external_id: string }).external_id;
      const paid = await call(i + 2, "POST", `/__sandbox/xendit/simulator/${externalId}/pay`, buyer, {});
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    await expect
      .poll(
        async () =>
          (
            await rows<{ sold: number; tickets: number }>(
              database.db,
              sql`SELECT (SELECT count(*)::int FROM stock_claims WHERE category_id = ${categoryId} AND status = 'sold') AS sold,
                   (SELECT count(*)::int FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
                     JOIN checkout_holds h ON h.id = t.hold_id WHERE t.status = 'Payment Success'
                     AND h.event_id = (SELECT event_id FROM ticket_categories WHERE id = ${categoryId})) AS tickets`,
            )
          )[0],
        { timeout: 15_000 },
      )
      .toEqual({ sold: 5, tickets: 5 });
  }, 60_000);

  it("control: the same race through a check-then-insert without a lock oversells across 3 connections", async () => {
    // Proves the count above can fail: three connections (one per process) each read the count, then
    // insert; without the category lock they all see room, and the sold count passes the stock.
    await database.exec("CREATE TABLE race_control (id serial PRIMARY KEY)");
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await connectPatiently(database.url!));
    try {
      await Promise.all(
        clients.map(async (client) => {
          for (let attempt = 0; attempt < 10; attempt++) {
            const { rows: found } = await client.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM race_control",
            );
            await client.query("SELECT pg_sleep(0.02)");
            if (found[0]!.n < 5) await client.query("INSERT INTO race_control DEFAULT VALUES");
          }
        }),
      );
      const { rows: total } = await clients[0]!.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM race_control",
      );
      expect(total[0]!.n).toBeGreaterThan(5);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  }, 30_000);

  it("a payment created on one process is paid through another, and its page on a third hears it live", async () => {
    const { slug, categoryId } = await category(10);
    const [buyer] = await createBuyers(database.db, 1);
    const externalId = await order(0, buyer!, slug, categoryId);
    expect(externalId).toBeTruthy();
    const path = api(`/transaction/live-status/${externalId}`);
    // Process 2 streams the page's status; once the stream is open, process 1 pays it.
    const events = await readEvents(
      2,
      path,
      buyer!,
      (event) => (event.data as { status?: string } | null)?.status === "Payment Success",
      {
        onOpen: async () => {
          const paid = await call(1, "POST", `/__sandbox/xendit/simulator/${externalId}/pay`, buyer!, {});
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        },
      },
    );
    expect(events[0]?.data).toMatchObject({ status: "Waiting For Payment" });
    const paid = events.at(-1)!;
    expect(paid).toMatchObject({ data: { status: "Payment Success" } });
    expect(paid.id).toMatch(/^\d+-\d+$/);

    // A page that reconnects to yet another process with an older Last-Event-ID gets what it missed.
    const resumed = await readEvents(0, path, buyer!, (event) => event.id === paid.id, {
      lastEventId: "0-0",
      timeoutMs: 5_000,
    });
    expect(resumed.map((event) => event.id)).toContain(paid.id);
    const [state] = await rows<{ status: string }>(
      database.db,
      sql`SELECT status FROM payment_transactions WHERE external_id = ${externalId}`,
    );
    expect(state?.status).toBe("Payment Success");
  }, 45_000);

  it("jobs run on every process but act once: one reminder mail per order, one expiry per order", async () => {
    const { slug, categoryId } = await category(20);
    const buyers = await createBuyers(database.db, 6);
    const ids = (await Promise.all(buyers.map((buyer, i) => order(i, buyer, slug, categoryId)))) as string[];
    expect(ids.every(Boolean)).toBe(true);
    // Due for the reminder now (window 30 min, reminder 20 min before the deadline).
    await database.db.execute(sql`UPDATE payment_transactions SET created_at = now() - interval '25 minutes',
      expires_at = now() + interval '5 minutes' WHERE external_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await expect
      .poll(
        async () =>
          (
            await rows<{ n: number }>(
              database.db,
              sql`SELECT count(*)::int AS n FROM payment_transactions WHERE reminder_sent_at IS NOT NULL
                  AND external_id IN (${sql.join(
                    ids.map((id) => sql`${id}`),
                    sql`, `,
                  )})`,
            )
          )[0]?.n,
        { timeout: 10_000 },
      )
      .toBe(6);
    // Several more rounds of all three processes' jobs.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    const mails = await rows<{ to: string; n: number }>(
      database.db,
      sql`SELECT m."to", count(*)::int AS n FROM mail_outbox m JOIN buyers b ON b.email = m."to"
          WHERE b.id IN (${sql.join(
            buyers.map((buyer) => sql`${buyer.id}`),
            sql`, `,
          )}) GROUP BY m."to"`,
    );
    // The order's own mail and exactly one reminder per order.
    expect(mails.map((mail) => mail.n)).toEqual([2, 2, 2, 2, 2, 2]);

    // Now past their deadline: expired once each, their stock back.
    await database.db.execute(sql`UPDATE payment_transactions SET expires_at = now() - interval '1 second'
      WHERE external_id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await expect
      .poll(
        async () =>
          (
            await rows<{ expired: number; live: number }>(
              database.db,
              sql`SELECT (SELECT count(*)::int FROM payment_transactions WHERE status = 'Payment Expired'
                    AND external_id IN (${sql.join(
                      ids.map((id) => sql`${id}`),
                      sql`, `,
                    )})) AS expired,
                  (SELECT count(*)::int FROM stock_claims WHERE category_id = ${categoryId} AND status <> 'released') AS live`,
            )
          )[0],
        { timeout: 10_000 },
      )
      .toEqual({ expired: 6, live: 0 });
  }, 60_000);

  it("live updates over PostgreSQL LISTEN/NOTIFY reach another connection, and resume from the log", async () => {
    const other = openDatabase({ kind: "postgres", url: database.url!, poolMax: 2 });
    const publisher = databaseLiveUpdates(database);
    const listener = databaseLiveUpdates(other);
    try {
      const heard: LiveUpdate[] = [];
      const stop = await listener.subscribe("test:topic", (update) => heard.push(update));
      const first = await publisher.publish("test:topic", { n: 1 });
      const second = await publisher.publish("test:topic", { n: 2 });
      await expect
        .poll(() => heard.map((update) => update.data), { timeout: 5_000 })
        .toEqual([{ n: 1 }, { n: 2 }]);
      expect((await listener.since("test:topic", first)).map((update) => update.id)).toEqual([second]);
      stop();
    } finally {
      await listener.close();
      await publisher.close();
      await other.close();
    }
  }, 20_000);

  it("a published, then retitled, event is searchable on every process (ADR 0134)", async () => {
    /** How long each process took to answer `word` with the event's slug, or to stop answering it. */
    let request = 0;
    const searchOn = async (index: number, word: string) => {
      // A new page size each time: the read cache (1 s) must not hide what the index knows.
      const show = 1 + (request++ % 99);
      const response = await fetch(
        `http://127.0.0.1:${PORTS[index]}${api(`/public/events/search?show=${show}`)}`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ search: word }),
        },
      );
      const body = (await response.json()) as { data: { rows: { slug: string }[] } };
      return body.data.rows.map((row) => row.slug);
    };
    const lagOn = async (index: number, word: string, present: boolean, since: number) => {
      for (;;) {
        const found = (await searchOn(index, word)).length > 0;
        if (found === present) return Date.now() - since;
        if (Date.now() - since > 10_000) return Number.POSITIVE_INFINITY;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // Every process has built its index before the change.
    for (const index of [0, 1, 2]) expect(await searchOn(index, "gamelan")).toEqual([]);
    const event = await createEvent(database.db, { title: "Gamelan Sore", lifecycle: "draft" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const index of [0, 1, 2]) expect(await searchOn(index, "gamelan sore")).toEqual([]);

    const published = Date.now();
    await database.db.execute(sql`UPDATE events SET lifecycle = 'published' WHERE id = ${event.id}`);
    const publishLags = await Promise.all([0, 1, 2].map((index) => lagOn(index, "gamelan", true, published)));
    const retitled = Date.now();
    await database.db.execute(sql`UPDATE events SET title = 'Keroncong Senja' WHERE id = ${event.id}`);
    const editLags = await Promise.all([0, 1, 2].map((index) => lagOn(index, "keroncong", true, retitled)));
    const goneLags = await Promise.all([0, 1, 2].map((index) => lagOn(index, "gamelan", false, retitled)));
    process.stderr.write(
      `search index lag per process (ms): published ${publishLags.join(", ")}; retitled ${editLags.join(", ")}; old title gone ${goneLags.join(", ")}\n`,
    );
    // Each process caught up with each change (10 s bounds the wait; the lags above are the figure).
    for (const lag of [...publishLags, ...editLags, ...goneLags])
      expect(lag).not.toBe(Number.POSITIVE_INFINITY);
  }, 60_000);

  it("queue places are global and unique: buyers joining on three processes get places 1..N", async () => {
    const { slug } = await category(50);
    const configured = await fetch(
      `http://127.0.0.1:${PORTS[0]}${api(`/operator/events/${slug}/waiting-room`)}`,
      {
        method: "PUT",
        headers: { "content-type": "application/json", "x-operator-token": OPERATOR_TOKEN },
        body: JSON.stringify({
          enabled: true,
          opens_at: new Date(Date.now() + 2_000).toISOString(),
          admit_per_minute: 1,
        }),
      },
    );
    expect(configured.status).toBe(200);
    const buyers = await createBuyers(database.db, 30);
    // Every buyer joins at once, spread over the three processes (before and after the opening).
    const joined = await Promise.all(
      buyers.map(async (buyer, i) => {
        if (i >= 15) await new Promise((resolve) => setTimeout(resolve, 2_500));
        const response = await fetch(`http://127.0.0.1:${PORTS[i % 3]}${api(`/queue/${slug}/join`)}`, {
          method: "POST",
          headers: { cookie: `tiketin_session=${buyer.token}`, "accept-language": "en" },
        });
        expect(response.status).toBe(200);
        const placeCookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
        return `tiketin_session=${buyer.token}; ${placeCookies.join("; ")}`;
      }),
    );
    // Each place is read on ANOTHER process than the one joined on.
    const places = async () =>
      Promise.all(
        joined.map(async (cookie, i) => {
          const response = await fetch(
            `http://127.0.0.1:${PORTS[(i + 1) % 3]}${api(`/queue/${slug}/status`)}`,
            {
              headers: { cookie, "accept-language": "en" },
            },
          );
          const body = (await response.json()) as { data?: { place: number | null } };
          return body.data?.place ?? null;
        }),
      );
    await expect
      .poll(async () => (await places()).sort((a, b) => (a ?? 0) - (b ?? 0)), { timeout: 15_000 })
      .toEqual(Array.from({ length: buyers.length }, (_, k) => k + 1));
  }, 60_000);
});

/** One connection, retried while the shared test server is at its connection limit (SQLSTATE 53300). */
async function connectPatiently(url: string): Promise<pg.Client> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return client;
    } catch (error) {
      await client.end().catch(() => {});
      if ((error as { code?: string }).code !== "53300" || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
