import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  Organization,
  updateOrganizationBodySchema,
  updatePayoutBodySchema,
} from "#shared/contracts/organizer.ts";
import { mediaImages, organisers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { getOrganization } from "./get-organization.ts";

/** The payout number's cipher context: bound to its organisation, so a copied value will not open. */
export const payoutContext = (organiserId: number) => `organisers.payout_account:${organiserId}`;

/** Profile fields (editors): only what the body names changes; unknown fields were dropped by zod. */
export async function updateOrganization(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  body: z.output<typeof updateOrganizationBodySchema>,
): Promise<Organization> {
  if (body.logoImageId) await requireOwnImage(deps, access, body.logoImageId);
  const patch: Partial<typeof organisers.$inferInsert> = { updatedAt: deps.clock.now() };
  if (body.name !== undefined) patch.name = body.name;
  if (body.description !== undefined) patch.description = body.description;
  if (body.city !== undefined) patch.city = body.city;
  if (body.contactEmail !== undefined) patch.contactEmail = body.contactEmail;
  if (body.whatsapp !== undefined) patch.whatsapp = body.whatsapp;
  if (body.logoImageId !== undefined) patch.logoImageId = body.logoImageId;
  await deps.db.update(organisers).set(patch).where(eq(organisers.id, access.organiserId));
  return getOrganization(deps.db, access);
}

/** The payout account (owners, finance): the number sealed with the data cipher, last four kept apart. */
export async function updatePayout(
  deps: Pick<OrganizerDeps, "db" | "clock" | "cipher">,
  access: OrganiserAccess,
  body: z.output<typeof updatePayoutBodySchema>,
): Promise<Organization> {
  await deps.db
    .update(organisers)
    .set({
      payoutBank: body.bank,
      payoutHolder: body.holder,
      payoutAccountCiphertext: deps.cipher.encrypt(body.accountNumber, payoutContext(access.organiserId)),
      payoutAccountLast4: body.accountNumber.slice(-4),
      updatedAt: deps.clock.now(),
    })
    .where(eq(organisers.id, access.organiserId));
  return getOrganization(deps.db, access);
}

/** An image id the body names must have been uploaded to this organisation. */
export async function requireOwnImage(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  imageId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(and(eq(mediaImages.id, imageId), eq(mediaImages.organiserId, access.organiserId)))
    .limit(1);
  if (!row)
    throw new AppError("validation_failed", {
      messageKey: "organizer.errors.imageUnknown",
    });
}
