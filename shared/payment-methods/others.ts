import { type MethodEntry, NO_GATEWAY_CODES } from "./types.ts";

/** Spec section 9: QRIS admin fee 3 % per transaction. */
export const QRIS_FEE_BPS = 300;

/**
 * Paylater is offered through Xendit's paylater channels, so it shows the providers the buyer may pick
 * there: Kredivo and Akulaku.
 */
export const PAYLATER_PROVIDERS = ["Kredivo", "Akulaku"] as const;

const single = (code: string, name: string, group: MethodEntry["group"]): MethodEntry => ({
  code,
  name,
  group,
  fee: { kind: "none" },
  minAmount: null,
  maxAmount: null,
  logos: [code],
  ...NO_GATEWAY_CODES,
});

/** The groups with one method each (a card, QRIS, the cashier, paylater). */
export const CARD = single("card", "Credit / debit card", "card");
export const QRIS: MethodEntry = {
  ...single("qris", "QRIS", "qris"),
  fee: { kind: "percent", bps: QRIS_FEE_BPS },
};
export const CASHIER = single("cashier", "Pay at cashier", "cashier");
export const PAYLATER: MethodEntry = {
  ...single("paylater", "Paylater", "paylater"),
  logos: PAYLATER_PROVIDERS.map((name) => name.toLowerCase()),
};
