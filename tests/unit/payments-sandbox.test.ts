import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { CallbackDelivery } from "../../server/features/sandbox-gateway/delivery.ts";
import { SandboxGateway } from "../../server/features/sandbox-gateway/sandbox-gateway.ts";

const TOKEN = "unit-test-callback-token-0001";
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const SECRETS = { callbackToken: TOKEN, webhookSecret: SECRET };

function movableClock(start = Date.parse("2026-11-21T05:00:00Z")) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("sandbox e-wallet charges", () => {
  it("an OVO push is payable for 55 seconds, then reads FAILED", async () => {
    const clock = movableClock();
    const sandbox = new SandboxGateway({
      clock,
      callbackToken: TOKEN,
      webhookSecret: SECRET,
      simulatorUrl: (id) => `/sandbox/pay/${id}`,
    });
    const expiresAt = new Date(clock.now().getTime() + 30 * 60_000);
    await sandbox.store.create({
      externalId: "trx_ovo",
      invoiceNumber: "INV-1",
      kind: "ewallet",
      amount: 50_000,
      expiresAt,
      customerName: "Siti",
      ewalletChannel: "ID_OVO",
      phone: "+6281234567890",
    });
    clock.advance(54_000);
    expect((await sandbox.store.get("trx_ovo"))?.charge?.status).toBe("PENDING");
    clock.advance(2_000);
    expect((await sandbox.store.get("trx_ovo"))?.charge).toMatchObject({
      status: "FAILED",
      failureCode: "USER_DID_NOT_AUTHORIZE_THE_PAYMENT",
    });
    sandbox.close();
  });
});

describe("callback delivery", () => {
  it("retries a failing receiver with backoff, reusing the webhook id, until it answers 2xx", async () => {
    const seen: { id: string; status: number }[] = [];
    const answers = [500, 503, 200];
    const delivery = new CallbackDelivery({
      secrets: SECRETS,
      retryBaseMs: 5,
      transport:
        () =>
        async ({ headers }) => {
          const status = answers.shift() ?? 200;
          seen.push({ id: headers["webhook-id"] ?? "", status });
          return status;
        },
    });
    delivery.emit({ product: "fva", body: { external_id: "trx_a", amount: 1 } });
    await delivery.settle();
    expect(seen.map((s) => s.status)).toEqual([500, 503, 200]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(1);
  });

  it("signs each delivery over id, timestamp and the exact body", async () => {
    const captured: { headers: Record<string, string>; body: string }[] = [];
    const delivery = new CallbackDelivery({
      secrets: SECRETS,
      transport: () => async (request) => {
        captured.push(request);
        return 200;
      },
    });
    delivery.emit({ product: "qr", body: { event: "qr.payment" } });
    await delivery.settle();
    expect(captured).toHaveLength(1);
    const { headers, body } = captured[0]!;
    expect(headers["x-callback-token"]).toBe(TOKEN);
    expect(new Webhook(SECRET).verify(body, headers)).toEqual({ event: "qr.payment" });
  });
});
