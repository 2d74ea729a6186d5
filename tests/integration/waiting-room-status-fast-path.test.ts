import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../support/accounts.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The waiting room's status poll over a real socket (ADR 0124): answered in front of the pipeline from
 * the place cookie and the process's snapshot, with the same envelope and headers the route gives, and
 * handed to the route whenever the answer needs a read or a new cookie. `app.inject` skips the listener
 * the fast path lives in, so the route's own answer is read through it for comparison.
 */
const OPERATOR = "operator-token-for-the-status-fast-path";
const clock = new ManualClock(Date.now());
let t: TestApp;
let base = "";
let slug = "";
let routeCalls = 0;
const jars: string[] = [];

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

/** Headers both answers must share (everything but the per-response ones). */
function stableHeaders(headers: Record<string, string | string[] | number | undefined>) {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (!["x-request-id", "date", "keep-alive", "connection", "content-length"].includes(name))
      kept[name] = String(value);
  return kept;
}

const poll = (cookie: string, lang = "en") =>
  fetch(`${base}/queue/${slug}/status`, { headers: { cookie, "accept-language": lang } });
const viaRoute = (cookie: string, lang = "en") =>
  t.app.inject({
    method: "GET",
    url: `/api/v1/queue/${slug}/status`,
    headers: { cookie, "accept-language": lang },
  });

beforeAll(async () => {
  t = await createTestApp({ clock, env: { OPERATOR_API_TOKEN: OPERATOR } });
  const event = await createEvent(t.database.db);
  await createCategory(t.database.db, event.id, { quota: 50 });
  slug = event.slug;
  const saved = await t.app.inject({
    method: "PUT",
    url: `/api/v1/operator/events/${slug}/waiting-room`,
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
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v1`;
  // Five buyers in line; the opening admits one (1 a minute), the others wait.
  for (const buyer of await createBuyers(t.database.db, 5)) {
    const joined = await fetch(`${base}/queue/${slug}/join`, {
      method: "POST",
      headers: { cookie: `tiketin_session=${buyer.token}` },
    });
    jars.push(merged(`tiketin_session=${buyer.token}`, joined.headers.getSetCookie()));
  }
  clock.advance(1_000);
  await t.services.waitingRoom.tick();
  await sleep(1_050); // this process's snapshot of the line's head is now older than its second
  // Each place's first poll ranks it through the route and stores the place in the cookie.
  for (const [i, jar] of jars.entries()) {
    const first = await poll(jar);
    expect(first.status).toBe(200);
    jars[i] = merged(jar, first.headers.getSetCookie());
  }
  const room = t.services.waitingRoom;
  const status = room.status;
  room.status = (...args) => {
    routeCalls++;
    return status(...args);
  };
});
afterAll(() => t?.close());

describe("the queue status poll's fast path", () => {
  it("answers waiting places without the route, exactly as the route would, in either language", async () => {
    const waiting = [];
    for (const lang of ["en", "id"])
      for (const jar of jars) {
        // The route first (it refreshes a stale snapshot), then the same poll over the socket.
        const route = await viaRoute(jar, lang);
        const callsBefore = routeCalls;
        const fast = await poll(jar, lang);
        expect(fast.status).toBe(200);
        const body = await fast.json();
        if (body.data.state !== "waiting") continue;
        waiting.push(body.data.place);
        expect(routeCalls).toBe(callsBefore); // not through the route
        expect(body).toEqual(route.json());
        expect(stableHeaders(Object.fromEntries(fast.headers))).toEqual(stableHeaders(route.headers));
        expect(fast.headers.get("x-request-id")).toMatch(/\S/);
        expect(fast.headers.getSetCookie()).toEqual([]);
      }
    // Four places wait (one was admitted), each answered in both languages.
    expect(waiting.sort()).toEqual([2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("hands the poll to the route when the answer needs a read: admitted, unranked, stale, foreign", async () => {
    await viaRoute(jars[0]!); // a fresh snapshot
    const before = routeCalls;
    const answers = await Promise.all(jars.map((jar) => poll(jar)));
    const states = await Promise.all(answers.map(async (a) => (await a.json()).data.state));
    expect(states.filter((s) => s === "admitted")).toHaveLength(1);
    expect(routeCalls - before).toBe(1); // only the admitted place (its grant is read)

    const forged = jars[1]!.replace(/(tiketin_q\d+=)[^;]*/, "$1not-a-place");
    const foreign = await poll(forged);
    expect((await foreign.json()).data.state).toBe((await viaRoute(forged)).json().data.state);
    expect(await (await poll(`${jars[1]}; x=%41`)).json()).toMatchObject({ status: 1 });
    expect(routeCalls - before).toBe(3); // the encoded cookie went through the route as well

    await sleep(1_050); // the snapshot is now stale: the route refreshes it
    const stale = routeCalls;
    await poll(jars[1]!);
    expect(routeCalls).toBe(stale + 1);
  });

  it("leaves unknown events and other paths to the route", async () => {
    const missing = await fetch(`${base}/queue/no-such-event/status`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).errorCode).toBe("not_found");
    const malformed = await fetch(`${base}/queue/${slug}--x/status`);
    expect(malformed.status).toBe(400);
  });
});
