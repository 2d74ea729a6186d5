import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BaseAPI, Configuration, type HTTPMethod, Xendit, XenditSdkError } from "xendit-node";
import { SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { counts, createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

// The sandbox driven by Xendit's own Node client (xendit-node v7), as an integrator would: create,
// read, update, simulate (with the secret key) and the signed callback the app receives and settles.
vi.setConfig({ testTimeout: 120_000 });

const SECRET_KEY = "xnd_development_i22_client_secret_key";
const QR_VERSION = { "api-version": "2022-07-31" };

/**
 * xendit-node v7 generates classes for the Payment Request, Payment Method, Invoice... APIs only; the
 * per-product APIs the sandbox mirrors (fixed VA, QR codes, e-wallet charges, payment codes) are
 * called through the library's own transport, exactly as its generated classes do: `BaseAPI.request`
 * with Basic auth, its `xendit-lib` headers, and its `XenditSdkError` for any non-2xx answer.
 */
class XenditProducts extends BaseAPI {
  constructor(
    basePath: string,
    private readonly secretKey: string,
  ) {
    super(new Configuration({ basePath }));
  }

  async call<T = Record<string, unknown>>(
    method: HTTPMethod,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await this.request({
      path,
      method,
      headers: {
        Authorization: `Basic ${btoa(`${this.secretKey}:`)}`,
        "Content-Type": "application/json",
        ...headers,
      },
      query: {},
      body,
    });
    return (await response.json()) as T;
  }
}

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

/** The Xendit error the client threw: status, code and message. */
async function sdkError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(XenditSdkError);
  const sdk = error as XenditSdkError;
  return { status: Number(sdk.status), code: sdk.errorCode, message: sdk.errorMessage ?? "" };
}

/** A human sentence, not a code: words with spaces, ending with a full stop. */
const SENTENCE = /^["A-Z][^\n]* [^\n]*\.$/;

let h: PaymentsHarness;
let base = "";
let xendit: XenditProducts;
let keyless: XenditProducts;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}${SANDBOX_BASE_PATH}`;
  h = await createPaymentsHarness({
    PAYMENT_GATEWAY: "xendit",
    XENDIT_BASE_URL: base,
    XENDIT_SECRET_KEY: SECRET_KEY,
  });
  await h.app.listen({ port, host: "127.0.0.1" });
  xendit = new XenditProducts(base, SECRET_KEY);
  keyless = new XenditProducts(base, "");
});
afterAll(() => h.close());

async function expectSettled(externalId: string) {
  await h.sandbox.delivery.settle();
  expect(await counts(h.db, externalId)).toMatchObject({ status: "Payment Success", tickets: 1 });
}

const uniqueId = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

describe("fixed virtual accounts through xendit-node", () => {
  it("creates a VA from external_id, bank_code and name only, reads it, and refuses a duplicate external_id", async () => {
    const externalId = uniqueId("va-min");
    const created = await xendit.call("POST", "/callback_virtual_accounts", {
      external_id: externalId,
      bank_code: "BNI",
      name: "Rika Sutanto",
    });
    expect(created).toMatchObject({
      external_id: externalId,
      bank_code: "BNI",
      is_closed: false,
      status: "ACTIVE",
    });
    expect(created.account_number).toMatch(/^[0-9]{10,}$/);
    expect(await xendit.call("GET", `/callback_virtual_accounts/${created.id}`)).toMatchObject({
      id: created.id,
      external_id: externalId,
    });
    const duplicate = await sdkError(
      xendit.call("POST", "/callback_virtual_accounts", {
        external_id: externalId,
        bank_code: "BRI",
        name: "Rika",
      }),
    );
    expect(duplicate).toMatchObject({ status: 400, code: "DUPLICATE_CALLBACK_VIRTUAL_ACCOUNT_ERROR" });
    expect(duplicate.message).toMatch(SENTENCE);
    // The first VA is still the one on file, unchanged.
    expect(await xendit.call("GET", `/callback_virtual_accounts/${created.id}`)).toMatchObject({
      bank_code: "BNI",
      status: "ACTIVE",
    });
  });

  it("a PATCH changes the expected amount; a closed VA refuses another amount and stays payable", async () => {
    const externalId = uniqueId("va-closed");
    const created = await xendit.call("POST", "/callback_virtual_accounts", {
      external_id: externalId,
      bank_code: "MANDIRI",
      name: "Budi",
      is_closed: true,
      expected_amount: 150_000,
    });
    const updated = await xendit.call("PATCH", `/callback_virtual_accounts/${created.id}`, {
      expected_amount: 120_000,
    });
    expect(updated).toMatchObject({ expected_amount: 120_000, status: "ACTIVE" });
    const simulate = `/callback_virtual_accounts/external_id=${externalId}/simulate_payment`;
    const short = await sdkError(xendit.call("POST", simulate, { amount: 119_999 }));
    expect(short).toMatchObject({ status: 400, code: "INVALID_AMOUNT" });
    expect(short.message).toMatch(SENTENCE);
    expect(await xendit.call("GET", `/callback_virtual_accounts/${created.id}`)).toMatchObject({
      status: "ACTIVE",
      payment: null,
    });
    expect(await xendit.call("POST", simulate, { amount: 120_000 })).toMatchObject({ status: "COMPLETED" });
    expect(await xendit.call("GET", `/callback_virtual_accounts/${created.id}`)).toMatchObject({
      status: "INACTIVE",
      payment: { amount: 120_000 },
    });
  });

  it("an order's VA: read and simulated with the secret key (not without), and the callback settles it", async () => {
    const order = await placeOrder(h, "va_bni");
    const externalId = order.detail.external_id;
    const providerId = (await h.sandbox.store.get(externalId))?.providerId;
    expect(await xendit.call("GET", `/callback_virtual_accounts/${providerId}`)).toMatchObject({
      external_id: externalId,
      account_number: order.detail.va_number,
      expected_amount: order.detail.total,
      is_closed: true,
    });
    const simulate = `/callback_virtual_accounts/external_id=${externalId}/simulate_payment`;
    expect(await sdkError(keyless.call("POST", simulate, { amount: order.detail.total }))).toMatchObject({
      status: 401,
      code: "INVALID_API_KEY",
    });
    expect(await xendit.call("POST", simulate, { amount: order.detail.total })).toMatchObject({
      status: "COMPLETED",
    });
    await expectSettled(externalId);
  });
});

describe("QR codes (API version 2022-07-31) through xendit-node", () => {
  it("create, read, simulate and list speak one version; metadata comes back as sent", async () => {
    const referenceId = uniqueId("qr");
    const metadata = { branch: "Jakarta", nested: { seats: [1, 2] } };
    const created = await xendit.call(
      "POST",
      "/qr_codes",
      { reference_id: referenceId, type: "DYNAMIC", currency: "IDR", amount: 25_000, metadata },
      QR_VERSION,
    );
    expect(created).toMatchObject({ reference_id: referenceId, amount: 25_000, status: "ACTIVE", metadata });
    expect(String(created.id)).toMatch(/^qris?_/);
    expect(await xendit.call("GET", `/qr_codes/${created.id}`, undefined, QR_VERSION)).toMatchObject({
      id: created.id,
      reference_id: referenceId,
      metadata,
    });
    const duplicate = await sdkError(
      xendit.call(
        "POST",
        "/qr_codes",
        { reference_id: referenceId, type: "DYNAMIC", currency: "IDR", amount: 25_000 },
        QR_VERSION,
      ),
    );
    expect(duplicate).toMatchObject({ status: 409, code: "DUPLICATE_ERROR" });
    const paid = await xendit.call("POST", `/qr_codes/${created.id}/payments/simulate`, { amount: 25_000 });
    expect(paid).toMatchObject({
      qr_id: created.id,
      reference_id: referenceId,
      status: "SUCCEEDED",
      amount: 25_000,
    });
    expect(await xendit.call("GET", `/qr_codes/${created.id}/payments`)).toMatchObject({
      data: [{ id: paid.id, qr_id: created.id }],
    });
  });

  it("GET /qr_codes/payments is not read as a QR id, and an unknown path is a JSON 404 with an error_code", async () => {
    for (const path of ["/qr_codes/payments", "/no/such/endpoint", "/v2/invoices"]) {
      const error = await sdkError(xendit.call("GET", path));
      expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
      expect(error.message).toMatch(SENTENCE);
    }
    // xendit-node's own generated classes get the same JSON answer for APIs the sandbox does not offer.
    const client = new Xendit({ secretKey: SECRET_KEY, xenditURL: base });
    const missing = await sdkError(client.PaymentRequest.getPaymentRequestByID({ paymentRequestId: "pr_1" }));
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("an order's QR code: read by its id, simulated, and the v2 callback settles it", async () => {
    const order = await placeOrder(h, "qris");
    const externalId = order.detail.external_id;
    const providerId = (await h.sandbox.store.get(externalId))?.providerId;
    const read = await xendit.call("GET", `/qr_codes/${providerId}`, undefined, QR_VERSION);
    expect(read).toMatchObject({ reference_id: externalId, qr_string: order.detail.qr_string });
    expect(read.metadata).toMatchObject({ invoice_number: order.detail.invoice_number });
    await xendit.call("POST", `/qr_codes/${providerId}/payments/simulate`, { amount: order.detail.total });
    await expectSettled(externalId);
    expect(h.sandbox.delivery.log.at(-1)?.path).toMatch(/\/qr$/);
  });
});

describe("e-wallet charges through xendit-node", () => {
  it.each(["ID_DANA", "ID_LINKAJA"])(
    "%s: a redirect charge with merchant metadata returned as sent",
    async (channel) => {
      const referenceId = uniqueId("ew");
      const metadata = { campaign: "launch", meta: { a: 1 } };
      const created = await xendit.call("POST", "/ewallets/charges", {
        reference_id: referenceId,
        currency: "IDR",
        amount: 30_000,
        checkout_method: "ONE_TIME_PAYMENT",
        channel_code: channel,
        channel_properties: { success_redirect_url: "https://example.com/ok" },
        metadata,
      });
      expect(created).toMatchObject({
        reference_id: referenceId,
        channel_code: channel,
        status: "PENDING",
        is_redirect_required: true,
        metadata,
        channel_properties: { success_redirect_url: "https://example.com/ok" },
      });
      expect(await xendit.call("GET", `/ewallets/charges/${created.id}`)).toMatchObject({
        id: created.id,
        metadata,
      });
    },
  );

  it("an order's OVO charge: read, simulated with the key, and the callback settles it", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    const externalId = order.detail.external_id;
    const chargeId = (await h.sandbox.store.view(externalId))?.charge_id;
    expect(await xendit.call("GET", `/ewallets/charges/${chargeId}`)).toMatchObject({
      reference_id: externalId,
      channel_code: "ID_OVO",
      status: "PENDING",
    });
    expect(
      await sdkError(keyless.call("POST", `/ewallets/charges/${chargeId}/simulate`, { status: "SUCCEEDED" })),
    ).toMatchObject({ status: 401 });
    await xendit.call("POST", `/ewallets/charges/${chargeId}/simulate`, { status: "SUCCEEDED" });
    await expectSettled(externalId);
    expect(await xendit.call("GET", `/ewallets/charges/${chargeId}`)).toMatchObject({ status: "SUCCEEDED" });
  });
});

describe("retail payment codes through xendit-node", () => {
  it("creates a code without expiration_date, changes its amount with a PATCH, refuses a duplicate", async () => {
    const externalId = uniqueId("fpc");
    const created = await xendit.call("POST", "/fixed_payment_code", {
      external_id: externalId,
      retail_outlet_name: "INDOMARET",
      name: "Siti",
      expected_amount: 50_000,
    });
    expect(created).toMatchObject({ external_id: externalId, status: "ACTIVE", expected_amount: 50_000 });
    expect(new Date(String(created.expiration_date)).getTime()).toBeGreaterThan(
      Date.now() + 365 * 24 * 3600_000,
    );
    expect(
      await xendit.call("PATCH", `/fixed_payment_code/${created.id}`, { expected_amount: 45_000 }),
    ).toMatchObject({ expected_amount: 45_000 });
    expect(await xendit.call("GET", `/fixed_payment_code/${created.id}`)).toMatchObject({
      expected_amount: 45_000,
    });
    const duplicate = await sdkError(
      xendit.call("POST", "/fixed_payment_code", {
        external_id: externalId,
        retail_outlet_name: "ALFAMART",
        name: "Siti",
        expected_amount: 50_000,
      }),
    );
    expect(duplicate).toMatchObject({ status: 400, code: "DUPLICATE_PAYMENT_CODE_ERROR" });
  });

  it("an order's payment code: read, simulated at the counter with the key, and the callback settles it", async () => {
    const order = await placeOrder(h, "alfamart");
    const externalId = order.detail.external_id;
    const providerId = (await h.sandbox.store.get(externalId))?.providerId;
    expect(await xendit.call("GET", `/fixed_payment_code/${providerId}`)).toMatchObject({
      external_id: externalId,
      payment_code: order.detail.payment_code,
    });
    const body = {
      retail_outlet_name: "ALFAMART",
      payment_code: order.detail.payment_code,
      transfer_amount: order.detail.total,
    };
    expect(await sdkError(keyless.call("POST", "/fixed_payment_code/simulate_payment", body))).toMatchObject({
      status: 401,
    });
    expect(
      await sdkError(
        xendit.call("POST", "/fixed_payment_code/simulate_payment", {
          ...body,
          transfer_amount: order.detail.total - 1,
        }),
      ),
    ).toMatchObject({ status: 400, code: "INVALID_AMOUNT" });
    await xendit.call("POST", "/fixed_payment_code/simulate_payment", body);
    await expectSettled(externalId);
  });
});

describe("the simulator page's calls", () => {
  it("pay only the signed-in buyer's own order, through the server", async () => {
    const order = await placeOrder(h, "va_bri");
    const other = await placeOrder(h, "va_bri");
    const cookie = h.deps.config.SESSION_COOKIE_NAME;
    const pay = (token: string | null) =>
      h.app.inject({
        method: "POST",
        url: `${SANDBOX_BASE_PATH}/simulator/${order.detail.external_id}/pay`,
        headers: { "content-type": "application/json", ...(token ? { cookie: `${cookie}=${token}` } : {}) },
        payload: "{}",
      });
    expect((await pay(null)).statusCode).toBe(401);
    expect((await pay(other.buyer.token)).statusCode).toBe(404);
    expect((await h.sandbox.store.get(order.detail.external_id))?.status).toBe("PENDING");
    expect((await pay(order.buyer.token)).json()).toMatchObject({ status: "COMPLETED" });
    await expectSettled(order.detail.external_id);
  });
});
