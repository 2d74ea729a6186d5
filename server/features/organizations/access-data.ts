import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organiserMembers, organisers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

export type OrgEventRow = typeof events.$inferSelect;

/** Every organisation a person belongs to, with their role in each. */
export function listMembershipRoles(db: Db, buyerId: string) {
  return db
    .select({
      organiserId: organiserMembers.organiserId,
      role: organiserMembers.role,
      requireTwoFactor: organisers.requireTwoFactor,
    })
    .from(organiserMembers)
    .innerJoin(organisers, eq(organisers.id, organiserMembers.organiserId))
    .where(eq(organiserMembers.buyerId, buyerId));
}

export async function setRequireTwoFactor(db: Db, organiserId: number, required: boolean): Promise<void> {
  await db.update(organisers).set({ requireTwoFactor: required }).where(eq(organisers.id, organiserId));
}

/** The event with this id, only if the organisation owns it. */
export async function findOrgEvent(
  db: Db | Tx,
  organiserId: number,
  eventId: number,
): Promise<OrgEventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organiserId, organiserId)))
    .limit(1);
  return row ?? null;
}
