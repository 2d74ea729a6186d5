import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { categoryHasClaims, lockCategories } from "../stock/index.ts";
import type { CatalogAccess } from "./access.ts";
import { categorySnapshot } from "./category-rules.ts";
import { deleteCategoryRow, findEventCategory, listItemsOf } from "./data.ts";
import { catalogError } from "./errors.ts";

/**
 * Deletes a category that was never ordered (its sections, seats and items go with it). One that was
 * ordered keeps its history: the organiser hides it instead (409 with that advice).
 */
export async function deleteCategory(
  db: Db,
  access: CatalogAccess,
  categoryId: number,
): Promise<{ deleted: true }> {
  return inTransaction(db, async (tx) => {
    await lockCategories(tx, [categoryId]);
    const row = await findEventCategory(tx, access.eventId, categoryId);
    if (!row) throw catalogError.categoryNotFound();
    if (await categoryHasClaims(tx, categoryId)) throw catalogError.categoryHasSales();
    const items = await listItemsOf(tx, [categoryId]);
    await deleteCategoryRow(tx, access.eventId, categoryId);
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "category",
      entityId: categoryId,
      before: categorySnapshot(row, items),
      after: null,
    });
    return { deleted: true as const };
  });
}
