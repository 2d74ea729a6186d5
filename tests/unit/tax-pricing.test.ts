import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { updateEventBodySchema } from "../../shared/contracts/organizer.ts";
import { findPaymentMethod } from "../../shared/payment-methods/index.ts";
import { computeFees } from "../../shared/pricing/fees.ts";
import { bpsOf } from "../../shared/pricing/rounding.ts";
import { bpsToPercentText, percentTextToBps, splitTax, taxWasIncluded } from "../../shared/pricing/tax.ts";
import { issueMessage } from "../../shared/validation/issue-message.ts";

describe("splitTax: the tax of a ticket amount, added on top or taken out of it", () => {
  it("plus_tax adds the rate on top, rounded half up once", () => {
    expect(splitTax(100_000, 1100, "plus_tax")).toEqual({ net: 100_000, tax: 11_000, gross: 111_000 });
    expect(splitTax(50, 100, "plus_tax")).toEqual({ net: 50, tax: 1, gross: 51 }); // 0.5 -> 1
    expect(splitTax(185_000, 0, "plus_tax")).toEqual({ net: 185_000, tax: 0, gross: 185_000 });
  });

  it("all_in keeps the amount as what is paid and names the tax inside it", () => {
    expect(splitTax(111_000, 1100, "all_in")).toEqual({ net: 100_000, tax: 11_000, gross: 111_000 });
    // 100,000 / 1.11 = 90,090.09 -> net 90,090, tax 9,910: the buyer still pays exactly 100,000.
    expect(splitTax(100_000, 1100, "all_in")).toEqual({ net: 90_090, tax: 9_910, gross: 100_000 });
    // 3 / 2 = 1.5 -> net 2 (half up), tax 1.
    expect(splitTax(3, 10_000, "all_in")).toEqual({ net: 2, tax: 1, gross: 3 });
    expect(splitTax(0, 1100, "all_in")).toEqual({ net: 0, tax: 0, gross: 0 });
  });

  it("refuses a rate outside 0-100 %", () => {
    expect(() => splitTax(1000, -1, "plus_tax")).toThrow(RangeError);
    expect(() => splitTax(1000, 10_001, "all_in")).toThrow(RangeError);
    expect(() => splitTax(1000, 11.5, "all_in")).toThrow(RangeError);
  });

  it("over random amounts and rates: net + tax = gross, all_in pays the amount, tax never negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const allIn = splitTax(amount, bps, "all_in");
          expect(allIn.gross).toBe(amount);
          expect(allIn.net + allIn.tax).toBe(amount);
          expect(allIn.tax).toBeGreaterThanOrEqual(0);
          // The tax inside is the rate of the net, within the one rupiah of rounding.
          expect(Math.abs(allIn.tax - (allIn.net * bps) / 10_000)).toBeLessThanOrEqual(1);
          const plus = splitTax(amount, bps, "plus_tax");
          expect(plus).toEqual({ net: amount, tax: bpsOf(amount, bps), gross: amount + bpsOf(amount, bps) });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("computeFees with the event's price display", () => {
  const va = findPaymentMethod("va_bca") ?? null;

  it("plus_tax (the default) is the checkout as it was: tax added to the tickets", () => {
    const input = { subTotal: 200_000, voucherDiscount: 0, taxRateBps: 1100, internetFee: 5_000 };
    const fees = computeFees({ ...input, paymentMethod: null });
    expect(fees).toEqual(computeFees({ ...input, priceDisplay: "plus_tax", paymentMethod: null }));
    expect(fees).toMatchObject({
      sub_total_payment: 200_000,
      tax: 22_000,
      tax_included: false,
      total: 227_000,
    });
  });

  it("all_in: the total is the shown prices (less voucher) plus fees, the tax is named inside", () => {
    const fees = computeFees({
      subTotal: 222_000,
      voucherDiscount: 0,
      taxRateBps: 1100,
      priceDisplay: "all_in",
      internetFee: 5_000,
      paymentMethod: null,
    });
    expect(fees).toMatchObject({
      sub_total_payment: 200_000,
      tax: 22_000,
      tax_included: true,
      inet_fee: 5_000,
      total: 227_000,
    });
  });

  it("all_in with a voucher and a method: tax on what is paid, the stored sum still adds up", () => {
    const fees = computeFees({
      subTotal: 300_000,
      voucherDiscount: 50_000,
      taxRateBps: 1100,
      priceDisplay: "all_in",
      internetFee: 5_000,
      paymentMethod: va,
    });
    // 250,000 paid for tickets: net 225,225 (250,000 / 1.11 = 225,225.2), tax 24,775.
    expect(fees.sub_total_payment).toBe(225_225);
    expect(fees.tax).toBe(24_775);
    expect(fees.total).toBe(250_000 + 5_000 + fees.payment_fee);
    // payment_transactions_amounts: total = sub_total_payment + tax + inet_fee + payment_fee.
    expect(fees.total).toBe(fees.sub_total_payment + fees.tax + fees.inet_fee + fees.payment_fee);
  });

  it("over random carts both displays keep the stored sum, and all_in never charges above the prices", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 60_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom("plus_tax" as const, "all_in" as const),
        (subTotal, discount, taxRateBps, priceDisplay) => {
          const fees = computeFees({
            subTotal,
            voucherDiscount: discount,
            taxRateBps,
            priceDisplay,
            internetFee: 5_000,
            paymentMethod: null,
          });
          expect(fees.total).toBe(fees.sub_total_payment + fees.tax + fees.inet_fee + fees.payment_fee);
          const paidForTickets = subTotal - fees.voucher_discount;
          if (priceDisplay === "all_in") expect(fees.sub_total_payment + fees.tax).toBe(paidForTickets);
          else expect(fees.sub_total_payment).toBe(paidForTickets);
          // A stored order tells which it was from its amounts alone (receipt, transaction page).
          const stored = {
            subTotal,
            voucherDiscount: fees.voucher_discount,
            subTotalPayment: fees.sub_total_payment,
            tax: fees.tax,
          };
          expect(taxWasIncluded(stored)).toBe(priceDisplay === "all_in" && fees.tax > 0);
        },
      ),
      { numRuns: 3_000 },
    );
  });
});

