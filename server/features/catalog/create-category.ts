import {
  type CreateCategoryBody,
  MAX_CATEGORIES_PER_EVENT,
  type OrgCategory,
} from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import type { CatalogAccess } from "./access.ts";
import { categorySnapshot, categoryValues, checkCategoryRules } from "./category-rules.ts";
import { countCategoriesOfEvent, findEventCategory, insertCategory, replaceBundleItems } from "./data.ts";
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
    if ((await countCategoriesOfEvent(tx, access.eventId)) >= MAX_CATEGORIES_PER_EVENT)
      throw catalogError.tooManyCategories(MAX_CATEGORIES_PER_EVENT);
    const createdId = await insertCategory(tx, {
      eventId: access.eventId,
      ...categoryValues(body),
      quota: body.kind === "seated" ? 0 : body.quota,
      isBundle: body.kind === "bundle",
    });
    if (createdId === undefined) throw catalogError.categoryNotFound();
    await replaceBundleItems(tx, createdId, body.bundle_items);
    const row = await findEventCategory(tx, access.eventId, createdId);
    if (!row) throw catalogError.categoryNotFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "category",
      entityId: createdId,
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
