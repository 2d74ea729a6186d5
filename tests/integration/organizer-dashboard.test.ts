import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { eTickets } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import {
  databaseLiveUpdates,
  eventActivityTopic,
  type LiveUpdates,
} from "../../server/features/live-updates/index.ts";
import { CHECK_IN_SECRET_HEADER } from "../../shared/contracts/e-tickets.ts";
import {
  DASHBOARD_LIVE_PATH,
  type EventDashboard,
  type OrgDashboard,
} from "../../shared/contracts/organizer-dashboard.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createPaymentsHarness, type PaymentsHarness, readyCheckout } from "./payments-harness.ts";

/**
 * The organiser's live dashboard. Its figures after real sales (checkout, buy,
 * the sandbox's paid callback) and a real scan at the gate; the money arithmetic; who may see it; and
 * its stream, which hears a sale announced by ANOTHER LiveUpdates instance (another process's, on the
 * same database) and resumes after `Last-Event-ID`.
 */
let h: PaymentsHarness;
let f: OrgFixture;
let base: string;
let categoryId: number;

const eventPath = () => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}/dashboard`;
const streamUrl = (fixture = f) =>
  `${base}${DASHBOARD_LIVE_PATH.event.replace(":orgId", String(fixture.organiser.id)).replace(":eventId", String(fixture.published.id))}`;

async function figures(token = f.members.finance.token): Promise<EventDashboard> {
  const response = await orgCall(h.app, { method: "GET", url: eventPath(), token });
  expect(response.status).toBe(200);
  return response.body.data as EventDashboard;
}

/** Checkout, buy with `method`, and (unless `pay` is false) the sandbox's paid callback, settled. */
async function sell(quantity: number, method: string, pay = true) {
  const ready = await readyCheckout(h, { categoryId, eventSlug: f.published.slug, quantity });
  const bought = await h.call("POST", "/transaction/buy-ticket", {
    token: ready.buyer.token,
    body: { payment_method: method },
  });
  expect(bought.status).toBe(200);
  const externalId = (bought.body.data as { external_id: string }).external_id;
  if (pay) {
    await h.sandbox.pay(externalId);
    await h.sandbox.delivery.settle();
  }
  return { externalId, buyer: ready.buyer };
}

/** Reads an SSE response's frames until `until` says stop (or the time runs out). */
async function readFrames(
  response: Response,
  until: (frames: { id: string | null; data: unknown }[]) => boolean,
  timeoutMs = 5_000,
) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const frames: { id: string | null; data: unknown }[] = [];
  let buffer = "";
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (!until(frames)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data !== undefined)
          frames.push({ id: /^id: (.*)$/m.exec(block)?.[1] ?? null, data: JSON.parse(data) });
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
  return frames;
}

const open = (url: string, token: string, lastEventId?: string) =>
  fetch(url, {
    headers: {
      cookie: `tiketin_session=${token}`,
      "accept-language": "id",
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
  });

beforeAll(async () => {
  h = await createPaymentsHarness();
  await h.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  f = await createOrgFixture(h.db);
  const [category] = await rows<{ id: number }>(
    h.db,
    sql`SELECT id FROM ticket_categories WHERE event_id = ${f.published.id}`,
  );
  categoryId = category!.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("the event's dashboard figures", () => {
  it("counts sales, holds, money per method and a gate's admission", async () => {
    const before = await figures();
    expect(before.stock).toEqual({ quota: 100, sold: 0, held: 0, remaining: 100 });
    expect(before.money).toEqual({ orders: 0, gross: 0, gatewayFees: 0, net: 0, tax: 0, internetFee: 0 });

    // Rp 150,000 tickets, no tax, Internet Fee Rp 5,000 (the harness's setting).
    const va = await sell(2, "va_bca"); // 300,000 + 5,000 + VA Rp 6,000 = 311,000
    await sell(1, "qris"); // 150,000 + 5,000 + 3 % of 155,000 (4,650) = 159,650
    await sell(1, "va_bca", false); // placed, not paid: held

    const after = await figures();
    expect(after.stock).toEqual({ quota: 100, sold: 3, held: 1, remaining: 96 });
    expect(after.categories).toEqual([
      { id: categoryId, name: "Festival", quota: 100, sold: 3, held: 1, remaining: 96 },
    ]);
    expect(after.money).toEqual({
      orders: 2,
      gross: 306_000 + 154_650,
      gatewayFees: 6_000 + 4_650,
      net: 450_000,
      tax: 0,
      internetFee: 10_000,
    });
    expect(after.byMethod).toEqual([
      { method: "va_bca", orders: 1, gross: 306_000, gatewayFee: 6_000 },
      { method: "qris", orders: 1, gross: 154_650, gatewayFee: 4_650 },
    ]);
    expect(after.sales.reduce((sum, point) => sum + point.tickets, 0)).toBe(3);
    expect(after.sales.reduce((sum, point) => sum + point.gross, 0)).toBe(after.money.gross);
    // The figures agree with the stored orders, independently summed.
    const [stored] = await rows<{ gross: number; fees: number; inet: number }>(
      h.db,
      sql`SELECT sum(total - inet_fee)::float8 AS gross, sum(payment_fee)::float8 AS fees, sum(inet_fee)::float8 AS inet
          FROM payment_transactions WHERE event_id = ${f.published.id} AND status = 'Payment Success'`,
    );
    expect(stored).toEqual({ gross: after.money.gross, fees: after.money.gatewayFees, inet: 10_000 });

    // A scan at the gate, through the gate's own API.
    const link = await issueCheckInLink(h.db, "http://127.0.0.1", f.published.slug);
    const secret = new URL(link).hash.slice("#k=".length);
    const [ticket] = await h.db
      .select({ id: eTickets.id, eventId: eTickets.eventId, codeVersion: eTickets.codeVersion })
      .from(eTickets)
      .innerJoin(sql`payment_transactions t`, sql`t.id = ${eTickets.transactionId}`)
      .where(sql`t.external_id = ${va.externalId}`)
      .limit(1);
    const code = await currentTicketCode({ db: h.db, cipher: h.deps.cipher }, ticket!);
    const scan = await h.app.inject({
      method: "POST",
      url: `/api/v1/check-in/${f.published.slug}/scan`,
      headers: { [CHECK_IN_SECRET_HEADER]: secret, "content-type": "application/json" },
      payload: JSON.stringify({ code, gate: "Gerbang Utara" }),
    });
    expect(scan.json()).toMatchObject({ status: 1, data: { verdict: "valid" } });
    const scanned = await figures();
    expect(scanned.checkIns).toEqual({ total: 1, gates: [{ gate: "Gerbang Utara", count: 1 }] });
    expect(scanned.checkInPoints).toEqual([expect.objectContaining({ gate: "Gerbang Utara", count: 1 })]);
  });

  it("sums the organisation's events, one row per event", async () => {
    const response = await orgCall(h.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/dashboard`,
      token: f.members.admin.token,
    });
    expect(response.status).toBe(200);
    const org = response.body.data as OrgDashboard;
    expect(org.events.map((row) => row.eventId).sort()).toEqual([f.draft.id, f.published.id].sort());
    const published = org.events.find((row) => row.eventId === f.published.id)!;
    expect(published.stock).toEqual({ quota: 100, sold: 3, held: 1, remaining: 96 });
    expect(published.money.net).toBe(450_000);
    expect(published.checkIns).toBe(1);
    expect(org.totals.stock).toEqual({ quota: 200, sold: 3, held: 1, remaining: 196 });
    expect(org.totals.money).toEqual(published.money);
    expect(org.totals.checkIns).toBe(1);
  });
});

