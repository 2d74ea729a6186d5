import { bpsOf } from "./rounding.ts";

/** Every payment method of spec section 1, with the rules that decide when it may be used. */
export const PAYMENT_GROUPS = ["ewallet", "va", "card", "qris", "retail", "cashier", "paylater"] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

export type PaymentFeeRule =
  | { kind: "none" }
  | { kind: "flat"; rupiah: number }
  /** Basis points of the amount before this fee (subtotal after discount + tax + internet fee). */
  | { kind: "percent"; bps: number };

export interface PaymentMethod {
  code: string;
  name: string;
  group: PaymentGroup;
  fee: PaymentFeeRule;
  /** Inclusive bounds on the amount to pay; null means no bound. */
  minAmount: number | null;
  maxAmount: number | null;
}

/** Spec section 9: virtual account admin fee Rp 6,000 per transaction. */
export const VA_FEE_RUPIAH = 6_000;
/** Spec section 9: QRIS admin fee 3 % per transaction. */
export const QRIS_FEE_BPS = 300;
/** Retail cash payment: at most Rp 2,500,000 per transaction (spec section 9); Rp 10,000 at least. */
export const RETAIL_MIN_RUPIAH = 10_000;
export const RETAIL_MAX_RUPIAH = 2_500_000;

const va = (code: string, name: string): PaymentMethod => ({
  code: `va_${code}`,
  name: `${name} Virtual Account`,
  group: "va",
  fee: { kind: "flat", rupiah: VA_FEE_RUPIAH },
  minAmount: null,
  maxAmount: null,
});
const plain = (code: string, name: string, group: PaymentGroup): PaymentMethod => ({
  code,
  name,
  group,
  fee: { kind: "none" },
  minAmount: null,
  maxAmount: null,
});
const retail = (code: string, name: string): PaymentMethod => ({
  ...plain(code, name, "retail"),
  minAmount: RETAIL_MIN_RUPIAH,
  maxAmount: RETAIL_MAX_RUPIAH,
});

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  plain("shopeepay", "ShopeePay", "ewallet"),
  plain("gopay", "GoPay", "ewallet"),
  plain("ovo", "OVO", "ewallet"),
  va("bca", "BCA"),
  va("bri", "BRI"),
  va("mandiri", "Mandiri"),
  va("bni", "BNI"),
  va("permata", "Permata"),
  va("bsi", "BSI"),
  va("sahabat_sampoerna", "Bank Sahabat Sampoerna"),
  va("bjb", "BJB"),
  va("cimb", "CIMB Niaga"),
  plain("card", "Credit / debit card", "card"),
  { ...plain("qris", "QRIS", "qris"), fee: { kind: "percent", bps: QRIS_FEE_BPS } },
  retail("alfamart", "Alfamart"),
  retail("indomaret", "Indomaret"),
  plain("cashier", "Pay at cashier", "cashier"),
  plain("paylater", "Paylater", "paylater"),
];

const BY_CODE = new Map(PAYMENT_METHODS.map((method) => [method.code, method]));

export function findPaymentMethod(code: string): PaymentMethod | undefined {
  return BY_CODE.get(code);
}

/** Whether the method can pay `amount` (the total before its own fee). */
export function isMethodAvailable(method: PaymentMethod, amount: number): boolean {
  if (method.minAmount !== null && amount < method.minAmount) return false;
  if (method.maxAmount !== null && amount > method.maxAmount) return false;
  return true;
}

export function paymentFee(method: PaymentMethod, amount: number): number {
  switch (method.fee.kind) {
    case "none":
      return 0;
    case "flat":
      return method.fee.rupiah;
    case "percent":
      return bpsOf(amount, method.fee.bps);
  }
}
