import { describe, expect, it } from "vitest";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { paymentMethodLabel } from "../../shared/payments/method-label.ts";

describe("payment method labels", () => {
  it("translates the generic names and keeps brand names", () => {
    const id = createTranslator("id");
    const en = createTranslator("en");
    expect(paymentMethodLabel(id, "card")).toBe("Kartu kredit / debit");
    expect(paymentMethodLabel(en, "card")).toBe("Credit / debit card");
    expect(paymentMethodLabel(id, "cashier")).toBe("Bayar di kasir");
    expect(paymentMethodLabel(id, "va_bca")).toBe("BCA Virtual Account");
    expect(paymentMethodLabel(id, "ovo")).toBe("OVO");
    // A code the table does not know (an old order's retired method) still shows something.
    expect(paymentMethodLabel(id, "retired_method")).toBe("retired_method");
  });
});
