import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_STATUS_PATH } from "../../shared/contracts/payments.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

/**
 * The payment page's live status stream (ADR 0125) on this run's database backend (PGlite: in-process
 * LISTEN/NOTIFY; PostgreSQL: a dedicated LISTEN connection): owner only, the state first, then the
 * change the moment a callback settles it, then the end of the stream.
 */
let h: PaymentsHarness;
let base: string;

beforeAll(async () => {
  h = await createPaymentsHarness();
  await h.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

async function readStream(url: string, token: string, onFirst: () => Promise<void>) {
  const response = await fetch(url, { headers: { cookie: `tiketin_session=${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const text = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { id: string | null; data: { status: string } }[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await text.read();
    if (done) return events;
    buffer += value;
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data === undefined) continue;
      events.push({ id: /^id: (.*)$/m.exec(block)?.[1] ?? null, data: JSON.parse(data) });
      if (events.length === 1) await onFirst();
    }
  }
}

describe("the payment page's live status", () => {
  it("refuses a signed-out page (401) and another buyer's transaction (404), in the envelope", async () => {
    const order = await placeOrder(h);
    const url = `${base}${LIVE_STATUS_PATH}/${order.detail.external_id}`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 0, errorCode: "unauthorized" });
    const [stranger] = await createBuyers(h.db, 1);
    const other = await fetch(url, { headers: { cookie: `tiketin_session=${stranger!.token}` } });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ status: 0 });
    const malformed = await fetch(`${base}${LIVE_STATUS_PATH}/not-an-id%00`, {
      headers: { cookie: `tiketin_session=${stranger!.token}` },
    });
    expect(malformed.status).toBe(404);
  });

  it("sends the state, then the paid status the moment the callback settles it, then ends", async () => {
    const order = await placeOrder(h);
    const externalId = order.detail.external_id;
    const events = await readStream(
      `${base}${LIVE_STATUS_PATH}/${externalId}`,
      order.buyer.token,
      async () => {
        await h.sandbox.pay(externalId);
      },
    );
    expect(events[0]).toMatchObject({ id: null, data: { status: "Waiting For Payment" } });
    expect(events.at(-1)).toMatchObject({ data: { status: "Payment Success" } });
    expect(events.at(-1)?.id).toBeTruthy();
  });

  it("a paid transaction's stream answers its state and ends at once", async () => {
    const order = await placeOrder(h);
    await h.sandbox.pay(order.detail.external_id);
    await h.sandbox.delivery.settle();
    const events = await readStream(
      `${base}${LIVE_STATUS_PATH}/${order.detail.external_id}`,
      order.buyer.token,
      async () => {},
    );
    expect(events).toEqual([{ id: null, data: expect.objectContaining({ status: "Payment Success" }) }]);
  });
});
