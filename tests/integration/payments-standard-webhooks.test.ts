import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { signedCallbackHeaders } from "../../server/features/payments/index.ts";
import { counts, createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

/**
 * Callback signatures follow Standard Webhooks (ADR 0120): the key is the `whsec_` secret base64-decoded,
 * so the `standardwebhooks` library, in its default set-up, verifies what the sandbox sends; Xendit's own
 * `x-callback-token` is still sent and checked as a raw string.
 */
const secret = () => `whsec_${randomBytes(24).toString("base64")}`;
const SECRET = secret();

interface Sent {
  path: string;
  headers: Record<string, string>;
  body: string;
  status: number;
}

/** Records every callback the sandbox sends, still delivering it to the app's receiver. */
function capture(h: PaymentsHarness): Sent[] {
  const sent: Sent[] = [];
  h.sandbox.connect(async ({ path, headers, body }) => {
    const response = await h.app.inject({ method: "POST", url: path, headers, payload: body });
    sent.push({ path, headers, body, status: response.statusCode });
    return response.statusCode;
  });
  return sent;
}

async function post(h: PaymentsHarness, path: string, headers: Record<string, string>, body: string) {
  return (await h.app.inject({ method: "POST", url: path, headers, payload: body })).statusCode;
}

describe("with a whsec_ secret", () => {
  let h: PaymentsHarness;
  let sent: Sent[];
  beforeAll(async () => {
    h = await createPaymentsHarness({ XENDIT_WEBHOOK_SECRET: SECRET });
    sent = capture(h);
  });
  afterAll(() => h.close());

  it("every callback the sandbox sends (VA, QRIS, e-wallet, retail) verifies with the library's defaults", async () => {
    for (const method of ["va_bca", "qris", "gopay", "alfamart"]) {
      const order = await placeOrder(h, method);
      await h.sandbox.pay(order.detail.external_id);
      await h.sandbox.delivery.settle();
      const callback = sent.at(-1);
      expect(callback?.status).toBe(200);
      const payload = new Webhook(SECRET).verify(callback?.body ?? "", callback?.headers ?? {});
      expect(JSON.stringify(payload)).toContain(order.detail.external_id);
      expect(callback?.headers["x-callback-token"]).toBe(h.deps.config.XENDIT_CALLBACK_TOKEN);
      expect((await counts(h.db, order.detail.external_id)).status).toBe("Payment Success");
    }
  });

  it("refuses a wrong secret, a tampered body and an old timestamp, as the library does", async () => {
    const order = await placeOrder(h);
    h.sandbox.delivery.hold();
    await h.sandbox.pay(order.detail.external_id);
    const captured: Sent[] = [];
    h.sandbox.connect(async (request) => {
      captured.push({ ...request, status: 0 });
      return 200;
    });
    await h.sandbox.delivery.release();
    await h.sandbox.delivery.settle();
    sent = capture(h);
    const original = captured[0];
    if (!original) throw new Error("no callback sent");
    const body = original.body;
    const callbackToken = h.deps.config.XENDIT_CALLBACK_TOKEN;
    const now = Math.floor(Date.now() / 1000);
    const signedWith = (webhookSecret: string, timestamp: number, text = body) => ({
      "content-type": "application/json",
      ...signedCallbackHeaders({
        secrets: { callbackToken, webhookSecret },
        webhookId: `wh_test_${timestamp}_${webhookSecret.length}`,
        timestamp,
        body: text,
      }),
    });

    const wrongSecret = signedWith(secret(), now);
    expect(() => new Webhook(SECRET).verify(body, wrongSecret)).toThrow();
    expect(await post(h, original.path, wrongSecret, body)).toBe(401);

    const tampered = body.replace(/"amount":(\d+)/, (_, n: string) => `"amount":${Number(n) + 1}`);
    expect(tampered).not.toBe(body);
    expect(() => new Webhook(SECRET).verify(tampered, original.headers)).toThrow();
    expect(await post(h, original.path, original.headers, tampered)).toBe(401);

    const old = signedWith(SECRET, now - 600);
    expect(() => new Webhook(SECRET).verify(body, old)).toThrow(/too old/);
    expect(await post(h, original.path, old, body)).toBe(401);

    // The raw token as the HMAC key (the scheme before ADR 0120) no longer passes.
    const legacy = {
      ...original.headers,
      "webhook-signature": `v1,${createHmac("sha256", callbackToken)
        .update(`${original.headers["webhook-id"]}.${original.headers["webhook-timestamp"]}.${body}`)
        .digest("base64")}`,
    };
    expect(await post(h, original.path, legacy, body)).toBe(401);

    expect(await counts(h.db, order.detail.external_id)).toMatchObject({ status: "Waiting For Payment" });
    // The genuine one still settles it.
    expect(await post(h, original.path, original.headers, body)).toBe(200);
    expect((await counts(h.db, order.detail.external_id)).status).toBe("Payment Success");
  });
});

describe("migrating from the callback token as the key", () => {
  it("unset, the secret is the token's bytes as whsec_: the same signatures as before, now verifiable by the library", async () => {
    const h = await createPaymentsHarness();
    try {
      const sent = capture(h);
      const token = h.deps.config.XENDIT_CALLBACK_TOKEN;
      expect(h.deps.config.XENDIT_WEBHOOK_SECRET).toBe(`whsec_${Buffer.from(token).toString("base64")}`);
      const order = await placeOrder(h);
      await h.sandbox.pay(order.detail.external_id);
      await h.sandbox.delivery.settle();
      const callback = sent.at(-1);
      if (!callback) throw new Error("no callback sent");
      expect(callback.status).toBe(200);
      const { headers, body } = callback;
      expect(headers["webhook-signature"]).toBe(
        `v1,${createHmac("sha256", token)
          .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${body}`)
          .digest("base64")}`,
      );
      expect(() => new Webhook(h.deps.config.XENDIT_WEBHOOK_SECRET).verify(body, headers)).not.toThrow();
    } finally {
      await h.close();
    }
  });

  it("while rotating, the first secret signs and any listed secret verifies", async () => {
    const next = secret();
    const previous = secret();
    const h = await createPaymentsHarness({ XENDIT_WEBHOOK_SECRET: `${next} ${previous}` });
    try {
      const sent = capture(h);
      const order = await placeOrder(h);
      await h.sandbox.pay(order.detail.external_id);
      await h.sandbox.delivery.settle();
      const callback = sent.at(-1);
      if (!callback) throw new Error("no callback sent");
      expect(() => new Webhook(next).verify(callback.body, callback.headers)).not.toThrow();
      const oldSigned = signedCallbackHeaders({
        secrets: { callbackToken: h.deps.config.XENDIT_CALLBACK_TOKEN, webhookSecret: previous },
        webhookId: "wh_rotation_previous",
        timestamp: Math.floor(Date.now() / 1000),
        body: callback.body,
      });
      // Accepted (a duplicate of an applied event, so 200 and nothing changes).
      expect(
        await post(h, callback.path, { "content-type": "application/json", ...oldSigned }, callback.body),
      ).toBe(200);
    } finally {
      await h.close();
    }
  });

  it("refuses a secret that is not whsec_ + base64 at boot, without echoing it", () => {
    let message = "";
    try {
      loadConfig({ NODE_ENV: "test", XENDIT_WEBHOOK_SECRET: "my-plain-secret-value" });
    } catch (error) {
      message = String(error);
    }
    expect(message).toMatch(/XENDIT_WEBHOOK_SECRET: expected whsec_/);
    expect(message).not.toContain("my-plain-secret-value");
  });
});
