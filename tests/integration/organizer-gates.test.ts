import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { buildServices } from "../../server/build-services.ts";
import { loadConfig } from "../../server/config/env.ts";
import {
  eTicketCheckIns,
  gateScans,
  organiserMembers,
  ticketCategories,
} from "../../server/db/schema/index.ts";
import { hashSecret, issueCheckInLink } from "../../server/features/e-tickets/check-in-secret.ts";
import { findLiveGateLink } from "../../server/features/e-tickets/gate-scan-data.ts";
import { currentTicketCode } from "../../server/features/e-tickets/ticket-code-for.ts";
import {
  CHECK_IN_SECRET_HEADER,
  type CheckInResult,
  type SyncResult,
} from "../../shared/contracts/e-tickets.ts";
import type { EventGates, Gate, GateActivity, GateLink } from "../../shared/contracts/organizer-gates.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import { createOrgFixture, type OrgFixture, orgCall } from "../support/organizer-fixtures.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

/**
 * The gate without a CLI: named gates, each member's own check-in link (only its hash
 * stored), revocable one by one and refused at its next request on any process, the CLI's secret still
 * valid beside them, the check-in recorded under the link's gate name and link, throughput per gate
 * and the double-admission report.
 */

let t: TestApp;
/** A second app on the same database: another server process, with its own memory. */
let other: FastifyInstance;
let f: OrgFixture;
let categoryId: number;

const base = () => `/organizer/organizations/${f.organiser.id}/events/${f.published.id}`;
const as = (role: keyof OrgFixture["members"]) => f.members[role].token;

