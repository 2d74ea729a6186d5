import type { CategoryInput } from "#shared/contracts/organizer-catalog.ts";
import { catalogError } from "./errors.ts";

/** Cross-field rules of a category (the fields' own ranges are the contract's): a translated 422 each. */
export function checkCategoryRules(input: CategoryInput, kind: "general" | "seated" | "bundle"): void {
  if (
    input.sale_starts_at &&
    input.sale_ends_at &&
    Date.parse(input.sale_ends_at) <= Date.parse(input.sale_starts_at)
  )
    throw catalogError.saleWindowOrder();
  if (input.per_transaction_min > input.per_transaction_max) throw catalogError.minAboveMax();
  if (input.per_account_limit !== null && input.per_account_limit < input.per_transaction_min)
    throw catalogError.accountLimitBelowMin();
  if (kind !== "bundle" && input.bundle_items.length > 0) throw catalogError.bundleItemsNotBundle();
  if (kind === "bundle" && input.bundle_items.length === 0) throw catalogError.bundleNeedsItems();
}

/** The category's editable values as the audit log shows them. */
export function categorySnapshot(
  row: {
    name: string;
    description: string;
    price: number;
    quota: number;
    saleStartsAt: Date | null;
    saleEndsAt: Date | null;
    perTransactionMin: number;
    perTransactionMax: number;
    perAccountLimit: number | null;
    isHidden: boolean;
    sortOrder: number;
    manualStatus: string;
  },
  items: readonly { name: string; sizes: readonly string[] }[],
) {
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    quota: row.quota,
    sale_starts_at: row.saleStartsAt?.toISOString() ?? null,
    sale_ends_at: row.saleEndsAt?.toISOString() ?? null,
    per_transaction_min: row.perTransactionMin,
    per_transaction_max: row.perTransactionMax,
    per_account_limit: row.perAccountLimit,
    is_hidden: row.isHidden,
    sort_order: row.sortOrder,
    manual_status: row.manualStatus,
    bundle_items: items.map((item) => ({ name: item.name, sizes: [...item.sizes] })),
  };
}

/** The columns a category input writes (the quota goes through the stock module when it changes). */
export const categoryValues = (input: CategoryInput) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  saleStartsAt: input.sale_starts_at ? new Date(input.sale_starts_at) : null,
  saleEndsAt: input.sale_ends_at ? new Date(input.sale_ends_at) : null,
  perTransactionMin: input.per_transaction_min,
  perTransactionMax: input.per_transaction_max,
  perAccountLimit: input.per_account_limit,
  isHidden: input.is_hidden,
  sortOrder: input.sort_order,
  manualStatus: input.manual_status,
});
