import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import type { OrganizerRole } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, organiserInvitations, organiserMembers, organisers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

/** The organisation's members with their account's name and address, longest-standing first. */
export function listMembers(db: Db, organiserId: number) {
  return db
    .select({
      buyerId: organiserMembers.buyerId,
      role: organiserMembers.role,
      since: organiserMembers.createdAt,
      name: buyers.name,
      email: buyers.email,
    })
    .from(organiserMembers)
    .innerJoin(buyers, eq(buyers.id, organiserMembers.buyerId))
    .where(eq(organiserMembers.organiserId, organiserId))
    .orderBy(asc(organiserMembers.createdAt), asc(buyers.email));
}

/** Invitations neither accepted, revoked nor expired at `now`, oldest first. */
export function listOpenInvitations(db: Db, organiserId: number, now: Date) {
  return db
    .select()
    .from(organiserInvitations)
    .where(
      and(
        eq(organiserInvitations.organiserId, organiserId),
        isNull(organiserInvitations.acceptedAt),
        isNull(organiserInvitations.revokedAt),
        gt(organiserInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(organiserInvitations.createdAt));
}

/** A member of the organisation whose account has this address, if any. */
export async function findMemberByEmail(tx: Tx, organiserId: number, email: string) {
  const [member] = await tx
    .select({ id: organiserMembers.buyerId })
    .from(organiserMembers)
    .innerJoin(buyers, eq(buyers.id, organiserMembers.buyerId))
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(buyers.email, email)))
    .limit(1);
  return member ?? null;
}

export async function findOrganiserRow(tx: Tx, organiserId: number) {
  const [org] = await tx.select().from(organisers).where(eq(organisers.id, organiserId));
  return org ?? null;
}

export async function findBuyerName(tx: Tx, buyerId: string) {
  const [buyer] = await tx.select({ name: buyers.name }).from(buyers).where(eq(buyers.id, buyerId));
  return buyer ?? null;
}

export async function insertInvitation(
  tx: Tx,
  invitation: {
    organiserId: number;
    email: string;
    role: OrganizerRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
) {
  const [row] = await tx.insert(organiserInvitations).values(invitation).returning();
  return row!;
}

/** Revokes an open invitation of the organisation; the ids revoked (none when nothing was open). */
export function revokeOpenInvitation(db: Db, organiserId: number, invitationId: string, now: Date) {
  return db
    .update(organiserInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(organiserInvitations.id, invitationId),
        eq(organiserInvitations.organiserId, organiserId),
        isNull(organiserInvitations.acceptedAt),
        isNull(organiserInvitations.revokedAt),
      ),
    )
    .returning({ id: organiserInvitations.id });
}

/**
 * Uses up the open invitation with this token hash for `buyerId`, in one conditional UPDATE: of two
 * claims at once only one gets the row.
 */
export async function claimInvitation(tx: Tx, tokenHash: string, buyerId: string, now: Date) {
  const [claimed] = await tx
    .update(organiserInvitations)
    .set({ acceptedAt: now, acceptedBy: buyerId })
    .where(
      and(
        eq(organiserInvitations.tokenHash, tokenHash),
        isNull(organiserInvitations.acceptedAt),
        isNull(organiserInvitations.revokedAt),
        gt(organiserInvitations.expiresAt, now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Why an invitation cannot be claimed: its state, read after a claim found nothing to take. */
export async function findInvitationState(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      expiresAt: organiserInvitations.expiresAt,
      acceptedAt: organiserInvitations.acceptedAt,
      revokedAt: organiserInvitations.revokedAt,
    })
    .from(organiserInvitations)
    .where(eq(organiserInvitations.tokenHash, tokenHash));
  return row ?? null;
}

/** Adds a member; a person already in the organisation keeps the role they have. */
export async function insertMemberIfAbsent(
  tx: Tx,
  member: { organiserId: number; buyerId: string; role: OrganizerRole },
): Promise<void> {
  await tx.insert(organiserMembers).values(member).onConflictDoNothing();
}

export async function findMemberRole(tx: Tx, organiserId: number, buyerId: string) {
  const [member] = await tx
    .select({ role: organiserMembers.role })
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, buyerId)));
  return member ?? null;
}

/** Locks the organisation's row: membership changes of one organisation take turns behind it. */
export async function lockOrganiser(tx: Tx, organiserId: number): Promise<void> {
  await tx.select({ id: organisers.id }).from(organisers).where(eq(organisers.id, organiserId)).for("update");
}

export async function findMember(tx: Tx, organiserId: number, buyerId: string) {
  const [member] = await tx
    .select()
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, buyerId)));
  return member ?? null;
}

export async function countOwners(db: Db | Tx, organiserId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.role, "owner")));
  return row?.total ?? 0;
}

export async function updateMemberRole(
  tx: Tx,
  organiserId: number,
  buyerId: string,
  role: OrganizerRole,
): Promise<void> {
  await tx
    .update(organiserMembers)
    .set({ role })
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, buyerId)));
}

export async function findBuyer(tx: Tx, buyerId: string) {
  const [person] = await tx.select().from(buyers).where(eq(buyers.id, buyerId));
  return person ?? null;
}

export async function deleteMember(tx: Tx, organiserId: number, buyerId: string): Promise<void> {
  await tx
    .delete(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, buyerId)));
}
