import { PAYMENT_METHODS } from "./copy.ts";
import type { PlannedCategory, PlannedVoucher } from "./plan-types.ts";
import type { Random } from "./prng.ts";

const DAY = 86_400_000;
const DEFAULT_TERMS =
  "Voucher berlaku satu kali per transaksi dan tidak dapat digabung dengan promo lain. Tidak dapat diuangkan.";

type VoucherKind =
  | "percentCapped"
  | "fixedWithMinimum"
  | "qrisOnly"
  | "vipCard"
  | "singleUse"
  | "private"
  | "expired"
  | "exhausted"
  | "eWallet";

export const VOUCHER_KINDS: readonly VoucherKind[] = [
  "percentCapped",
  "fixedWithMinimum",
  "qrisOnly",
  "vipCard",
  "singleUse",
  "private",
  "expired",
  "exhausted",
  "eWallet",
];

/** One voucher of a kind; `categories` lets a voucher name the event's priciest category. */
export function planVoucher(
  kind: VoucherKind,
  categories: readonly PlannedCategory[],
  now: Date,
  endsAt: Date,
): PlannedVoucher {
  const base: PlannedVoucher = {
    code: "",
    discountUnit: "percent",
    amount: 10,
    maxDiscount: null,
    minTransaction: 0,
    allowedPaymentMethods: null,
    categoryNames: null,
    terms: DEFAULT_TERMS,
    quota: null,
    validFrom: new Date(now.getTime() - 7 * DAY),
    validUntil: endsAt,
    isPublic: true,
    used: 0,
  };
  switch (kind) {
    case "percentCapped":
      return { ...base, code: "HEMAT10", maxDiscount: 50_000, minTransaction: 200_000, quota: 500, used: 37 };
    case "fixedWithMinimum":
      return {
        ...base,
        code: "DISKON25K",
        discountUnit: "fixed",
        amount: 25_000,
        minTransaction: 150_000,
        quota: 200,
      };
    case "qrisOnly":
      return { ...base, code: "QRISHEMAT", amount: 15, allowedPaymentMethods: [PAYMENT_METHODS.qris] };
    case "vipCard": {
      const priciest = [...categories].sort((a, b) => b.price - a.price)[0];
      return {
        ...base,
        code: "BCAVIP",
        amount: 20,
        maxDiscount: 100_000,
        allowedPaymentMethods: [PAYMENT_METHODS.vaBca, PAYMENT_METHODS.card],
        categoryNames: priciest ? [priciest.name] : null,
        quota: 100,
        used: 12,
      };
    }
    case "singleUse":
      return { ...base, code: "PERTAMA", discountUnit: "fixed", amount: 50_000, quota: 1 };
    case "private":
      return { ...base, code: "KOMUNITAS", amount: 25, isPublic: false };
    case "expired":
      return {
        ...base,
        code: "LEBARAN",
        amount: 30,
        validFrom: new Date(now.getTime() - 40 * DAY),
        validUntil: new Date(now.getTime() - 10 * DAY),
      };
    case "exhausted":
      return { ...base, code: "KUOTAHABIS", discountUnit: "fixed", amount: 10_000, quota: 3, used: 3 };
    case "eWallet":
      return {
        ...base,
        code: "DOMPETDIGITAL",
        amount: 5,
        minTransaction: 100_000,
        allowedPaymentMethods: [PAYMENT_METHODS.ovo, PAYMENT_METHODS.gopay, PAYMENT_METHODS.shopeepay],
      };
  }
}

/** Vouchers of one event: all kinds for the showcase event, a few random ones elsewhere. */
export function planVouchers(
  categories: readonly PlannedCategory[],
  now: Date,
  endsAt: Date,
  showcase: boolean,
  random: Random,
): PlannedVoucher[] {
  if (endsAt.getTime() <= now.getTime()) return [];
  const kinds = showcase
    ? VOUCHER_KINDS
    : random.chance(0.5)
      ? random.shuffle(VOUCHER_KINDS).slice(0, random.int(1, 3))
      : [];
  return kinds.map((kind) => planVoucher(kind, categories, now, endsAt));
}