describe("who sees the dashboard", () => {
  it("owner, admin and finance; gate staff and buyers 403; signed out 401; another organisation 404", async () => {
    for (const role of ["owner", "admin", "finance"] as const)
      expect(
        (await orgCall(h.app, { method: "GET", url: eventPath(), token: f.members[role].token })).status,
      ).toBe(200);
    const gate = await orgCall(h.app, { method: "GET", url: eventPath(), token: f.members.gate.token });
    expect(gate.status).toBe(403);
    expect(gate.body).toMatchObject({ status: 0, errorCode: "forbidden" });
    const [buyer] = await createBuyers(h.db, 1);
    expect((await orgCall(h.app, { method: "GET", url: eventPath(), token: buyer!.token })).status).toBe(403);
    expect((await orgCall(h.app, { method: "GET", url: eventPath() })).status).toBe(401);
    const other = await createOrgFixture(h.db);
    const foreign = await orgCall(h.app, {
      method: "GET",
      url: `/organizer/organizations/${f.organiser.id}/events/${other.published.id}/dashboard`,
      token: f.members.owner.token,
    });
    expect(foreign.status).toBe(404);
  });

  it("the stream checks the same before it opens, in the envelope", async () => {
    const gate = await open(streamUrl(), f.members.gate.token);
    expect(gate.status).toBe(403);
    expect(await gate.json()).toMatchObject({ status: 0, errorCode: "forbidden" });
    const anonymous = await fetch(streamUrl());
    expect(anonymous.status).toBe(401);
    const other = await createOrgFixture(h.db);
    const foreign = await open(
      `${base}${DASHBOARD_LIVE_PATH.event.replace(":orgId", String(f.organiser.id)).replace(":eventId", String(other.published.id))}`,
      f.members.owner.token,
    );
    expect(foreign.status).toBe(404);
    const bad = await open(
      `${base}${DASHBOARD_LIVE_PATH.event.replace(":orgId", String(f.organiser.id)).replace(":eventId", "1%00")}`,
      f.members.owner.token,
    );
    expect(bad.status).toBe(404);
    const orgGate = await open(
      `${base}${DASHBOARD_LIVE_PATH.organization.replace(":orgId", String(f.organiser.id))}`,
      f.members.gate.token,
    );
    expect(orgGate.status).toBe(403);
  });
});

