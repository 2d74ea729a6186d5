import { describe, expect, it } from "vitest";
import { TRANSACTION_STATUSES } from "../../shared/contracts/payments.ts";
import { maskPhone, toE164 } from "../../shared/payments/instruments.ts";
import { canMove, isFinal, statusesBefore } from "../../shared/payments/transaction-rules.ts";
import {
  isVaNumberOf,
  VA_LENGTH,
  VA_PREFIXES,
  vaBankOfMethod,
  vaNumber,
} from "../../shared/payments/va-number.ts";

describe("transaction status moves", () => {
  it("only moves forward; a late payment may still succeed after expiry", () => {
    expect(canMove("Waiting For Payment", "Payment Success")).toBe(true);
    expect(canMove("Waiting For Payment", "Payment Expired")).toBe(true);
    expect(canMove("Waiting For Payment", "Cancelled")).toBe(true);
    expect(canMove("Payment Expired", "Payment Success")).toBe(true);
    expect(canMove("Payment Success", "Payment Expired")).toBe(false);
    expect(canMove("Payment Success", "Waiting For Payment")).toBe(false);
    expect(canMove("Cancelled", "Payment Success")).toBe(false);
    expect(canMove("Payment Expired", "Waiting For Payment")).toBe(false);
    expect(statusesBefore("Payment Success")).toEqual(["Waiting For Payment", "Payment Expired"]);
    expect(TRANSACTION_STATUSES.filter(isFinal)).toEqual(["Payment Success", "Cancelled"]);
  });
});

describe("virtual account numbers", () => {
  it("are the bank prefix plus a suffix, 16 digits for every bank", () => {
    for (const bank of Object.keys(VA_PREFIXES) as (keyof typeof VA_PREFIXES)[]) {
      const number = vaNumber(bank, (count) => "7".repeat(count));
      expect(number).toHaveLength(VA_LENGTH);
      expect(isVaNumberOf(bank, number)).toBe(true);
    }
    expect(() => vaNumber("BCA", () => "12ab")).toThrow();
    expect(vaBankOfMethod("va_sahabat_sampoerna")).toBe("SAHABAT_SAMPOERNA");
    expect(vaBankOfMethod("va_bca")).toBe("BCA");
    expect(vaBankOfMethod("qris")).toBeNull();
    expect(vaBankOfMethod("va_unknown")).toBeNull();
  });
});

describe("OVO phone numbers", () => {
  it("normalise to E.164 and mask the middle", () => {
    expect(toE164("081234567890")).toBe("+6281234567890");
    expect(toE164("6281234567890")).toBe("+6281234567890");
    expect(toE164("+6281234567890")).toBe("+6281234567890");
    expect(maskPhone("+6281234567890")).toBe("+62812****7890");
  });
});
