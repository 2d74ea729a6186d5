import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../server/clock.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { reconcilePending } from "../../server/features/payments/reconcile.ts";
import { XenditHttpGateway } from "../../server/features/payments/xendit-http-gateway.ts";
import { SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { randomJson, randomObjectFor, randomPathSegment, seededRandom } from "../support/random-input.ts";
import { counts, createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

// Every order goes buy-ticket -> HTTP to the app's own sandbox mirror -> simulator -> signed callback.
vi.setConfig({ testTimeout: 120_000 });

const SECRET_KEY = "xnd_development_h7_test_secret_key";

/** A free port on 127.0.0.1 (the app's config must name its own base URL before it is built). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

let h: PaymentsHarness;
let baseUrl = "";
beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`;
  h = await createPaymentsHarness({
    PAYMENT_GATEWAY: "xendit",
    XENDIT_BASE_URL: baseUrl,
    XENDIT_SECRET_KEY: SECRET_KEY,
  });
  await h.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => h.close());

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString("base64")}`;

/** Xendit's simulate endpoints take the secret key; the simulator page's take the buyer's session. */
const sandboxPost = async (path: string, body: unknown, buyerToken?: string) => {
  const key = `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`;
  const cookie = buyerToken ? { cookie: `${h.deps.config.SESSION_COOKIE_NAME}=${buyerToken}` } : {};
  const response = await h.app.inject({
    method: "POST",
    url: `${SANDBOX_BASE_PATH}${path}`,
    headers: { "content-type": "application/json", authorization: key, ...cookie },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

/** The provider id we stored is the one the sandbox handed out over HTTP for that external id. */
async function storedProviderId(externalId: string): Promise<string | null> {
  const [row] = await rows<{ provider_instrument_id: string | null }>(
    h.db,
    sql`SELECT provider_instrument_id FROM payment_transactions WHERE external_id = ${externalId}`,
  );
  return row?.provider_instrument_id ?? null;
}

async function expectPaid(externalId: string) {
  await h.sandbox.delivery.settle();
  expect(await counts(h.db, externalId)).toMatchObject({ status: "Payment Success", tickets: 1 });
}

describe("PAYMENT_GATEWAY=xendit against the app's own sandbox mirror", () => {
  it("uses the HTTP adapter, not the in-process sandbox", () => {
    expect(h.deps.gateway).toBeInstanceOf(XenditHttpGateway);
    expect(h.deps.gateway.provider).toBe("xendit");
  });

  it("VA: created over HTTP, paid on the simulator, settled by the callback", async () => {
    const order = await placeOrder(h, "va_bni");
    const providerId = await storedProviderId(order.detail.external_id);
    expect(providerId).toBe((await h.sandbox.store.get(order.detail.external_id))?.providerId);
    const read = await fetch(`${baseUrl}/callback_virtual_accounts/${providerId}`, {
      headers: { authorization: basic(SECRET_KEY) },
    });
    expect(await read.json()).toMatchObject({
      external_id: order.detail.external_id,
      bank_code: "BNI",
      account_number: order.detail.va_number,
      expected_amount: order.detail.total,
      status: "ACTIVE",
    });
    const paid = await sandboxPost(
      `/callback_virtual_accounts/external_id=${order.detail.external_id}/simulate_payment`,
      { amount: order.detail.total },
    );
    expect(paid.body).toMatchObject({ status: "COMPLETED" });
    await expectPaid(order.detail.external_id);
  });

  it("QRIS: the QR string comes back over HTTP and pays", async () => {
    const order = await placeOrder(h, "qris");
    expect(order.detail.qr_string).toBe((await h.sandbox.store.get(order.detail.external_id))?.qrString);
    expect(
      (await sandboxPost("/simulator/scan-qris", { qr_string: order.detail.qr_string }, order.buyer.token))
        .status,
    ).toBe(200);
    await expectPaid(order.detail.external_id);
  });

  it("OVO: the charge is created over HTTP and approved", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    expect(order.detail.ewallet).toMatchObject({ channel: "ID_OVO", charge_status: "PENDING" });
    const charge = (await h.sandbox.store.view(order.detail.external_id))?.charge_id;
    expect(charge).toBeTruthy();
    const approved = await sandboxPost(`/ewallets/charges/${charge}/simulate`, { status: "SUCCEEDED" });
    expect(approved.status).toBe(200);
    await expectPaid(order.detail.external_id);
  });

  it("GoPay: the charge's actions (app deeplink, mobile and desktop pages) come back over HTTP", async () => {
    const order = await placeOrder(h, "gopay");
    const simulator = `/sandbox/pay/${order.detail.external_id}`;
    expect(order.detail.ewallet?.actions).toEqual({
      mobile_deeplink_checkout_url: expect.stringContaining(`${simulator}?via=app`),
      mobile_web_checkout_url: expect.stringContaining(`${simulator}?via=mobile_web`),
      desktop_web_checkout_url: expect.stringContaining(`${simulator}?via=desktop_web`),
    });
  });

  it("retail: the payment code comes back over HTTP and is paid at the counter", async () => {
    const order = await placeOrder(h, "alfamart");
    expect(order.detail.payment_code).toMatch(/^TEST[0-9]{8}$/);
    const paid = await sandboxPost("/fixed_payment_code/simulate_payment", {
      retail_outlet_name: "ALFAMART",
      payment_code: order.detail.payment_code,
      transfer_amount: order.detail.total,
    });
    expect(paid.status).toBe(200);
    await expectPaid(order.detail.external_id);
  });

  it("refuses a wrong or missing secret key with 401, like Xendit", async () => {
    const order = await placeOrder(h, "va_bca");
    const providerId = await storedProviderId(order.detail.external_id);
    for (const authorization of [basic("xnd_development_wrong_key_000"), undefined]) {
      const response = await fetch(`${baseUrl}/callback_virtual_accounts/${providerId}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error_code: "INVALID_API_KEY" });
    }
    const wrong = new XenditHttpGateway({
      baseUrl,
      secretKey: "xnd_development_wrong_key_000",
      callbackToken: h.deps.config.XENDIT_CALLBACK_TOKEN,
      webhookSecret: h.deps.config.XENDIT_WEBHOOK_SECRET,
      clock: systemClock,
    });
    await expect(
      wrong.createInstrument({
        externalId: "trx_wrongkeywrongkeywrongk",
        invoiceNumber: "INV-WRONG",
        kind: "qris",
        amount: 10_000,
        expiresAt: new Date(Date.now() + 60_000),
        customerName: "Siti",
      }),
    ).rejects.toThrow(/401/);
    expect(await h.sandbox.store.get("trx_wrongkeywrongkeywrongk")).toBeUndefined();
  });

  it("reconciliation asks the sandbox over HTTP and completes a dropped callback", async () => {
    const order = await placeOrder(h, "va_bri");
    h.sandbox.delivery.injectFault({ drop: true });
    await h.sandbox.pay(order.detail.external_id);
    await h.sandbox.delivery.settle();
    expect((await counts(h.db, order.detail.external_id)).status).toBe("Waiting For Payment");
    expect(await h.deps.gateway.getStatus(order.detail.external_id)).toMatchObject({
      state: "paid",
      amount: order.detail.total,
      currency: "IDR",
    });
    await h.db.execute(sql`UPDATE payment_transactions SET created_at = now() - interval '5 minutes'
      WHERE external_id = ${order.detail.external_id}`);
    expect(await reconcilePending(h.deps)).toBeGreaterThanOrEqual(1);
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Payment Success",
      tickets: 1,
    });
  });

  it("the sandbox's instrument endpoints answer no 5xx to random input with the right key", async () => {
    const random = seededRandom(607);
    const fields = [
      "external_id",
      "reference_id",
      "bank_code",
      "name",
      "virtual_account_number",
      "expected_amount",
      "expiration_date",
      "amount",
      "type",
      "currency",
      "checkout_method",
      "channel_code",
      "channel_properties",
      "retail_outlet_name",
      "token_id",
      "kind",
      "metadata",
    ];
    const endpoints: ["GET" | "POST" | "PATCH", string][] = [
      ["POST", "/callback_virtual_accounts"],
      ["GET", "/callback_virtual_accounts/{id}"],
      ["PATCH", "/callback_virtual_accounts/{id}"],
      ["POST", "/qr_codes"],
      ["GET", "/qr_codes/{id}"],
      ["POST", "/ewallets/charges"],
      ["GET", "/ewallets/charges/{id}"],
      ["POST", "/fixed_payment_code"],
      ["GET", "/fixed_payment_code/{id}"],
      ["PATCH", "/fixed_payment_code/{id}"],
      ["POST", "/credit_card_charges"],
      ["GET", "/credit_card_charges/{id}"],
      ["GET", "/credit_card_tokens/{id}"],
      ["POST", "/sandbox_payments"],
      ["GET", "/sandbox_payments/{id}"],
      ["POST", "/sandbox_payments/{id}/expire"],
    ];
    const failures: string[] = [];
    for (const [method, path] of endpoints)
      for (let i = 0; i < 60; i++) {
        const body = random.next() < 0.5 ? randomObjectFor(random, fields) : randomJson(random);
        const url = `${SANDBOX_BASE_PATH}${path.replace("{id}", randomPathSegment(random))}`;
        const response = await h.app.inject({
          method,
          url,
          headers: { authorization: basic(SECRET_KEY), "content-type": "application/json" },
          payload: method === "GET" ? undefined : JSON.stringify(body),
        });
        if (response.statusCode >= 500) failures.push(`${method} ${url} -> ${response.statusCode}`);
      }
    expect(failures).toEqual([]);
  });
});

describe("refunds and disbursements read back over HTTP (GET /refunds/{id}, GET /disbursements/{id})", () => {
  it("answers what the sandbox holds, COMPLETED read as SUCCEEDED, and null for an unknown id", async () => {
    const order = await placeOrder(h, "qris");
    const paid = await h.sandbox.pay(order.detail.external_id);
    expect(paid.ok).toBe(true);
    await h.sandbox.delivery.settle();
    const refund = await h.deps.gateway.createRefund({
      referenceId: `http_refund_${order.detail.external_id}`,
      externalId: order.detail.external_id,
      paymentId: null,
      invoiceId: null,
      amount: 1_000,
      reason: "CANCELLATION",
    });
    expect(refund.status).toBe("PENDING");
    const disbursement = await h.deps.gateway.createDisbursement({
      referenceId: `http_disb_${order.detail.external_id}`,
      amount: 2_000,
      bankCode: "BCA",
      accountNumber: "1234567890",
      accountHolderName: "Siti",
      description: "Refund",
    });
    await h.sandbox.delivery.settle();
    await expect
      .poll(async () => (await h.deps.gateway.getPayout("refund", refund.providerId))?.status)
      .toBe("SUCCEEDED");
    expect(await h.deps.gateway.getPayout("refund", refund.providerId)).toEqual({
      providerId: refund.providerId,
      referenceId: `http_refund_${order.detail.external_id}`,
      status: "SUCCEEDED",
      amount: 1_000,
      failureCode: null,
    });
    await expect
      .poll(async () => (await h.deps.gateway.getPayout("disbursement", disbursement.providerId))?.status)
      .toBe("SUCCEEDED");
    expect(await h.deps.gateway.getPayout("disbursement", disbursement.providerId)).toMatchObject({
      referenceId: `http_disb_${order.detail.external_id}`,
      amount: 2_000,
    });
    expect(await h.deps.gateway.getPayout("refund", "rfd-unknown")).toBeNull();
    expect(await h.deps.gateway.getPayout("disbursement", refund.providerId)).toBeNull();
  });
});
