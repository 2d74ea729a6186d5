import { describe, expect, it } from "vitest";
import { computeFees } from "../../shared/pricing/fees.ts";
import {
  findPaymentMethod,
  PAYMENT_METHODS,
  RETAIL_MAX_RUPIAH,
  RETAIL_MIN_RUPIAH,
} from "../../shared/pricing/payment-methods.ts";
import { bpsOf, percentOf } from "../../shared/pricing/rounding.ts";
import { voucherDiscount } from "../../shared/pricing/voucher-discount.ts";
import { seededRandom } from "../support/random-input.ts";

describe("the one rounding rule: half up to the rupiah, once, on the stated base", () => {
  it("rounds .5 up and below .5 down, exactly for large amounts", () => {
    expect(percentOf(50, 1, 100)).toBe(1); // 0.5 -> 1
    expect(percentOf(49, 1, 100)).toBe(0); // 0.49 -> 0
    expect(bpsOf(185_000, 1000)).toBe(18_500);
    expect(bpsOf(208_500, 300)).toBe(6_255);
    expect(bpsOf(9_007_199_254_740_991, 300)).toBe(270_215_977_642_230); // 2^53 - 1, exact
  });
});

describe("fees over 10,000 random carts (seeded)", () => {
  it("stay integers and follow the stated rules", () => {
    const random = seededRandom(20261121);
    for (let i = 0; i < 10_000; i++) {
      const subTotal = random.int(5) === 0 ? 0 : random.int(50_000_000);
      const voucher = {
        discountUnit: random.next() < 0.5 ? ("percent" as const) : ("fixed" as const),
        amount: 1 + random.int(100),
        maxDiscount: random.next() < 0.5 ? null : 1 + random.int(100_000),
        minTransaction: 0,
        allowedPaymentMethods: null,
        allowedCategoryIds: [],
      };
      const discount = voucherDiscount(
        { ...voucher, amount: voucher.discountUnit === "fixed" ? voucher.amount * 1_000 : voucher.amount },
        [{ categoryId: 1, price: subTotal, quantity: 1 }],
      );
      const method = random.pick([null, ...PAYMENT_METHODS]);
      const taxRateBps = random.int(10_001);
      const fees = computeFees({
        subTotal,
        voucherDiscount: discount,
        taxRateBps,
        internetFee: 5_000,
        paymentMethod: method,
      });
      const figures = [
        fees.voucher_discount,
        fees.sub_total_payment,
        fees.tax,
        fees.inet_fee,
        fees.payment_fee,
        fees.total,
      ];
      for (const figure of figures) expect(Number.isSafeInteger(figure) && figure >= 0).toBe(true);
      expect(fees.sub_total_payment).toBe(subTotal - fees.voucher_discount);
      expect(fees.tax).toBe(bpsOf(fees.sub_total_payment, taxRateBps));
      expect(fees.inet_fee).toBe(fees.sub_total_payment > 0 ? 5_000 : 0);
      const before = fees.sub_total_payment + fees.tax + fees.inet_fee;
      expect(fees.total).toBe(before + fees.payment_fee);
      if (before > 0 && method?.group === "va") expect(fees.total).toBe(before + 6_000);
      if (before > 0 && method?.code === "qris")
        expect(fees.payment_fee).toBe(Math.floor((before * 3) / 100 + 0.5));
      if (before > 0 && method?.group === "retail")
        expect(fees.method_available).toBe(before >= RETAIL_MIN_RUPIAH && before <= RETAIL_MAX_RUPIAH);
      if (method?.group !== "retail") expect(fees.method_available).toBe(true);
    }
  });

  it("caps percent vouchers and never discounts more than the eligible lines", () => {
    const terms = {
      discountUnit: "percent" as const,
      amount: 50,
      maxDiscount: 20_000,
      minTransaction: 0,
      allowedPaymentMethods: null,
      allowedCategoryIds: [2],
    };
    const lines = [
      { categoryId: 1, price: 100_000, quantity: 1 },
      { categoryId: 2, price: 30_000, quantity: 1 },
    ];
    expect(voucherDiscount(terms, lines)).toBe(15_000);
    expect(
      voucherDiscount({ ...terms, discountUnit: "fixed", amount: 90_000, maxDiscount: null }, lines),
    ).toBe(30_000);
    expect(findPaymentMethod("va_bsi")?.fee).toEqual({ kind: "flat", rupiah: 6_000 });
  });
});
