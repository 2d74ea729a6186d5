import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findPaymentMethod,
  PAYMENT_METHODS,
  RETAIL_MAX_RUPIAH,
  RETAIL_MIN_RUPIAH,
} from "../../shared/payment-methods/index.ts";
import { computeFees } from "../../shared/pricing/fees.ts";
import { bpsOf, percentOf } from "../../shared/pricing/rounding.ts";
import { cartSubTotal, voucherDiscount } from "../../shared/pricing/voucher-discount.ts";

describe("the one rounding rule: half up to the rupiah, once, on the stated base", () => {
  it("rounds .5 up and below .5 down, exactly for large amounts", () => {
    expect(percentOf(50, 1, 100)).toBe(1); // 0.5 -> 1
    expect(percentOf(49, 1, 100)).toBe(0); // 0.49 -> 0
    expect(bpsOf(185_000, 1000)).toBe(18_500);
    expect(bpsOf(208_500, 300)).toBe(6_255);
    expect(bpsOf(9_007_199_254_740_991, 300)).toBe(270_215_977_642_230); // 2^53 - 1, exact
  });
});

describe("fees over 10,000 random carts (fast-check)", () => {
  const cartLine = fc.record({
    categoryId: fc.integer({ min: 1, max: 4 }),
    price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 15_000_000 })),
    quantity: fc.integer({ min: 1, max: 5 }),
  });
  const voucherTerms = fc.record({
    discountUnit: fc.constantFrom("percent" as const, "fixed" as const),
    amount: fc.integer({ min: 1, max: 100 }),
    maxDiscount: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
    allowedCategoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
  });
  const carts = fc.record({
    lines: fc.array(cartLine, { minLength: 1, maxLength: 6 }),
    voucher: fc.option(voucherTerms, { nil: null }),
    taxRateBps: fc.integer({ min: 0, max: 10_000 }),
    internetFee: fc.integer({ min: 0, max: 20_000 }),
    method: fc.constantFrom(null, ...PAYMENT_METHODS),
  });

  it("stay integers and follow the stated rules", () => {
    fc.assert(
      fc.property(carts, ({ lines, voucher, taxRateBps, internetFee, method }) => {
        const subTotal = cartSubTotal(lines);
        const terms = voucher && {
          ...voucher,
          amount: voucher.discountUnit === "fixed" ? voucher.amount * 1_000 : voucher.amount,
          minTransaction: 0,
          allowedPaymentMethods: null,
        };
        const discount = terms ? voucherDiscount(terms, lines) : 0;
        const input = { subTotal, voucherDiscount: discount, taxRateBps, internetFee };
        const fees = computeFees({ ...input, paymentMethod: method });
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
        expect(fees.inet_fee).toBe(fees.sub_total_payment > 0 ? internetFee : 0);
        // The subtotal-based total, the same whatever the method: the methods only add their own fee.
        const base = computeFees({ ...input, paymentMethod: null }).total;
        expect(fees.total).toBe(base + fees.payment_fee);
        if (base > 0 && method?.group === "va") expect(fees.total).toBe(base + 6_000);
        // QRIS: 3 % of the total before its fee, rounded half up to the rupiah, exactly once.
        if (base > 0 && method?.code === "qris")
          expect(fees.payment_fee).toBe(Math.floor((base * 3 + 50) / 100));
        if (base > 0 && method?.group === "retail")
          expect(fees.method_available).toBe(base >= RETAIL_MIN_RUPIAH && base <= RETAIL_MAX_RUPIAH);
        if (method?.group !== "retail") expect(fees.method_available).toBe(true);
        if (method && !["va", "qris"].includes(method.group)) expect(fees.payment_fee).toBe(0);
      }),
      { numRuns: 10_000, seed: 20261121 },
    );
    // 10,000 runs take ~3 s alone; the shared 2-core box can make that several times longer.
  }, 60_000);

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

describe("payment methods of spec section 1", () => {
  it("lists every method, each with a stated fee rule and availability bounds", () => {
    expect(PAYMENT_METHODS.map((method) => method.code)).toEqual([
      "shopeepay",
      "gopay",
      "ovo",
      "va_bca",
      "va_bri",
      "va_mandiri",
      "va_bni",
      "va_permata",
      "va_bsi",
      "va_sahabat_sampoerna",
      "va_bjb",
      "va_cimb",
      "card",
      "qris",
      "alfamart",
      "indomaret",
      "cashier",
      "paylater",
    ]);
    for (const method of PAYMENT_METHODS) {
      const expected =
        method.group === "va"
          ? { kind: "flat", rupiah: 6_000 }
          : method.group === "qris"
            ? { kind: "percent", bps: 300 }
            : { kind: "none" };
      expect(method.fee).toEqual(expected);
      const bounds = method.group === "retail" ? [RETAIL_MIN_RUPIAH, RETAIL_MAX_RUPIAH] : [null, null];
      expect([method.minAmount, method.maxAmount]).toEqual(bounds);
    }
  });
});
