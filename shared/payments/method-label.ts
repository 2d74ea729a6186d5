import type { MessageKey } from "../i18n/catalog.ts";
import type { Translator } from "../i18n/translator.ts";
import { findPaymentMethod } from "../payment-methods/index.ts";

/**
 * Brand names (BCA Virtual Account, OVO, QRIS, Alfamart) read the same in every language; the generic
 * ones are translated. One map for the web's history, detail and summaries and the server's mails and
 * receipt, so a method never shows in English on an Indonesian page.
 */
const GENERIC_NAMES: Record<string, MessageKey> = {
  card: "paymentsWeb.methodNames.card",
  cashier: "paymentsWeb.methodNames.cashier",
  paylater: "paymentsWeb.methodNames.paylater",
  // An organiser's door orders: no gateway method, named by where they came from.
  complimentary: "paymentsWeb.methodNames.complimentary",
  guest_list: "paymentsWeb.methodNames.guest_list",
  box_office_cash: "paymentsWeb.methodNames.box_office_cash",
  box_office_qris: "paymentsWeb.methodNames.box_office_qris",
};

export function paymentMethodLabel(t: Translator, code: string): string {
  const key = GENERIC_NAMES[code];
  if (key) return t(key);
  return findPaymentMethod(code)?.name ?? code;
}
