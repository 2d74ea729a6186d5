import type { z } from "zod";
import type { Organization, updateOrganizationBodySchema } from "#shared/contracts/organizer.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess } from "./access.ts";
import type { OrganizerDeps } from "./deps.ts";
import { getOrganization } from "./get-organization.ts";
import { imageBelongsTo, type OrganiserPatch, updateOrganiser } from "./organizations-data.ts";

/** Profile fields (editors): only what the body names changes; unknown fields were dropped by zod. */
export async function updateOrganization(
  deps: Pick<OrganizerDeps, "db" | "clock">,
  access: OrganiserAccess,
  body: z.output<typeof updateOrganizationBodySchema>,
): Promise<Organization> {
  if (body.logoImageId) await requireOwnImage(deps, access, body.logoImageId);
  const patch: OrganiserPatch = { updatedAt: deps.clock.now() };
  if (body.name !== undefined) patch.name = body.name;
  if (body.description !== undefined) patch.description = body.description;
  if (body.city !== undefined) patch.city = body.city;
  if (body.contactEmail !== undefined) patch.contactEmail = body.contactEmail;
  if (body.whatsapp !== undefined) patch.whatsapp = body.whatsapp;
  if (body.logoImageId !== undefined) patch.logoImageId = body.logoImageId;
  await updateOrganiser(deps.db, access.organiserId, patch);
  return getOrganization(deps.db, access);
}

/** An image id the body names must have been uploaded to this organisation. */
export async function requireOwnImage(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  imageId: string,
): Promise<void> {
  if (!(await imageBelongsTo(deps.db, access.organiserId, imageId)))
    throw new AppError("validation_failed", {
      messageKey: "organizer.errors.imageUnknown",
    });
}
