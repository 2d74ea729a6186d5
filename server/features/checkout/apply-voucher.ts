import type { z } from "zod";
import type { HoldLine, voucherBodySchema, voucherResultSchema } from "#shared/contracts/checkout.ts";
import { voucherDiscount, voucherRefusal } from "#shared/pricing/voucher-discount.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { claimVoucherUse, lockBuyer, releaseVoucherUse } from "../stock/index.ts";
import { cartLines, findVoucher } from "../vouchers/index.ts";
import { findRunningHold } from "./data.ts";
import type { CheckoutDeps } from "./deps.ts";
import { checkoutError } from "./errors.ts";

type Result = z.infer<typeof voucherResultSchema>;

/**
 * POST /transaction/apply-voucher: the voucher's use is claimed like stock (the stock module's
 * `claimVoucherUse`), in the buyer's serialised transaction, so a single-use voucher is used once.
 */
export async function applyVoucher(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: z.infer<typeof voucherBodySchema>,
): Promise<Result> {
  const locking = deps.locking.claimLocks;
  return inTransaction(deps.db, async (tx) => {
    if (locking) await lockBuyer(tx, buyerId);
    const hold = await findRunningHold(tx, buyerId, body.hold_id);
    if (hold?.status !== "held") throw checkoutError.noRunningCheckout();
    const voucher = await findVoucher(tx, hold.event_id, body.code);
    if (!voucher?.isValid) throw checkoutError.voucherInvalid();
    const lines = cartLines(hold.lines as HoldLine[]);
    const refusal = voucherRefusal(voucher, lines, body.payment_method ?? null);
    if (refusal === "payment_method") throw checkoutError.voucherMethod();
    if (refusal) throw checkoutError.voucherCannotBeUsed();
    const claimed = await claimVoucherUse(
      tx,
      { id: hold.id, expiresAt: hold.expires_at },
      { id: voucher.id, quota: voucher.quota, perBuyerLimit: voucher.perBuyerLimit, buyerId },
      { lock: locking },
    );
    if (!claimed) throw checkoutError.voucherInvalid();
    return {
      hold_id: hold.id,
      voucher: { code: voucher.code, voucher_discount: voucherDiscount(voucher, lines) },
      additional: { bank_payment: voucher.allowedPaymentMethods ? [...voucher.allowedPaymentMethods] : [] },
    };
  });
}

/** POST /transaction/remove-voucher: gives the use back and clears the bank payment list. */
export async function removeVoucher(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  holdId?: string,
): Promise<Result> {
  return inTransaction(deps.db, async (tx) => {
    await lockBuyer(tx, buyerId);
    const hold = await findRunningHold(tx, buyerId, holdId);
    if (hold?.status !== "held") throw checkoutError.noRunningCheckout();
    await releaseVoucherUse(tx, hold.id);
    return { hold_id: hold.id, voucher: null, additional: { bank_payment: [] } };
  });
}
