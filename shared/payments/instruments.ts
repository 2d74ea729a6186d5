import type { InstrumentKind } from "../contracts/payments.ts";
import type { PaymentGroup } from "../payment-methods/index.ts";

/** The instrument a payment-method group pays with (one-to-one today; named so the mapping is explicit). */
export const INSTRUMENT_OF_GROUP: Record<PaymentGroup, InstrumentKind> = {
  va: "va",
  qris: "qris",
  ewallet: "ewallet",
  retail: "retail",
  card: "card",
  cashier: "cashier",
  paylater: "paylater",
};

/** How long the buyer has to pay once the order is placed; the stock stays claimed until then. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** OVO push: about 55 s to approve in the app, then FAILED (Xendit's 0.015 h request expiry). */
export const OVO_PUSH_SECONDS = 55;

/** `+62812****7890`: enough for the buyer to recognise the number, not enough to reuse it. */
export function maskPhone(e164: string): string {
  if (e164.length < 8) return "****";
  return `${e164.slice(0, 6)}****${e164.slice(-4)}`;
}

/** 08..., 628..., +628... -> +628... (E.164, what Xendit's OVO `mobile_number` wants). */
export function toE164(phone: string): string {
  const digits = phone.trim().replace(/^\+/, "");
  if (digits.startsWith("62")) return `+${digits}`;
  if (digits.startsWith("0")) return `+62${digits.slice(1)}`;
  return `+${digits}`;
}
