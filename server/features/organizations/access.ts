import type { FastifyRequest } from "fastify";
import { type OrganizerRole, ROLE_GROUPS, type RoleGroup } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AppServices } from "../../services.ts";
import { hasTwoFactor } from "../accounts/index.ts";
import { type AuthorizedBuyerId, requireViewer } from "../sessions/index.ts";
import { findOrgEvent, listMembershipRoles, type OrgEventRow } from "./access-data.ts";

export type { OrgEventRow };

declare const checkedOrganisation: unique symbol;

/**
 * An organisation id that came out of the caller's membership, not out of the URL. Use cases that
 * read or write an organisation's data take this type, so one that skipped the guard does not compile.
 */
export type AuthorizedOrganiserId = number & { readonly [checkedOrganisation]: true };

/** Who is calling, for which organisation, as what: what the guard hands a handler. */
export interface OrganiserAccess {
  buyerId: AuthorizedBuyerId;
  organiserId: AuthorizedOrganiserId;
  role: OrganizerRole;
}

const MAX_ID = 2_147_483_647;

/** A positive PostgreSQL integer written in plain digits, or null: anything else names nothing. */
export function parsePathId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * The guard of every organiser route, in this order:
 * - signed out: 401 `unauthorized`;
 * - signed in but a member of no organisation at all (a buyer): 403 `forbidden`;
 * - an organisation id the caller is not a member of, or that does not exist: 404 `not_found`, the
 *   same answer for both so another organisation's ids never confirm their existence;
 * - a member whose role is outside `group`: 403 `forbidden`;
 * - a member without two-factor sign-in when the organisation requires it: 403 `two_factor_required`.
 */
export async function requireOrganiserRole(
  request: FastifyRequest,
  services: Pick<AppServices, "config" | "sessions" | "db">,
  rawOrgId: string,
  group: RoleGroup,
): Promise<OrganiserAccess> {
  const buyerId = await requireViewer(request, services);
  const memberships = await listMembershipRoles(services.db, buyerId);
  if (memberships.length === 0)
    throw new AppError("forbidden", { messageKey: "organizer.errors.notOrganizer" });
  const orgId = parsePathId(rawOrgId);
  const membership = memberships.find((row) => row.organiserId === orgId);
  if (!membership) throw new AppError("not_found");
  if (!(ROLE_GROUPS[group] as readonly OrganizerRole[]).includes(membership.role))
    throw new AppError("forbidden", { messageKey: "organizer.errors.roleNotAllowed" });
  // The owner's rule; leaving the organisation stays possible without it.
  if (membership.requireTwoFactor && group !== "everyMember" && !(await hasTwoFactor(services.db, buyerId)))
    throw new AppError("two_factor_required");
  return { buyerId, organiserId: membership.organiserId as AuthorizedOrganiserId, role: membership.role };
}

/**
 * The event `rawEventId` names, only if it belongs to the caller's organisation; anything else (no
 * such id, another organisation's event, not a number) is 404 `not_found`.
 */
export async function requireOrgEvent(
  db: Db | Tx,
  organiserId: AuthorizedOrganiserId,
  rawEventId: string,
): Promise<OrgEventRow> {
  const eventId = parsePathId(rawEventId);
  if (eventId === null) throw new AppError("not_found");
  const row = await findOrgEvent(db, organiserId, eventId);
  if (!row) throw new AppError("not_found");
  return row;
}
