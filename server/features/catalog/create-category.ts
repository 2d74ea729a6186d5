import { count, eq } from "drizzle-orm";
import {
  type CreateCategoryBody,
  MAX_CATEGORIES_PER_EVENT,
  type OrgCategory,
} from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { ticketCategories } from "../../db/schema/index.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import type { CatalogAccess } from "./access.ts";
import { categorySnapshot, categoryValues, checkCategoryRules } from "./category-rules.ts";
import { findEventCategory, replaceBundleItems } from "./data.ts";
import { catalogError } from "./errors.ts";
import { toOrgCategory } from "./to-contract.ts";

/**
 * A new ticket category. A seated one starts with no seats (quota 0): the seat map gives it seats and
 * its quota. A bundle carries its merchandise items.
 */
export async function createCategory(
  db: Db,
  access: CatalogAccess,
  body: CreateCategoryBody,
): Promise<OrgCategory> {
  checkCategoryRules(body, body.kind);
  return inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(ticketCategories)
      .where(eq(ticketCategories.eventId, access.eventId));
    if ((existing?.n ?? 0) >= MAX_CATEGORIES_PER_EVENT)
      throw catalogError.tooManyCategories(MAX_CATEGORIES_PER_EVENT);
    const [created] = await tx
      .insert(ticketCategories)
      .values({
        eventId: access.eventId,
        ...categoryValues(body),
        quota: body.kind === "seated" ? 0 : body.quota,
        isBundle: body.kind === "bundle",
      })
      .returning({ id: ticketCategories.id });
    if (!created) throw catalogError.categoryNotFound();
    await replaceBundleItems(tx, created.id, body.bundle_items);
    const row = await findEventCategory(tx, access.eventId, created.id);
    if (!row) throw catalogError.categoryNotFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "category",
      entityId: created.id,
      before: null,
      after: { kind: body.kind, ...categorySnapshot(row, body.bundle_items) },
    });
    return toOrgCategory(
      row,
      body.bundle_items.map((item) => ({ name: item.name, sizes: [...item.sizes] })),
      {
        sold: 0,
        held: 0,
      },
      body.kind,
    );
  });
}
