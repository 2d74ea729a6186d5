import { describe, expect, it } from "vitest";
import { cashChange, doorOrderFees } from "../../shared/box-office/door-order-total.ts";
import { findPaymentMethod } from "../../shared/payment-methods/index.ts";

const qris = findPaymentMethod("qris") ?? null;

describe("what a door order costs", () => {
  it("complimentary and guest list cost nothing, whatever the prices and tax", () => {
    for (const kind of ["complimentary", "guest_list"] as const)
      expect(
        doorOrderFees({ kind, subTotal: 300_000, taxRateBps: 1100, priceDisplay: "plus_tax", qris }).total,
      ).toBe(0);
  });

  it("cash is the tickets with the event's tax and no Internet Fee or gateway fee", () => {
    const fees = doorOrderFees({
      kind: "box_office_cash",
      subTotal: 200_000,
      taxRateBps: 1100,
      priceDisplay: "plus_tax",
      qris,
    });
    expect(fees).toMatchObject({ tax: 22_000, inet_fee: 0, payment_fee: 0, total: 222_000 });
  });

  it("QRIS adds the gateway's 3 % on top, as an online QRIS order does", () => {
    const fees = doorOrderFees({
      kind: "box_office_qris",
      subTotal: 100_000,
      taxRateBps: 0,
      priceDisplay: "plus_tax",
      qris,
    });
    expect(fees).toMatchObject({ payment_fee: 3_000, total: 103_000 });
  });

  it("change is what was handed over less the total, and none when it falls short", () => {
    expect(cashChange(222_000, 250_000)).toBe(28_000);
    expect(cashChange(222_000, 222_000)).toBe(0);
    expect(cashChange(222_000, 221_999)).toBeNull();
  });
});
