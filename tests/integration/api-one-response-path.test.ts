import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * One response path (ADR 0133): the API's answer written by Fastify's pipeline and the same answer
 * written whole by the read fast path (a live answer, ADR 0124) are the same bytes: status, every header
 * line in order, name, case and value, and body. The one line left out is `Date`: Node writes it on both
 * paths from the clock's current second, which may turn between the two requests. The request id is the
 * caller's on both (a well-formed `X-Request-Id` is reused), so it and the length are compared too.
 *
 * The poll goes over a real socket both times, once with an extra percent-encoded cookie, which the
 * fast path leaves to the pipeline (its cookie parser decodes those) and which nothing in the answer
 * reads; a count of the route's calls shows which path answered.
 */
const OPERATOR = "operator-token-for-one-response-path";

interface RawAnswer {
  status: number;
  rawHeaders: string[];
  body: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cookieHeader = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");
/** A browser's cookie jar: a cookie set again replaces the old value. */
function merged(jar: string, setCookies: string[]): string {
  const cookies = new Map(jar.split("; ").map((pair) => pair.split("=", 2) as [string, string]));
  for (const pair of cookieHeader(setCookies).split("; ").filter(Boolean)) {
    const [name, value] = pair.split("=", 2) as [string, string];
    cookies.set(name, value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Header lines as they came off the wire, but `Date` (the clock's second, written by Node on both). */
function linesButDate(rawHeaders: string[]): string[][] {
  const lines: string[][] = [];
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (rawHeaders[i]!.toLowerCase() !== "date") lines.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return lines;
}

function rawGet(port: number, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    }).on("error", reject);
  });
}

describe.each([
  { scheme: "http", https: false },
  { scheme: "https", https: true },
])("the queue status poll over $scheme, through the pipeline and the fast path", ({ scheme, https }) => {
  const clock = new ManualClock(Date.now());
  let t: TestApp;
  let port = 0;
  let path = "";
  let waitingJar = "";
  let routeCalls = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      env: { OPERATOR_API_TOKEN: OPERATOR, PUBLIC_BASE_URL: `${scheme}://tickets.example` },
    });
    const event = await createEvent(t.database.db);
    await createCategory(t.database.db, event.id, { quota: 50 });
    path = `/api/v1/queue/${event.slug}/status`;
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/operator/events/${event.slug}/waiting-room`,
      headers: { "content-type": "application/json", "x-operator-token": OPERATOR },
      payload: JSON.stringify({
        enabled: true,
        opens_at: new Date(clock.now()).toISOString(),
        admit_per_minute: 1,
      }),
    });
    expect(saved.statusCode).toBe(200);
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    port = typeof address === "object" && address ? address.port : 0;
    // Two buyers in line: the opening admits the first (1 a minute), the second waits.
    const jars: string[] = [];
    for (const buyer of await createBuyers(t.database.db, 2)) {
      const joined = await fetch(`http://127.0.0.1:${port}/api/v1/queue/${event.slug}/join`, {
        method: "POST",
        headers: { cookie: `tiketin_session=${buyer.token}` },
      });
      jars.push(merged(`tiketin_session=${buyer.token}`, joined.headers.getSetCookie()));
    }
    clock.advance(1_000);
    await t.services.waitingRoom.tick();
    await sleep(1_050); // the process's snapshot is now stale: the first polls refresh it
    // Each place's first poll ranks it through the route and stores the place in the cookie.
    for (const jar of jars) {
      const first = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: jar } });
      if ((await first.json()).data.state === "waiting")
        waitingJar = merged(jar, first.headers.getSetCookie());
    }
    expect(waitingJar).not.toBe("");
    const room = t.services.waitingRoom;
    const status = room.status;
    room.status = (...args) => {
      routeCalls++;
      return status(...args);
    };
  });
  afterAll(() => t?.close());

  it.each(["en", "id"])("gives the same bytes either way (Accept-Language: %s)", async (lang) => {
    const headers = { "accept-language": lang, "x-request-id": `one-response-path-${scheme}-${lang}` };
    // The pipeline first: it refreshes a stale snapshot, which the fast path then answers from. On a
    // loaded machine the snapshot can turn stale between the two (the route then answers both): again.
    let viaPipeline: RawAnswer | null = null;
    let viaFastPath: RawAnswer | null = null;
    for (let attempt = 0; attempt < 5 && !viaFastPath; attempt++) {
      const before = routeCalls;
      viaPipeline = await rawGet(port, path, { ...headers, cookie: `${waitingJar}; x=%41` });
      expect(routeCalls).toBe(before + 1);
      const answer = await rawGet(port, path, { ...headers, cookie: waitingJar });
      if (routeCalls === before + 1) viaFastPath = answer; // not through the route
    }
    if (!viaPipeline || !viaFastPath) throw new Error("the fast path never answered the poll");

    expect(JSON.parse(viaFastPath.body).data.state).toBe("waiting");
    expect(viaFastPath.status).toBe(viaPipeline.status);
    expect(linesButDate(viaFastPath.rawHeaders)).toEqual(linesButDate(viaPipeline.rawHeaders));
    expect(viaFastPath.body).toBe(viaPipeline.body);
    // The comparison is not between two empty heads: the API's lines are there.
    const names = linesButDate(viaFastPath.rawHeaders).map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "content-security-policy",
        "x-request-id",
        "cache-control",
        "content-type",
        "content-length",
      ]),
    );
    expect(names.includes("strict-transport-security")).toBe(https);
  });
});
