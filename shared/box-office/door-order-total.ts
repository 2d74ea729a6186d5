import { type DoorOrderKind, isComplimentaryKind } from "../contracts/organizer-box-office.ts";
import type { PaymentMethod } from "../payment-methods/index.ts";
import { computeFees, type FeeBreakdown } from "../pricing/fees.ts";
import type { PriceDisplay } from "../pricing/tax.ts";

/**
 * What a door order costs, the same arithmetic on the organiser's phone and on the server: the
 * tickets' prices with the event's tax, no platform Internet Fee (the buyer never used the site), and
 * the gateway's QRIS fee for a QRIS charge. Complimentary and guest-list tickets cost nothing.
 */
export function doorOrderFees(input: {
  kind: DoorOrderKind;
  subTotal: number;
  taxRateBps: number;
  priceDisplay: PriceDisplay;
  qris: PaymentMethod | null;
}): FeeBreakdown {
  return computeFees({
    subTotal: isComplimentaryKind(input.kind) ? 0 : input.subTotal,
    voucherDiscount: 0,
    taxRateBps: input.taxRateBps,
    priceDisplay: input.priceDisplay,
    internetFee: 0,
    paymentMethod: input.kind === "box_office_qris" ? input.qris : null,
  });
}

/** The change handed back for cash, or null when the cash does not cover the total. */
export const cashChange = (total: number, received: number): number | null =>
  received >= total ? received - total : null;
