import type { VoucherInput } from "#shared/contracts/organizer-catalog.ts";
import type { Db } from "../../db/client.ts";
import { listEventCategoryIdsAmong, type OrgVoucherRow, type VoucherValues } from "./data.ts";
import { voucherError } from "./errors.ts";

/** Cross-field rules of a voucher and its categories belonging to the event: a translated 422 each. */
export async function checkVoucherRules(tx: Db, eventId: number, input: VoucherInput): Promise<void> {
  if (input.discount_unit === "percent" && input.amount > 100) throw voucherError.percentRange();
  if (input.valid_until && Date.parse(input.valid_until) <= Date.parse(input.valid_from))
    throw voucherError.windowOrder();
  const wanted = [...new Set(input.category_ids)];
  if (wanted.length === 0) return;
  const found = await listEventCategoryIdsAmong(tx, eventId, wanted);
  if (found.length !== wanted.length) throw voucherError.unknownCategory();
}

export const voucherValues = (input: VoucherInput): VoucherValues => ({
  code: input.code,
  discountUnit: input.discount_unit,
  amount: input.amount,
  // A cap only means something on a percentage.
  maxDiscount: input.discount_unit === "percent" ? input.max_discount : null,
  minTransaction: input.min_transaction,
  quota: input.quota,
  perBuyerLimit: input.per_buyer_limit,
  allowedPaymentMethods: input.payment_methods ? [...new Set(input.payment_methods)] : null,
  validFrom: new Date(input.valid_from),
  validUntil: input.valid_until ? new Date(input.valid_until) : null,
  isPublic: input.is_public,
  terms: input.terms,
});

/** A voucher's values as the audit log shows them. */
export const voucherSnapshot = (row: OrgVoucherRow) => ({
  code: row.code,
  discount_unit: row.discountUnit,
  amount: row.amount,
  max_discount: row.maxDiscount,
  min_transaction: row.minTransaction,
  quota: row.quota,
  per_buyer_limit: row.perBuyerLimit,
  category_ids: row.categoryIds ?? [],
  payment_methods: row.allowedPaymentMethods,
  valid_from: row.validFrom.toISOString(),
  valid_until: row.validUntil?.toISOString() ?? null,
  is_public: row.isPublic,
  terms: row.terms,
});
