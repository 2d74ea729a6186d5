import type { z } from "zod";
import type { countPaymentBodySchema, feeBreakdownSchema } from "#shared/contracts/checkout.ts";
import { findPaymentMethod } from "#shared/payment-methods/index.ts";
import { computeFees } from "#shared/pricing/fees.ts";
import { voucherRefusal } from "#shared/pricing/voucher-discount.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { cartLines, voucherSummary } from "../vouchers/index.ts";
import type { CheckoutDeps } from "./deps.ts";
import { checkoutError } from "./errors.ts";
import { holdLines, requireRunningHold } from "./get-checkout-detail.ts";

/**
 * POST /transaction/count-payment: the fee breakdown of the running hold for a payment method, by the
 * pure functions of `shared/pricing` (integer rupiah, one rounding rule).
 */
export async function countPayment(
  deps: CheckoutDeps,
  buyerId: AuthorizedBuyerId,
  body: z.infer<typeof countPaymentBodySchema>,
): Promise<z.infer<typeof feeBreakdownSchema>> {
  const hold = await requireRunningHold(deps, buyerId, body.hold_id);
  if (body.event_slug && body.event_slug.toLowerCase() !== hold.event_slug)
    throw checkoutError.noRunningCheckout();
  const method = body.payment_method ? findPaymentMethod(body.payment_method) : null;
  if (method === undefined) throw checkoutError.methodUnavailable();
  const voucher = await voucherSummary(deps.db, hold);
  if (
    voucher &&
    method &&
    voucherRefusal(voucher.terms, cartLines(holdLines(hold)), method.code) === "payment_method"
  )
    throw checkoutError.voucherMethod();
  const fees = computeFees({
    subTotal: hold.sub_total,
    voucherDiscount: voucher?.discount ?? 0,
    taxRateBps: hold.tax_rate_bps,
    priceDisplay: hold.price_display,
    internetFee: deps.config.INTERNET_FEE_RUPIAH,
    paymentMethod: method,
  });
  if (!fees.method_available) throw checkoutError.methodUnavailable();
  const { method_available: _available, ...breakdown } = fees;
  return { ...breakdown, payment_method: method?.code ?? null };
}
