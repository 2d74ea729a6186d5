import type { Team } from "#shared/contracts/organizer.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { getTeam } from "./get-team.ts";
import { revokeOpenInvitation } from "./team-data.ts";
import { isUuid } from "./team-ids.ts";

/** An owner withdraws an invitation still open; its link stops working. */
export async function revokeInvitation(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawInvitationId: string,
): Promise<Team> {
  if (!isUuid(rawInvitationId)) throw new AppError("not_found");
  const revoked = await revokeOpenInvitation(deps.db, access.organiserId, rawInvitationId, deps.clock.now());
  if (revoked.length === 0) throw new AppError("not_found");
  return getTeam(deps, access);
}
