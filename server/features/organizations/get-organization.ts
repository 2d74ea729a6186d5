import type { Organization } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import { assertFound } from "../../http/api-plugin.ts";
import type { OrganiserAccess } from "./access.ts";
import { toOrganization } from "./organization-view.ts";
import { findOrganiser } from "./organizations-data.ts";

export async function getOrganization(db: Db, access: OrganiserAccess): Promise<Organization> {
  const found = assertFound(await findOrganiser(db, access.organiserId));
  return toOrganization(found.organiser, found.logoWidths, access.role);
}
