import { randomBytes } from "node:crypto";
import type { GateLink } from "#shared/contracts/organizer-gates.ts";
import { AppError } from "../../http/app-error.ts";
import { hashSecret } from "../e-tickets/index.ts";
import { type OrganiserAccess, requireOrgEvent } from "../organizations/index.ts";
import type { GatesDeps } from "./deps.ts";
import { toGateLink } from "./gate-view.ts";
import { findLink, insertGateLink, revokeLink } from "./gates-data.ts";
import { canManageGates, requireGate } from "./manage-gates.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST .../gates/:gateId/links: a new check-in link of the caller for this gate (gate staff: their
 * phone; owners and admins may name a device). Other links are untouched. The secret is random, only
 * its hash is stored, and the URL that carries it in its fragment is answered this once.
 */
export async function issueGateLink(
  deps: GatesDeps,
  access: OrganiserAccess,
  params: { eventId: string; gateId: string },
  body: { label?: string },
): Promise<{ link: GateLink; url: string }> {
  const gate = await requireGate(deps, access, params);
  if (gate.archivedAt) throw new AppError("conflict", { messageKey: "organizer.gates.errors.gateArchived" });
  const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
  const secret = randomBytes(32).toString("base64url");
  const linkId = await insertGateLink(deps.db, {
    gateId: gate.id,
    eventId: event.id,
    holderId: access.buyerId,
    label: body.label ?? null,
    secretHash: hashSecret(secret),
  });
  const link = await findLink(deps.db, event.id, linkId!);
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const fragment = new URLSearchParams({ k: secret, g: gate.name }).toString();
  return { link: toGateLink(link!, access.buyerId), url: `${base}/check-in/${event.slug}#${fragment}` };
}

/**
 * DELETE .../gate-links/:linkId: revokes one link; its next request is refused (the scan reads the row).
 * Gate staff may revoke their own links only: another member's is a 404 to them, as if absent.
 */
export async function revokeGateLink(
  deps: GatesDeps,
  access: OrganiserAccess,
  params: { eventId: string; linkId: string },
): Promise<GateLink> {
  const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
  if (!UUID.test(params.linkId)) throw new AppError("not_found");
  const link = await findLink(deps.db, event.id, params.linkId);
  if (!link || (!canManageGates(access) && link.holderId !== access.buyerId)) throw new AppError("not_found");
  await revokeLink(deps.db, link.id, deps.clock.now(), access.buyerId);
  const revoked = await findLink(deps.db, event.id, link.id);
  return toGateLink(revoked!, access.buyerId);
}
