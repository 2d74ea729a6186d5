import type { OrganizerRole, Team } from "#shared/contracts/organizer.ts";
import type { OrganiserAccess, OrganizerDeps } from "../organizations/index.ts";
import { listMembers, listOpenInvitations } from "./team-data.ts";

/** Members (owners first) and the invitations still open. */
export async function getTeam(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
): Promise<Team> {
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, access.organiserId),
    listOpenInvitations(deps.db, access.organiserId, deps.clock.now()),
  ]);
  const order: Record<OrganizerRole, number> = { owner: 0, admin: 1, finance: 2, gate: 3 };
  return {
    members: members
      .map((row) => ({
        buyerId: row.buyerId,
        name: row.name,
        email: row.email,
        role: row.role,
        isMe: row.buyerId === access.buyerId,
        since: row.since.toISOString(),
      }))
      .sort((a, b) => order[a.role] - order[b.role]),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
