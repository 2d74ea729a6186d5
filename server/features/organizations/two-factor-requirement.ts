import { AppError } from "../../http/app-error.ts";
import { hasTwoFactor } from "../accounts/index.ts";
import type { OrganiserAccess } from "./access.ts";
import { setRequireTwoFactor } from "./access-data.ts";
import type { OrganizerDeps } from "./deps.ts";

/**
 * The owner requires (or stops requiring) two-factor sign-in of every member. Turning it on needs the
 * owner's own first: otherwise the rule would lock its author out of the workspace on the next request.
 */
export async function setTwoFactorRequirement(
  deps: Pick<OrganizerDeps, "db">,
  access: OrganiserAccess,
  required: boolean,
): Promise<{ required: boolean }> {
  if (required && !(await hasTwoFactor(deps.db, access.buyerId)))
    throw new AppError("conflict", { messageKey: "security.orgRequirement.ownerFirst" });
  await setRequireTwoFactor(deps.db, access.organiserId, required);
  return { required };
}
