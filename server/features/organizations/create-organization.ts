import type { z } from "zod";
import type { createOrganizationBodySchema, OrganizationSummary } from "#shared/contracts/organizer.ts";
import { slugFrom } from "#shared/format/slug.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import type { OrganizerDeps } from "./deps.ts";
import { toSummary } from "./organization-view.ts";
import { insertMember, insertOrganiser } from "./organizations-data.ts";

type Body = z.output<typeof createOrganizationBodySchema>;

/**
 * Any signed-in account creates an organisation and becomes its owner, in one transaction. Without a
 * chosen slug one is made from the name; a taken generated slug gets a short suffix, a taken chosen
 * one is refused (the person asked for that address).
 */
export async function createOrganization(
  deps: Pick<OrganizerDeps, "db">,
  buyerId: AuthorizedBuyerId,
  body: Body,
): Promise<OrganizationSummary> {
  const base = body.slug ?? (slugFrom(body.name, 60) || "organisasi");
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = attempt === 0 ? base : `${base}-${Math.random().toString(36).slice(2, 6)}`;
    try {
      return await inTransaction(deps.db, async (tx) => {
        const row = await insertOrganiser(tx, {
          name: body.name,
          slug,
          city: body.city ?? "",
          description: body.description ?? "",
        });
        await insertMember(tx, { organiserId: row.id, buyerId, role: "owner" });
        return toSummary(row, "owner");
      });
    } catch (error) {
      if (databaseError(error).code !== "23505") throw error;
      if (body.slug)
        throw new AppError("conflict", {
          messageKey: "organizer.errors.slugTaken",
          fields: { slug: { key: "organizer.errors.slugTaken" } },
        });
    }
  }
  throw new AppError("conflict", { messageKey: "organizer.errors.slugTaken" });
}
