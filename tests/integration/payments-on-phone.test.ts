import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paymentDetailSchema } from "../../shared/contracts/payments.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import {
  createPaymentsHarness,
  type PaymentsHarness,
  placeOrder,
  readyCheckout,
} from "./payments-harness.ts";

/** Paying with an e-wallet on a phone. */
vi.setConfig({ testTimeout: 120_000 });

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h.close());

describe("OVO number", () => {
  it("refuses a number that is not an Indonesian mobile with the profile phone's messages, in the buyer's language", async () => {
    const ready = await readyCheckout(h, { price: 50_000 });
    const buy = (phone: string, language: string) =>
      h.call("POST", "/transaction/buy-ticket", {
        token: ready.buyer.token,
        body: { payment_method: "ovo", phone_number: phone },
        headers: { "accept-language": language },
      });
    const letters = await buy("0812abc4567", "id");
    expect(letters.status).toBe(400);
    expect(letters.body).toMatchObject({ status: 0, fields: { phone_number: id.validation.number_only } });
    const landline = await buy("0215551234", "en");
    expect(landline.status).toBe(400);
    expect(landline.body).toMatchObject({ fields: { phone_number: en.validation.invalid_number } });
  });

  it("pushes to the number the buyer typed, spaces and dashes and all", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "0857 1234-5678" } });
    expect(order.detail.ewallet).toMatchObject({ channel: "ID_OVO", phone_masked: "+62857****5678" });
  });
});

describe("redirect wallets", () => {
  for (const method of ["gopay", "shopeepay"]) {
    it(`${method}: the charge gives Xendit's actions (app deeplink, mobile and desktop pages), each at the sandbox's approval page`, async () => {
      const order = await placeOrder(h, method);
      const detail = paymentDetailSchema.parse(order.detail);
      const simulator = `/sandbox/pay/${detail.external_id}`;
      expect(detail.ewallet?.actions).toEqual({
        mobile_deeplink_checkout_url: expect.stringContaining(`${simulator}?via=app`),
        mobile_web_checkout_url: expect.stringContaining(`${simulator}?via=mobile_web`),
        desktop_web_checkout_url: expect.stringContaining(`${simulator}?via=desktop_web`),
      });
    });
  }

  it("OVO has no redirect: its actions are empty", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    expect(order.detail.ewallet?.actions).toEqual({
      mobile_deeplink_checkout_url: null,
      mobile_web_checkout_url: null,
      desktop_web_checkout_url: null,
    });
  });
});
