import type { OrganizationSummary } from "#shared/contracts/organizer.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { type OrganizerDeps, toSummary } from "../organizations/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import {
  claimInvitation,
  findInvitationState,
  findMemberRole,
  findOrganiserRow,
  insertMemberIfAbsent,
} from "./team-data.ts";
import { hashToken } from "./team-ids.ts";

/**
 * Accepting: any signed-in account may use the link (having the mail's token is the proof), once,
 * before it expires. Claiming it is one conditional UPDATE, so two tabs accepting at once join once.
 * A person already in the organisation keeps their role and the invitation is used up. A refused link
 * says why (revoked, already used, expired, or unknown), so the invitee knows to ask for a new one.
 */
export async function acceptInvitation(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  buyerId: AuthorizedBuyerId,
  token: string,
): Promise<OrganizationSummary> {
  return inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const claimed = await claimInvitation(tx, hashToken(token), buyerId, now);
    if (!claimed) {
      const state = await findInvitationState(tx, hashToken(token));
      throw new AppError("link_expired", { messageKey: refusalKey(state) });
    }
    await insertMemberIfAbsent(tx, { organiserId: claimed.organiserId, buyerId, role: claimed.role });
    const member = await findMemberRole(tx, claimed.organiserId, buyerId);
    const org = await findOrganiserRow(tx, claimed.organiserId);
    return toSummary(org!, member!.role);
  });
}

function refusalKey(state: Awaited<ReturnType<typeof findInvitationState>>) {
  if (!state) return "organizer.errors.invitationInvalid" as const;
  if (state.revokedAt) return "organizer.errors.invitationRevoked" as const;
  if (state.acceptedAt) return "organizer.errors.invitationUsed" as const;
  return "organizer.errors.invitationExpired" as const;
}
