import type { OrganizationSummary } from "#shared/contracts/organizer.ts";
import type { Db } from "../../db/client.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { logoUrl } from "./organization-view.ts";
import { listMemberships } from "./organizations-data.ts";

/** The switcher's list: every organisation the caller belongs to (empty for a plain buyer). */
export async function listMyOrganizations(
  db: Db,
  buyerId: AuthorizedBuyerId,
): Promise<{ rows: OrganizationSummary[] }> {
  const rows = await listMemberships(db, buyerId);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      role: row.role,
      logo: logoUrl(row),
    })),
  };
}