describe("the editor's percent text and basis points", () => {
  it("reads a percent with at most 2 decimals, with a point or a comma, exactly", () => {
    expect(percentTextToBps("11")).toBe(1100);
    expect(percentTextToBps("11.5")).toBe(1150);
    expect(percentTextToBps("11,25")).toBe(1125);
    expect(percentTextToBps(" 0.01 ")).toBe(1);
    expect(percentTextToBps("100")).toBe(10_000);
    expect(percentTextToBps("0")).toBe(0);
    // 0.29 * 100 is 28.999999999999996 in floating point; the text is read as digits instead.
    expect(percentTextToBps("0.29")).toBe(29);
  });

  it("refuses what is not such a number (the schema then says why)", () => {
    for (const text of ["", "abc", "11.555", "-5", "1e3", "11%", ".5", "11."])
      expect(percentTextToBps(text)).toBeNull();
  });

  it("writes basis points back without trailing zeros", () => {
    expect(bpsToPercentText(1100)).toBe("11");
    expect(bpsToPercentText(1150)).toBe("11.5");
    expect(bpsToPercentText(1125)).toBe("11.25");
    expect(bpsToPercentText(25)).toBe("0.25");
    expect(bpsToPercentText(0)).toBe("0");
    for (let bps = 0; bps <= 10_000; bps += 7) expect(percentTextToBps(bpsToPercentText(bps))).toBe(bps);
  });

  it("the contract refuses an out-of-range rate with the tax rate's own message", () => {
    for (const taxRateBps of [-1, 10_001, 11.5, Number.NaN]) {
      const parsed = updateEventBodySchema.safeParse({ taxRateBps });
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues[0]!;
      expect(issue.path).toEqual(["taxRateBps"]);
      expect(issueMessage(issue, taxRateBps).key).toBe("validation.tax_rate_range");
    }
    expect(updateEventBodySchema.safeParse({ taxRateBps: 10_000, priceDisplay: "all_in" }).success).toBe(
      true,
    );
    expect(updateEventBodySchema.safeParse({ priceDisplay: "gross" }).success).toBe(false);
  });
});
