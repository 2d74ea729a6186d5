import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events, organiserMembers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";

export type OrgEventRow = typeof events.$inferSelect;

/** Every organisation a person belongs to, with their role in each. */
export function listMembershipRoles(db: Db, buyerId: string) {
  return db
    .select({ organiserId: organiserMembers.organiserId, role: organiserMembers.role })
    .from(organiserMembers)
    .where(eq(organiserMembers.buyerId, buyerId));
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
