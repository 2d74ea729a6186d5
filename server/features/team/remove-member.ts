import type { Team } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { getTeam } from "./get-team.ts";
import { lastOwner, lockMember } from "./lock-member.ts";
import { countOwners, deleteMember } from "./team-data.ts";

/** Owners remove anyone but the last owner; any member may remove themself (leave), unless the last owner. */
export async function removeMember(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  rawBuyerId: string,
): Promise<Team> {
  await inTransaction(deps.db, async (tx) => {
    const member = await lockMember(tx, access.organiserId, rawBuyerId);
    if (member.buyerId !== access.buyerId && access.role !== "owner")
      throw new AppError("forbidden", { messageKey: "organizer.errors.roleNotAllowed" });
    if (member.role === "owner" && (await countOwners(tx, access.organiserId)) <= 1) throw lastOwner();
    await deleteMember(tx, access.organiserId, member.buyerId);
  });
  return getTeam(deps, access);
}
