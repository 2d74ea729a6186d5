import { randomBytes } from "node:crypto";
import type { Db } from "../../server/db/client.ts";
import { eventGates, gateLinks } from "../../server/db/schema/index.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of the gates: gate staff, owners and admins reach check-in
 * (the events to scan for, the gates, their own links); owners and admins manage gates and read the
 * figures. Finance sees none of it; gate staff see nothing else (every other row answers them 403).
 */
const base = (f: Fixture) => `/organizer/organizations/${f.organiser.id}`;
const ev = (f: Fixture, id = f.published.id) => `${base(f)}/events/${id}`;
type GateFixture = Fixture & { gateId?: number; linkId?: string };

/** A gate of the published event and a link of the fixture's gate member for it. */
async function gateAndLink(fixture: GateFixture, db: Db): Promise<void> {
  const [gate] = await db
    .insert(eventGates)
    .values({ eventId: fixture.published.id, name: `Gerbang ${randomBytes(3).toString("hex")}` })
    .returning();
  const [link] = await db
    .insert(gateLinks)
    .values({
      gateId: gate!.id,
      eventId: fixture.published.id,
      holderId: fixture.members.gate.id,
      secretHash: randomBytes(32).toString("hex"),
    })
    .returning();
  fixture.gateId = gate!.id;
  fixture.linkId = link!.id;
}
const gateOf = (f: GateFixture) => f.gateId ?? 0;
const linkOf = (f: GateFixture) => f.linkId ?? "";

export const GATES_ROWS: Row[] = [
  {
    name: "checkInEvents",
    allowed: "checkIn",
    operation: "GET /organizer/organizations/{orgId}/check-in/events",
    request: (f) => ({ method: "GET", url: `${base(f)}/check-in/events` }),
  },
  {
    name: "eventGates",
    allowed: "checkIn",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/gates",
    request: (f) => ({ method: "GET", url: `${ev(f)}/gates` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.published.id)}/gates` }),
  },
  {
    name: "createGate",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/gates",
    request: (f) => ({ method: "POST", url: `${ev(f)}/gates`, body: { name: "Pintu Utara" } }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${ev(own, other.published.id)}/gates`,
      body: { name: "Pintu Utara" },
    }),
  },
  {
    name: "updateGate",
    allowed: "editors",
    operation: "PATCH /organizer/organizations/{orgId}/events/{eventId}/gates/{gateId}",
    prepare: gateAndLink,
    request: (f) => ({ method: "PATCH", url: `${ev(f)}/gates/${gateOf(f)}`, body: { name: "Pintu Baru" } }),
    // Another organisation's gate under the caller's own event: not found.
    foreign: (own, other) => ({
      method: "PATCH",
      url: `${ev(own)}/gates/${gateOf(other)}`,
      body: { name: "Pintu Baru" },
    }),
  },
  {
    name: "createGateLink",
    allowed: "checkIn",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/gates/{gateId}/links",
    prepare: gateAndLink,
    request: (f) => ({ method: "POST", url: `${ev(f)}/gates/${gateOf(f)}/links`, body: {} }),
    foreign: (own, other) => ({ method: "POST", url: `${ev(own)}/gates/${gateOf(other)}/links`, body: {} }),
  },
  {
    // The link belongs to the gate member, so the gate staff cell revokes their own link.
    name: "revokeGateLink",
    allowed: "checkIn",
    operation: "DELETE /organizer/organizations/{orgId}/events/{eventId}/gate-links/{linkId}",
    prepare: gateAndLink,
    request: (f) => ({ method: "DELETE", url: `${ev(f)}/gate-links/${linkOf(f)}` }),
    foreign: (own, other) => ({ method: "DELETE", url: `${ev(own)}/gate-links/${linkOf(other)}` }),
  },
  {
    name: "gateActivity",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/gate-activity",
    request: (f) => ({ method: "GET", url: `${ev(f)}/gate-activity` }),
    foreign: (own, other) => ({ method: "GET", url: `${ev(own, other.published.id)}/gate-activity` }),
  },
];
