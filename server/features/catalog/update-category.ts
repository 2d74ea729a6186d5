import type { CategoryInput, OrgCategory } from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import {
  categoryStockCounts,
  changeCategoryQuota,
  type LockingPolicy,
  lockCategories,
  STRICT_LOCKING,
} from "../stock/index.ts";
import type { CatalogAccess } from "./access.ts";
import { categorySnapshot, categoryValues, checkCategoryRules } from "./category-rules.ts";
import { findEventCategory, listItemsOf, replaceBundleItems, updateCategoryValues } from "./data.ts";
import { catalogError } from "./errors.ts";
import { categoryKind, toOrgCategory } from "./to-contract.ts";

/**
 * Edits a category, live or not, in ONE transaction: the category row is locked first
 * (the lock holds and settling payments take), a quota change goes through the stock module and is
 * refused below sold plus held, then the other values are written and the change is audited. A new price
 * reaches new holds only: a hold keeps the price it was made at (`checkout_holds.lines`), and its order
 * and payment are computed from those lines.
 */
export async function updateCategory(
  db: Db,
  access: CatalogAccess,
  categoryId: number,
  input: CategoryInput,
  locking: LockingPolicy = STRICT_LOCKING,
): Promise<OrgCategory> {
  return inTransaction(db, async (tx) => {
    if (locking.claimLocks) await lockCategories(tx, [categoryId]);
    const row = await findEventCategory(tx, access.eventId, categoryId);
    if (!row) throw catalogError.categoryNotFound();
    const kind = categoryKind(row);
    checkCategoryRules(input, kind);
    const items = await listItemsOf(tx, [categoryId]);
    if (kind === "seated" && input.quota !== row.quota) throw catalogError.seatedQuotaFromSeats();
    if (input.quota !== row.quota) {
      const change = await changeCategoryQuota(tx, categoryId, input.quota, { lock: locking.claimLocks });
      if (!change.changed) {
        if (change.reason === "below_live") throw catalogError.quotaBelowLive(change.live);
        throw catalogError.categoryNotFound();
      }
    }
    await updateCategoryValues(tx, access.eventId, categoryId, categoryValues(input));
    const newItems = kind === "bundle" ? input.bundle_items : [];
    if (kind === "bundle") await replaceBundleItems(tx, categoryId, newItems);
    const after = await findEventCategory(tx, access.eventId, categoryId);
    if (!after) throw catalogError.categoryNotFound();
    await recordAudit(tx, {
      actor: access.actor,
      eventId: access.eventId,
      entity: "category",
      entityId: categoryId,
      before: categorySnapshot(row, items),
      after: categorySnapshot(after, newItems),
    });
    const counts = (await categoryStockCounts(tx, access.eventId)).get(categoryId) ?? { sold: 0, held: 0 };
    return toOrgCategory(
      after,
      newItems.map((item) => ({ name: item.name, sizes: [...item.sizes] })),
      counts,
    );
  });
}
