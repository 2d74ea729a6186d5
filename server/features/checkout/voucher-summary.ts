import { sql } from "drizzle-orm";
import type { HoldLine } from "#shared/contracts/checkout.ts";
import { type VoucherTerms, voucherDiscount } from "#shared/pricing/voucher-discount.ts";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import type { HoldRow } from "./data.ts";

export interface VoucherRow extends VoucherTerms {
  id: number;
  code: string;
  quota: number | null;
  perBuyerLimit: number | null;
  isValid: boolean;
}

/** A voucher of the event by code (any case), with its category list and whether it is in its window. */
export async function findVoucher(db: Db, eventId: number, code: string): Promise<VoucherRow | undefined> {
  const [row] = await rows<VoucherRow & { allowedCategoryIds: number[] | null }>(
    db,
    sql`SELECT v.id, v.code, v.discount_unit AS "discountUnit", v.amount, v.max_discount AS "maxDiscount",
          v.min_transaction AS "minTransaction", v.allowed_payment_methods AS "allowedPaymentMethods", v.quota,
          v.per_buyer_limit AS "perBuyerLimit",
          (v.valid_from <= now() AND (v.valid_until IS NULL OR v.valid_until > now())) AS "isValid",
          ARRAY(SELECT category_id FROM voucher_categories vc WHERE vc.voucher_id = v.id) AS "allowedCategoryIds"
        FROM vouchers v WHERE v.event_id = ${eventId} AND v.code = ${code.trim().toUpperCase()}`,
  );
  return row ? { ...row, allowedCategoryIds: row.allowedCategoryIds ?? [] } : undefined;
}

export const cartLines = (lines: readonly HoldLine[]) =>
  lines.map((line) => ({ categoryId: line.category_id, price: line.price, quantity: line.quantity }));

/** The hold's applied voucher and its discount on the hold's lines, or null. */
export async function voucherSummary(db: Db, hold: HoldRow) {
  if (!hold.voucher_code) return null;
  const voucher = await findVoucher(db, hold.event_id, hold.voucher_code);
  if (!voucher) return null;
  return {
    code: voucher.code,
    discount: voucherDiscount(voucher, cartLines(hold.lines as HoldLine[])),
    allowedPaymentMethods: voucher.allowedPaymentMethods ?? [],
    terms: voucher,
  };
}
