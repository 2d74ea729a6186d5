import { ROLE_GROUPS } from "#shared/contracts/organizer.ts";
import type { EventGates, Gate, UpdateGateBody } from "#shared/contracts/organizer-gates.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { AppError } from "../../http/app-error.ts";
import { type OrganiserAccess, parsePathId, requireOrgEvent } from "../organizations/index.ts";
import type { GatesDeps } from "./deps.ts";
import { toGate, toGateLink } from "./gate-view.ts";
import {
  findGate,
  type GateRow,
  insertGate,
  listGates,
  listLinks,
  listPublishedEventsEndingAfter,
  updateGateRow,
} from "./gates-data.ts";

/** Owners and admins manage gates and every link; gate staff see open gates and their own links. */
export const canManageGates = (access: OrganiserAccess): boolean =>
  (ROLE_GROUPS.editors as readonly string[]).includes(access.role);

const nameTaken = () =>
  new AppError("conflict", {
    messageKey: "organizer.gates.errors.nameTaken",
    fields: { name: { key: "organizer.gates.errors.nameTaken" } },
  });

/** The partial unique index on live names answers a race between two creates with the same name. */
async function orNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (databaseError(error).code === "23505") throw nameTaken();
    throw error;
  }
}

/** GET .../events/:eventId/gates */
export async function getEventGates(
  deps: GatesDeps,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<EventGates> {
  const event = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  const manage = canManageGates(access);
  const [gates, links] = await Promise.all([
    listGates(deps.db, event.id, !manage),
    listLinks(deps.db, event.id, manage ? null : access.buyerId),
  ]);
  return {
    event: { id: event.id, title: event.title, slug: event.slug },
    can_manage: manage,
    gates: gates.map(toGate),
    links: links.map((link) => toGateLink(link, access.buyerId)),
  };
}

/** POST .../events/:eventId/gates */
export async function createGate(
  deps: GatesDeps,
  access: OrganiserAccess,
  rawEventId: string,
  body: { name: string },
): Promise<Gate> {
  const event = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  const row = await orNameTaken(insertGate(deps.db, { eventId: event.id, name: body.name }));
  return toGate(row!);
}

/** The gate a path names under the caller's own event, or 404. */
export async function requireGate(
  deps: GatesDeps,
  access: OrganiserAccess,
  params: { eventId: string; gateId: string },
): Promise<GateRow> {
  const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
  const gateId = parsePathId(params.gateId);
  const gate = gateId === null ? undefined : await findGate(deps.db, event.id, gateId);
  if (!gate) throw new AppError("not_found");
  return gate;
}

/** PATCH .../gates/:gateId: rename, archive (its links stop at once) or bring back. */
export async function updateGate(
  deps: GatesDeps,
  access: OrganiserAccess,
  params: { eventId: string; gateId: string },
  body: UpdateGateBody,
): Promise<Gate> {
  const gate = await requireGate(deps, access, params);
  const archivedAt =
    body.archived === undefined
      ? gate.archivedAt
      : body.archived
        ? (gate.archivedAt ?? deps.clock.now())
        : null;
  const row = await orNameTaken(
    updateGateRow(deps.db, gate.id, { name: body.name ?? gate.name, archivedAt }),
  );
  return toGate(row!);
}

/** GET .../check-in/events: the published events whose end is less than a day ago, soonest first. */
export async function listCheckInEvents(deps: GatesDeps, access: OrganiserAccess) {
  const since = new Date(deps.clock.now().getTime() - 24 * 3600_000);
  const rows = await listPublishedEventsEndingAfter(deps.db, access.organiserId, since);
  return {
    rows: rows.map((row) => ({ id: row.id, title: row.title, starts_at: row.startsAt.toISOString() })),
  };
}