async function api<T>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  token: string,
  body?: unknown,
  language = "en",
) {
  const response = await t.app.inject({
    method,
    url: `/api/v1${base()}${path}`,
    headers: {
      "accept-language": language,
      cookie: `tiketin_session=${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = response.json() as { status: number; message: string; errorCode?: string; data: T };
  return { ...envelope, status: response.statusCode };
}

const secretOf = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get("k") ?? "";

async function scan(secret: string, code: string, typedGate = "Typed on the device", app = t.app) {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/check-in/${f.published.slug}/scan`,
    headers: { "content-type": "application/json", [CHECK_IN_SECRET_HEADER]: secret },
    payload: JSON.stringify({ code, gate: typedGate }),
  });
  return { status: response.statusCode, data: (response.json() as { data: CheckInResult }).data };
}

async function newTicket(): Promise<{ id: string; code: string }> {
  const sold = await issuePaidTickets(t.database.db, {
    buyerId: f.target.id,
    eventId: f.published.id,
    categoryId,
    visitors: ["Sari Wulandari"],
  });
  const id = sold.ticketIds[0]!;
  const code = await currentTicketCode(t.services, { id, eventId: f.published.id, codeVersion: 1 });
  return { id, code };
}

async function createGate(name: string): Promise<Gate> {
  const created = await api<Gate>("POST", "/gates", as("owner"), { name });
  expect(created.status).toBe(201);
  return created.data;
}

async function newLink(gateId: number, role: keyof OrgFixture["members"], label?: string) {
  const made = await api<{ link: GateLink; url: string }>(
    "POST",
    `/gates/${gateId}/links`,
    as(role),
    label ? { label } : {},
  );
  expect(made.status).toBe(201);
  return { ...made.data, secret: secretOf(made.data.url) };
}

beforeAll(async () => {
  t = await createTestApp();
  const services = buildServices({ config: loadConfig({ NODE_ENV: "test" }), database: t.database });
  other = await buildApp({ services, logStream: new Writable({ write: (_c, _e, done) => done() }) });
  await other.ready();
  f = await createOrgFixture(t.database.db);
  const [category] = await t.database.db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, f.published.id));
  categoryId = category!.id;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe("named gates", () => {
  it("owners create, rename and archive gates; a live name is unique per event", async () => {
    const gate = await createGate("Pintu Utara");
    expect(gate).toMatchObject({ name: "Pintu Utara", archived: false });
    const duplicate = await api("POST", "/gates", as("admin"), { name: "pintu utara" }, "id");
    expect(duplicate).toMatchObject({ status: 409, errorCode: "conflict" });
    expect(duplicate.message).toBe("Acara ini sudah punya gerbang aktif dengan nama ini.");
    const renamed = await api<Gate>("PATCH", `/gates/${gate.id}`, as("admin"), { name: "North" });
    expect(renamed.data.name).toBe("North");
    const archived = await api<Gate>("PATCH", `/gates/${gate.id}`, as("owner"), { archived: true });
    expect(archived.data.archived).toBe(true);
    // Archived: the name is free again.
    expect((await api("POST", "/gates", as("owner"), { name: "North" })).status).toBe(201);
  });

  it("bad input answers a translated 400, never a 500", async () => {
    const bodies: unknown[] = [
      {},
      { name: "" },
      { name: "   " },
      { name: "x".repeat(61) },
      { name: "Gate\u0000A" },
      { name: 42 },
    ];
    for (const body of bodies) {
      const en = await api("POST", "/gates", as("owner"), body, "en");
      const id = await api("POST", "/gates", as("owner"), body, "id");
      expect(en.status, JSON.stringify(body)).toBe(400);
      expect(en.status).toBe(id.status);
      expect(en.message).not.toBe(id.message);
    }
    const gate = await createGate("Validasi");
    expect((await api("PATCH", `/gates/${gate.id}`, as("owner"), { archived: "yes" })).status).toBe(400);
    expect((await api("POST", `/gates/${gate.id}/links`, as("owner"), { label: "\u0007" })).status).toBe(400);
    for (const bad of ["abc", "0", "99999999999", `${gate.id}x`])
      expect((await api("PATCH", `/gates/${bad}`, as("owner"), { name: "A" })).status).toBe(404);
    for (const bad of ["abc", "00000000-0000-0000-0000-000000000000", "x".repeat(200)])
      expect((await api("DELETE", `/gate-links/${bad}`, as("owner"))).status).toBe(404);
  });
});

describe("staff check-in links", () => {
  it("a link admits under its gate's name and records which link scanned", async () => {
    const gate = await createGate("Gerbang A");
    const link = await newLink(gate.id, "gate");
    expect(link.url).toMatch(new RegExp(`/check-in/${f.published.slug}#k=[A-Za-z0-9_-]{43}&g=Gerbang\\+A$`));
    expect(link.link).toMatchObject({ gate_name: "Gerbang A", mine: true, revoked_at: null });
    const ticket = await newTicket();
    const answer = await scan(link.secret, ticket.code, "Something else typed");
    expect(answer.status).toBe(200);
    expect(answer.data.verdict).toBe("valid");
    const [row] = await t.database.db
      .select()
      .from(eTicketCheckIns)
      .where(eq(eTicketCheckIns.ticketId, ticket.id));
    expect(row).toMatchObject({ gate: "Gerbang A", gateLinkId: link.link.id, source: "online" });
  });

  it("revoking refuses that link's next request at once, on another process too; other links keep working", async () => {
    const gate = await createGate("Gerbang B");
    const first = await newLink(gate.id, "gate");
    const second = await newLink(gate.id, "admin", "Tablet B");
    // Both links work, on both processes.
    expect((await scan(first.secret, (await newTicket()).code, "x", other)).data.verdict).toBe("valid");
    expect((await scan(second.secret, (await newTicket()).code)).data.verdict).toBe("valid");
    const revoked = await api<GateLink>("DELETE", `/gate-links/${first.link.id}`, as("owner"));
    expect(revoked.status).toBe(200);
    expect(revoked.data.revoked_at).not.toBeNull();
    // The very next scan, on the process that did not revoke it, is refused; nothing was admitted.
    const ticket = await newTicket();
    const refused = await scan(first.secret, ticket.code, "x", other);
    expect(refused.status).toBe(401);
    expect((await scan(first.secret, ticket.code)).status).toBe(401);
    const bundle = await other.inject({
      method: "GET",
      url: `/api/v1/check-in/${f.published.slug}/bundle`,
      headers: { [CHECK_IN_SECRET_HEADER]: first.secret },
    });
    expect(bundle.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(eTicketCheckIns).where(eq(eTicketCheckIns.ticketId, ticket.id)),
    ).toEqual([]);
    // The other link was not touched.
    expect((await scan(second.secret, ticket.code, "x", other)).data.verdict).toBe("valid");
  });

  it("CONTROL: a per-process cache of links would keep admitting after the revoke (the test above catches it)", async () => {
    const gate = await createGate("Gerbang Kontrol");
    const link = await newLink(gate.id, "gate");
    const hash = hashSecret(link.secret);
    const cache = new Map<string, Awaited<ReturnType<typeof findLiveGateLink>>>();
    const cachedLookup = async () => {
      if (!cache.has(hash)) cache.set(hash, await findLiveGateLink(t.database.db, f.published.id, hash));
      return cache.get(hash) ?? null;
    };
    expect(await cachedLookup()).not.toBeNull();
    await api("DELETE", `/gate-links/${link.link.id}`, as("owner"));
    // The cached answer still lets the device in: exactly the defect "refused at once" rules out.
    expect(await cachedLookup()).not.toBeNull();
    expect(await findLiveGateLink(t.database.db, f.published.id, hash)).toBeNull();
  });

  it("a new link never invalidates the others, and the CLI's secret stays valid beside them", async () => {
    const gate = await createGate("Gerbang C");
    const cli = secretOf(await issueCheckInLink(t.database.db, "http://localhost:3000", f.published.slug));
    const first = await newLink(gate.id, "gate");
    const later = [await newLink(gate.id, "gate"), await newLink(gate.id, "owner", "Tablet C")];
    expect(later.every((link) => link.secret !== first.secret)).toBe(true);
    expect((await scan(first.secret, (await newTicket()).code)).data.verdict).toBe("valid");
    const viaCli = await newTicket();
    expect((await scan(cli, viaCli.code, "Pintu operator")).data.verdict).toBe("valid");
    const [row] = await t.database.db
      .select()
      .from(eTicketCheckIns)
      .where(eq(eTicketCheckIns.ticketId, viaCli.id));
    // The CLI's device records the gate it typed, and no link.
    expect(row).toMatchObject({ gate: "Pintu operator", gateLinkId: null });
    // A wrong secret is the same 401 as a revoked one.
    expect((await scan("not-a-secret", viaCli.code)).status).toBe(401);
  });

  it("archiving a gate or removing its holder from the organisation refuses the links", async () => {
    const gate = await createGate("Gerbang D");
    const link = await newLink(gate.id, "gate");
    const owners = await newLink(gate.id, "owner", "Tablet D");
    await api("PATCH", `/gates/${gate.id}`, as("owner"), { archived: true });
    expect((await scan(link.secret, (await newTicket()).code)).status).toBe(401);
    expect((await api("POST", `/gates/${gate.id}/links`, as("gate"), {})).status).toBe(409);
    await api("PATCH", `/gates/${gate.id}`, as("owner"), { archived: false });
    expect((await scan(link.secret, (await newTicket()).code)).data.verdict).toBe("valid");
    // Removing a member: their links die; others' do not.
    await t.database.db
      .delete(organiserMembers)
      .where(
        and(
          eq(organiserMembers.organiserId, f.organiser.id),
          eq(organiserMembers.buyerId, f.members.gate.id),
        ),
      );
    try {
      expect((await scan(link.secret, (await newTicket()).code)).status).toBe(401);
      expect((await scan(owners.secret, (await newTicket()).code)).data.verdict).toBe("valid");
    } finally {
      await t.database.db
        .insert(organiserMembers)
        .values({ organiserId: f.organiser.id, buyerId: f.members.gate.id, role: "gate" });
    }
  });

  it("gate staff see open gates and only their own links, and revoke only their own", async () => {
    const gate = await createGate("Gerbang E");
    const mine = await newLink(gate.id, "gate");
    const admins = await newLink(gate.id, "admin", "Tablet E");
    const archivedGate = await createGate("Gerbang Lama");
    await api("PATCH", `/gates/${archivedGate.id}`, as("owner"), { archived: true });
    const seen = await api<EventGates>("GET", "/gates", as("gate"));
    expect(seen.data.can_manage).toBe(false);
    expect(seen.data.gates.some((row) => row.archived)).toBe(false);
    expect(seen.data.links.every((link) => link.mine)).toBe(true);
    expect(seen.data.links.map((link) => link.id)).toContain(mine.link.id);
    const owner = await api<EventGates>("GET", "/gates", as("owner"));
    expect(owner.data.can_manage).toBe(true);
    expect(owner.data.links.map((link) => link.id)).toEqual(
      expect.arrayContaining([mine.link.id, admins.link.id]),
    );
    expect((await api("DELETE", `/gate-links/${admins.link.id}`, as("gate"))).status).toBe(404);
    expect((await api("DELETE", `/gate-links/${mine.link.id}`, as("gate"))).status).toBe(200);
    // Gate staff make links but do not manage gates or read the figures.
    expect((await api("POST", "/gates", as("gate"), { name: "Mine" })).status).toBe(403);
    expect((await api("GET", "/gate-activity", as("gate"))).status).toBe(403);
    expect((await api("GET", "", as("gate"))).status).toBe(403);
  });

  it("gate staff may still leave the organisation (the one call outside check-in they keep)", async () => {
    const fixture = await createOrgFixture(t.database.db);
    const response = await orgCall(t.app, {
      method: "DELETE",
      url: `/organizer/organizations/${fixture.organiser.id}/members/${fixture.members.gate.id}`,
      token: fixture.members.gate.token,
    });
    expect(response.status).toBe(200);
  });
});

describe("throughput and double admissions", () => {
  it("counts scans per gate in the last 15 and 60 minutes and reports a ticket scanned twice", async () => {
    const north = await createGate("Utara Ramai");
    const south = await createGate("Selatan Ramai");
    const a = await newLink(north.id, "gate");
    const b = await newLink(south.id, "admin", "Tablet Selatan");
    const ticket = await newTicket();
    expect((await scan(a.secret, ticket.code)).data.verdict).toBe("valid");
    const again = await scan(b.secret, ticket.code);
    expect(again.data.verdict).toBe("already_used");
    expect(again.data.first_check_in?.gate).toBe("Utara Ramai");
    expect((await scan(b.secret, (await newTicket()).code)).data.verdict).toBe("valid");
    const activity = await api<GateActivity>("GET", "/gate-activity", as("admin"));
    expect(activity.status).toBe(200);
    const byName = new Map(activity.data.gates.map((row) => [row.name, row]));
    expect(byName.get("Utara Ramai")?.windows[0]).toMatchObject({ minutes: 15, valid: 1, refused: 0 });
    expect(byName.get("Selatan Ramai")?.windows[0]).toMatchObject({ minutes: 15, valid: 1, refused: 1 });
    expect(byName.get("Selatan Ramai")?.windows[1]).toMatchObject({
      minutes: 60,
      valid_per_minute: 0.02,
      refused_per_minute: 0.02,
    });
    const report = activity.data.double_admissions.find((row) => row.ticket_id === ticket.id);
    expect(report).toMatchObject({
      reference: ticket.id.slice(0, 8).toUpperCase(),
      first_gate: "Utara Ramai",
      second_gate: "Selatan Ramai",
    });
    expect(Date.parse(report!.second_at)).toBeGreaterThanOrEqual(Date.parse(report!.first_at));
    const scans = await t.database.db.select().from(gateScans).where(eq(gateScans.linkId, b.link.id));
    expect(scans.map((row) => row.verdict).sort()).toEqual(["already_used", "valid"]);
  });

  it("offline scans synced through a staff link are recorded under its gate", async () => {
    const gate = await createGate("Gerbang Luring");
    const link = await newLink(gate.id, "gate");
    const ticket = await newTicket();
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v1/check-in/${f.published.slug}/sync`,
      headers: { "content-type": "application/json", [CHECK_IN_SECRET_HEADER]: link.secret },
      payload: JSON.stringify({
        scans: [
          {
            scan_id: crypto.randomUUID(),
            code: ticket.code,
            gate: "typed offline",
            scanned_at: new Date().toISOString(),
            device_verdict: "valid",
          },
        ],
      }),
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: SyncResult }).data.results[0]?.verdict).toBe("valid");
    const [row] = await t.database.db
      .select()
      .from(eTicketCheckIns)
      .where(eq(eTicketCheckIns.ticketId, ticket.id));
    expect(row).toMatchObject({ gate: "Gerbang Luring", gateLinkId: link.link.id, source: "offline" });
  });
});
