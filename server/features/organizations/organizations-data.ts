import { and, asc, eq } from "drizzle-orm";
import type { OrganizerRole } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import { buyers, events, mediaImages, organiserMembers, organisers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import type { AuthorizedOrganiserId } from "./access.ts";

export type OrganiserRow = typeof organisers.$inferSelect;
/** The organisation's columns a profile or payout change writes. */
export type OrganiserPatch = Partial<typeof organisers.$inferInsert>;

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

export async function insertOrganiser(
  tx: Tx,
  values: { name: string; slug: string; city: string; description: string },
): Promise<OrganiserRow> {
  const [row] = await tx.insert(organisers).values(values).returning();
  return row!;
}

export async function insertMember(
  tx: Tx,
  member: { organiserId: number; buyerId: string; role: OrganizerRole },
): Promise<void> {
  await tx.insert(organiserMembers).values(member);
}

export async function updateOrganiser(db: Db, id: number, patch: OrganiserPatch): Promise<void> {
  await db.update(organisers).set(patch).where(eq(organisers.id, id));
}

/** True when the image was uploaded to this organisation. */
export async function imageBelongsTo(db: Db, organiserId: number, imageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(and(eq(mediaImages.id, imageId), eq(mediaImages.organiserId, organiserId)))
    .limit(1);
  return row !== undefined;
}

/** The row of an uploaded image; the same bytes again (the same id) leave the first row as it was. */
export async function insertImage(
  db: Db,
  image: { id: string; organiserId: number; width: number; height: number; variantWidths: number[] },
): Promise<void> {
  await db.insert(mediaImages).values(image).onConflictDoNothing();
}

/** The event a slug names and its organisation (the membership test route). */
export async function findEventBySlug(db: Db, slug: string) {
  const [event] = await db
    .select({ id: events.id, organiserId: events.organiserId })
    .from(events)
    .where(eq(events.slug, slug));
  return event ?? null;
}

/** The account an address belongs to (the membership test route). */
export async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db.select({ id: buyers.id }).from(buyers).where(eq(buyers.email, email));
  return account ?? null;
}

/** Makes a person a member with this role, or gives an existing member this role. */
export async function upsertMember(
  db: Db,
  member: { organiserId: number; buyerId: string; role: OrganizerRole },
): Promise<void> {
  await db
    .insert(organiserMembers)
    .values(member)
    .onConflictDoUpdate({
      target: [organiserMembers.organiserId, organiserMembers.buyerId],
      set: { role: member.role },
    });
}

export async function findMemberRole(db: Db, organiserId: number, buyerId: string) {
  const [member] = await db
    .select({ role: organiserMembers.role })
    .from(organiserMembers)
    .where(and(eq(organiserMembers.organiserId, organiserId), eq(organiserMembers.buyerId, buyerId)));
  return member ?? null;
}
