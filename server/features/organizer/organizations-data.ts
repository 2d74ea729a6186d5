import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mediaImages, organiserMembers, organisers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import type { AuthorizedOrganiserId } from "./access.ts";

export type OrganiserRow = typeof organisers.$inferSelect;

/** The organisations a person belongs to, with their role and logo, by name. */
export function listMemberships(db: Db, buyerId: string) {
  return db
    .select({
      id: organisers.id,
      slug: organisers.slug,
      name: organisers.name,
      role: organiserMembers.role,
      logoPath: organisers.logoPath,
      logoImageId: organisers.logoImageId,
      logoWidths: mediaImages.variantWidths,
    })
    .from(organiserMembers)
    .innerJoin(organisers, eq(organisers.id, organiserMembers.organiserId))
    .leftJoin(mediaImages, eq(mediaImages.id, organisers.logoImageId))
    .where(eq(organiserMembers.buyerId, buyerId))
    .orderBy(asc(organisers.name), asc(organisers.id));
}

export async function findOrganiser(db: Db | Tx, id: AuthorizedOrganiserId) {
  const [row] = await db
    .select({ organiser: organisers, logoWidths: mediaImages.variantWidths })
    .from(organisers)
    .leftJoin(mediaImages, eq(mediaImages.id, organisers.logoImageId))
    .where(eq(organisers.id, id))
    .limit(1);
  return row ?? null;
}

export async function countOwners(db: Db | Tx, organiserId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.role, "owner")));
  return row?.total ?? 0;
}
