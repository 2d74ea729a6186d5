import { describe, expect, it } from "vitest";
import { howToPaySections } from "../../shared/payment-methods/how-to-pay.ts";
import {
  PAYMENT_GROUPS,
  PAYMENT_METHODS,
  RETAIL_OUTLETS,
  VA_BANK_CODES,
  VA_PREFIXES,
} from "../../shared/payment-methods/index.ts";

/** The registry is the one list: what is derived from it must stay consistent when a row is added. */
describe("payment methods registry", () => {
  it("has unique codes, listed in the order of the groups", () => {
    const codes = PAYMENT_METHODS.map((method) => method.code);
    expect(new Set(codes).size).toBe(codes.length);
    const groupOrder = PAYMENT_METHODS.map((method) => PAYMENT_GROUPS.indexOf(method.group));
    expect(groupOrder).toEqual([...groupOrder].sort((a, b) => a - b));
  });

  it("gives every VA bank a distinct numeric prefix and its method the bank's code", () => {
    const prefixes = VA_BANK_CODES.map((bank) => VA_PREFIXES[bank]);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const prefix of prefixes) expect(prefix).toMatch(/^[0-9]{4,8}$/);
    const vaMethods = PAYMENT_METHODS.filter((method) => method.group === "va");
    expect(vaMethods.map((method) => method.vaBank)).toEqual([...VA_BANK_CODES]);
  });

  it("has how-to-pay steps in both languages for every VA bank and retail outlet, none for others", () => {
    for (const channel of [...VA_BANK_CODES, ...RETAIL_OUTLETS]) {
      for (const locale of ["id", "en"] as const) {
        const sections = howToPaySections(channel, locale);
        expect(sections.length, `${channel} ${locale}`).toBeGreaterThan(0);
        for (const section of sections) expect(section.steps.length).toBeGreaterThan(0);
      }
    }
    expect(howToPaySections("", "id")).toEqual([]);
    expect(howToPaySections("constructor", "en")).toEqual([]);
  });

  it("names the gateway channel of every e-wallet", () => {
    for (const method of PAYMENT_METHODS.filter((m) => m.group === "ewallet")) {
      expect(method.ewalletChannel).toMatch(/^ID_[A-Z]+$/);
    }
  });
});