describe("the dashboard's stream", () => {
  let other: Database | null = null;
  let elsewhere: LiveUpdates;
  beforeAll(() => {
    // Another process's LiveUpdates: on PostgreSQL a second pool to the SAME database (its own LISTEN
    // connection); on PGlite (one process by construction) a second instance on the app's database.
    const url = h.database.url;
    other = url ? openDatabase({ kind: "postgres", url, poolMax: 2 }) : null;
    elsewhere = databaseLiveUpdates(other ?? h.database);
  });
  afterAll(async () => {
    await elsewhere?.close();
    await other?.close();
  });

  // How soon (p99 within 2 s of the commit, across processes) is `npm run bench:live`'s figure.
  it("hears a sale settled in the app", async () => {
    const response = await open(streamUrl(), f.members.finance.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const isPayment = (frame: { data: unknown }) => (frame.data as { kind?: string }).kind === "payment";
    const frames = readFrames(response, (seen) => seen.some(isPayment));
    // Subscribed once the stream's headers are out: the sale happens after (its hold is announced too).
    const sale = sell(1, "va_bca");
    const [received] = await Promise.all([frames, sale]);
    const payment = received.find(isPayment);
    expect(payment).toMatchObject({ data: { kind: "payment", eventId: f.published.id } });
    expect(payment?.id).toBeTruthy();
  });

  it("hears tickets held: a burst of holds is one update at once and one after it, not one per hold", async () => {
    const response = await open(streamUrl(), f.members.finance.token);
    const frames = readFrames(response, () => false, 2_500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 6 }, () => readyCheckout(h, { categoryId, eventSlug: f.published.slug })),
    );
    const heldAll = Date.now();
    const held = (await frames).filter((frame) => (frame.data as { kind?: string }).kind === "hold");
    // At least the first at once and the last never lost; never one per hold (6 within a second or so).
    expect(held.length).toBeGreaterThanOrEqual(1);
    expect(held.length).toBeLessThanOrEqual(2 + Math.floor((heldAll - started) / 1_000));
    const last = Date.parse((held.at(-1)!.data as { at: string }).at);
    expect(last).toBeGreaterThanOrEqual(started);
  });

  it("hears an update published on ANOTHER LiveUpdates instance, and resumes after Last-Event-ID", async () => {
    const topic = eventActivityTopic(f.published.id);
    const response = await open(streamUrl(), f.members.owner.token);
    const frames = readFrames(response, (seen) => seen.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const firstId = await elsewhere.publish(topic, { kind: "payment", eventId: f.published.id, at: "x" });
    const [first] = await frames;
    expect(first).toEqual({ id: firstId, data: { kind: "payment", eventId: f.published.id, at: "x" } });

    // The page is away: two updates are published; it comes back with the last id it saw.
    const secondId = await elsewhere.publish(topic, { kind: "check_in", eventId: f.published.id, at: "y" });
    const thirdId = await elsewhere.publish(topic, { kind: "payment", eventId: f.published.id, at: "z" });
    const resumed = await open(streamUrl(), f.members.owner.token, firstId);
    const replay = await readFrames(resumed, (seen) => seen.length >= 2);
    expect(replay.map((frame) => frame.id)).toEqual([secondId, thirdId]);

    // Control: without Last-Event-ID nothing is replayed (so the replay above came from the id).
    const fresh = await open(streamUrl(), f.members.owner.token);
    const none = await readFrames(fresh, (seen) => seen.length >= 1, 600);
    expect(none).toEqual([]);
  });

  it("another event's updates are not sent", async () => {
    const second = await createOrgFixture(h.db);
    const response = await open(streamUrl(), f.members.owner.token);
    const frames = readFrames(response, (seen) => seen.length >= 1, 800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await elsewhere.publish(eventActivityTopic(second.published.id), { kind: "payment" });
    expect(await frames).toEqual([]);
  });
});
