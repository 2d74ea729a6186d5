import type { OrganizerRole } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { lastOwner, lockMember } from "./lock-member.ts";
import { countOwners, findBuyer, updateMemberRole } from "./team-data.ts";

/** An owner gives a member another role; the last owner cannot be demoted. */
export async function changeMemberRole(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  rawBuyerId: string,
  role: OrganizerRole,
) {
  return inTransaction(deps.db, async (tx) => {
    const member = await lockMember(tx, access.organiserId, rawBuyerId);
    if (member.role === "owner" && role !== "owner" && (await countOwners(tx, access.organiserId)) <= 1)
      throw lastOwner();
    await updateMemberRole(tx, access.organiserId, member.buyerId, role);
    const person = await findBuyer(tx, member.buyerId);
    return {
      buyerId: member.buyerId,
      name: person!.name,
      email: person!.email,
      role,
      isMe: member.buyerId === access.buyerId,
      since: member.createdAt.toISOString(),
    };
  });
}
