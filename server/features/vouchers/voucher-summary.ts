import type { HoldLine } from "#shared/contracts/checkout.ts";
import { voucherDiscount } from "#shared/pricing/voucher-discount.ts";
import type { Db } from "../../db/client.ts";
import { findVoucher } from "./data.ts";

/** A hold's lines as the voucher rules price them. */
export const cartLines = (lines: readonly HoldLine[]) =>
  lines.map((line) => ({ categoryId: line.category_id, price: line.price, quantity: line.quantity }));

/** The hold's applied voucher and its discount on the hold's lines (checkout's JSON lines), or null. */
export async function voucherSummary(
  db: Db,
  hold: { event_id: number; voucher_code: string | null; lines: unknown },
) {
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
