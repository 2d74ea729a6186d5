import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { checkoutHolds } from "../../server/db/schema/index.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { expireDueTransactions } from "../../server/features/payments/expire-transactions.ts";
import { reconcilePending } from "../../server/features/payments/reconcile.ts";
import { ewalletCallback } from "../../server/features/sandbox-gateway/callback-payloads.ts";
import {
  historyListSchema,
  paymentDetailSchema,
  SANDBOX_BASE_PATH,
  transactionDetailSchema,
} from "../../shared/contracts/payments.ts";
import { parseQris } from "../../shared/payments/qris.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { randomJson, randomObjectFor, randomPathSegment, seededRandom } from "../support/random-input.ts";
import {
  backdate,
  counts,
  createPaymentsHarness,
  liveTickets,
  mails,
  type PaymentsHarness,
  placeOrder,
  readyCheckout,
} from "./payments-harness.ts";

// Each test places several orders through the whole pipeline; on embedded PGlite (one connection, a
// busy machine) the first one alone can take most of the default 30 s.
vi.setConfig({ testTimeout: 120_000 });

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h.close());

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
const detailOf = async (token: string, externalId: string) =>
  paymentDetailSchema.parse(
    (await h.call("POST", "/transaction/payment-detail", { token, body: { external_id: externalId } })).body
      .data,
  );

describe("placing the order", () => {
  it("refuses to take payment for answers no key opens (409 personal_data_unreadable) and keeps only asked answers", async () => {
    const ready = await readyCheckout(h, { quantity: 1 });
    const [hold] = await h.db
      .select({ id: checkoutHolds.id, participants: checkoutHolds.participants })
      .from(checkoutHolds)
      .where(and(eq(checkoutHolds.buyerId, ready.buyer.id), eq(checkoutHolds.status, "held")));
    // Keys the form did not ask for (and "_" keys, which are the server's) were not stored.
    expect(Object.keys(((hold?.participants ?? []) as Record<string, unknown>[])[0] ?? {}).sort()).toEqual([
      "email",
      "name",
      "phone_number",
    ]);
    const unreadable = [{ name: "Pengunjung A", _sealed: "v2.gone000000.aaaa.bbbb.cccc" }];
    await h.db
      .update(checkoutHolds)
      .set({ participants: unreadable })
      .where(eq(checkoutHolds.id, hold?.id ?? ""));
    const bought = await h.call("POST", "/transaction/buy-ticket", {
      token: ready.buyer.token,
      body: { payment_method: "va_bca" },
    });
    expect(bought.status).toBe(409);
    expect(bought.body).toMatchObject({ errorCode: "personal_data_unreadable" });
    const [orders] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM payment_transactions WHERE hold_id = ${hold?.id ?? ""}`,
    );
    expect(orders?.n).toBe(0);
  });

  it("turns the checkout into a VA transaction with the shared fee figures, idempotently", async () => {
    const ready = await readyCheckout(h, { quantity: 2 });
    const buy = (body: Record<string, unknown>) =>
      h.call("POST", "/transaction/buy-ticket", { token: ready.buyer.token, body });
    const first = await buy({ payment_method: "va_bca", idempotency_key: "order-key-0001" });
    expect(first.status).toBe(200);
    const detail = paymentDetailSchema.parse(first.body.data);
    // 2 x 100,000; tax 10 % = 20,000; internet fee 5,000; VA fee 6,000.
    expect(detail).toMatchObject({
      status: "Waiting For Payment",
      instrument: "va",
      va_bank: "BCA",
      sub_total: 200_000,
      tax: 20_000,
      inet_fee: 5_000,
      payment_fee: 6_000,
      total: 231_000,
    });
    expect(detail.external_id).toMatch(/^trx_[A-Za-z0-9_-]{22}$/);
    expect(detail.va_number).toMatch(/^10766[0-9]{11}$/);
    const minutes = (Date.parse(detail.expired_date) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    // The same key and body: the same order. The same key, another body: refused.
    const again = await buy({ payment_method: "va_bca", idempotency_key: "order-key-0001" });
    expect(paymentDetailSchema.parse(again.body.data).external_id).toBe(detail.external_id);
    expect((await buy({ payment_method: "qris", idempotency_key: "order-key-0001" })).status).toBe(422);
    // The method is fixed once ordered; only the VA bank may change.
    expect((await buy({ payment_method: "qris" })).status).toBe(409);
    const cart = await h.call("POST", "/transaction/my-cart", { token: ready.buyer.token });
    expect(cart.body.data).toMatchObject({ awaiting_payment: true });
    const changed = await h.call("POST", "/transaction/update-va-payment", {
      token: ready.buyer.token,
      body: { external_id: detail.external_id, payment_method: "va_bni" },
    });
    expect(changed.status).toBe(200);
    expect(paymentDetailSchema.parse(changed.body.data)).toMatchObject({ va_bank: "BNI", total: 231_000 });
    const toQris = await h.call("POST", "/transaction/update-va-payment", {
      token: ready.buyer.token,
      body: { external_id: detail.external_id, payment_method: "qris" },
    });
    expect(toQris.status).toBe(409);
  });

  it("refuses a method the amount cannot use and asks OVO and card for their inputs", async () => {
    const ready = await readyCheckout(h, { price: 5_000 });
    const buy = (body: Record<string, unknown>) =>
      h.call("POST", "/transaction/buy-ticket", { token: ready.buyer.token, body });
    // 5,000 + 500 tax + 5,000 fee = 10,500 fits retail; a Rp 3,000,000 order would not (see below).
    expect((await buy({ payment_method: "ovo" })).status).toBe(400);
    expect((await buy({ payment_method: "card" })).status).toBe(400);
    expect((await buy({ payment_method: "card", card_token: "tok_doesnotexist" })).status).toBe(422);
    expect((await buy({ payment_method: "nope" })).status).toBe(422);
    const big = await readyCheckout(h, { price: 1_500_000, quantity: 2 });
    const retail = await h.call("POST", "/transaction/buy-ticket", {
      token: big.buyer.token,
      body: { payment_method: "alfamart" },
    });
    expect(retail).toMatchObject({ status: 422, body: { message: "Selected payment method not available" } });
  });
});

describe("paying with every method family through the sandbox", () => {
  it("VA: the simulator pays, the callback settles: success, tickets, one e-mail, history", async () => {
    const order = await placeOrder(h, "va_mandiri", { quantity: 2 });
    const paid = await sandboxPost(
      `/callback_virtual_accounts/external_id=${order.detail.external_id}/simulate_payment`,
      { amount: order.detail.total },
    );
    expect(paid.body).toMatchObject({ status: "COMPLETED" });
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Payment Success",
      tickets: 2,
    });
    expect(await mails(h.db, order.detail.invoice_number)).toBe(1);
    expect(await liveTickets(h.db, order.categoryId)).toBe(2);
    const [claims] = await rows<{ sold: number }>(
      h.db,
      sql`SELECT count(*)::int AS sold FROM stock_claims WHERE category_id = ${order.categoryId} AND status = 'sold'`,
    );
    expect(claims?.sold).toBeGreaterThan(0);
    const list = historyListSchema.parse(
      (
        await h.call("GET", "/transaction/transaction-histories?status=Payment%20Success", {
          token: order.buyer.token,
        })
      ).body.data,
    );
    expect(list.rows.map((row) => row.external_id)).toEqual([order.detail.external_id]);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 10, total: 1, is_last_page: true });
    const detail = transactionDetailSchema.parse(
      (
        await h.call("GET", `/transaction/transaction-histories/${order.detail.external_id}`, {
          token: order.buyer.token,
        })
      ).body.data,
    );
    expect(detail).toMatchObject({
      status: "Payment Success",
      total: order.detail.total,
      tax: order.detail.tax,
    });
    expect(detail.tickets[0]).toMatchObject({ quantity: 2 });
    const none = historyListSchema.parse(
      (
        await h.call("GET", "/transaction/transaction-histories?search=zzzz-no-such-event", {
          token: order.buyer.token,
        })
      ).body.data,
    );
    expect(none.rows).toHaveLength(0);
  });

  it("QRIS: a valid dynamic EMVCo string is scanned and paid", async () => {
    const order = await placeOrder(h, "qris");
    const qris = parseQris(order.detail.qr_string ?? "");
    expect(qris).toMatchObject({ dynamic: true, amount: order.detail.total, currency: "360" });
    expect(order.detail.external_id.startsWith(qris?.reference ?? "-")).toBe(true);
    expect(
      (await sandboxPost("/simulator/scan-qris", { qr_string: order.detail.qr_string }, order.buyer.token))
        .status,
    ).toBe(200);
    await h.sandbox.delivery.settle();
    expect((await detailOf(order.buyer.token, order.detail.external_id)).status).toBe("Payment Success");
  });

  it("OVO: a rejected push fails, a new push is approved", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    expect(order.detail.ewallet).toMatchObject({
      channel: "ID_OVO",
      charge_status: "PENDING",
      phone_masked: "+62812****7890",
    });
    const seconds = (Date.parse(order.detail.ewallet?.expires_at ?? "") - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(55);
    expect(
      (await sandboxPost(`/simulator/${order.detail.external_id}/reject`, {}, order.buyer.token)).status,
    ).toBe(200);
    await h.sandbox.delivery.settle();
    const failed = await detailOf(order.buyer.token, order.detail.external_id);
    expect(failed).toMatchObject({ status: "Waiting For Payment", ewallet: { charge_status: "FAILED" } });
    const again = await h.call("POST", "/transaction/payment-ewallet", {
      token: order.buyer.token,
      body: { external_id: order.detail.external_id, phone_number: "081234567890" },
    });
    const pushed = paymentDetailSchema.parse(again.body.data);
    expect(pushed.ewallet?.charge_status).toBe("PENDING");
    const charge = (await h.sandbox.store.view(order.detail.external_id))?.charge_id;
    expect((await sandboxPost(`/ewallets/charges/${charge}/simulate`, { status: "SUCCEEDED" })).status).toBe(
      200,
    );
    await h.sandbox.delivery.settle();
    expect((await detailOf(order.buyer.token, order.detail.external_id)).status).toBe("Payment Success");
  });

  it("OVO: a failure of the earlier push that arrives after the buyer pushed again leaves the new push pending", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    const externalId = order.detail.external_id;
    expect((await sandboxPost(`/simulator/${externalId}/reject`, {}, order.buyer.token)).status).toBe(200);
    await h.sandbox.delivery.settle();
    const firstPush = structuredClone(await h.sandbox.store.get(externalId));
    if (!firstPush) throw new Error("the sandbox has no record of the order");
    const again = await h.call("POST", "/transaction/payment-ewallet", {
      token: order.buyer.token,
      body: { external_id: externalId, phone_number: "081234567890" },
    });
    expect(paymentDetailSchema.parse(again.body.data).ewallet?.charge_status).toBe("PENDING");
    const secondPush = (await h.sandbox.store.get(externalId))?.charge?.id;
    expect(secondPush).not.toBe(firstPush.charge?.id);

    // The first push's failure once more, late (under load, or a provider's retry), through the receiver.
    h.sandbox.delivery.emit(ewalletCallback(firstPush, "FAILED", null));
    await h.sandbox.delivery.settle();
    expect(await detailOf(order.buyer.token, externalId)).toMatchObject({
      status: "Waiting For Payment",
      ewallet: { charge_status: "PENDING" },
    });
    // The new push's own failure still fails it.
    expect((await sandboxPost(`/simulator/${externalId}/reject`, {}, order.buyer.token)).status).toBe(200);
    await h.sandbox.delivery.settle();
    expect(await detailOf(order.buyer.token, externalId)).toMatchObject({
      ewallet: { charge_status: "FAILED" },
    });
  });

  it("retail: the Alfamart code is paid at the counter", async () => {
    const order = await placeOrder(h, "alfamart");
    expect(order.detail.payment_code).toMatch(/^TEST[0-9]{8}$/);
    const paid = await sandboxPost("/fixed_payment_code/simulate_payment", {
      retail_outlet_name: "ALFAMART",
      payment_code: order.detail.payment_code,
      transfer_amount: order.detail.total,
    });
    expect(paid.status).toBe(200);
    await h.sandbox.delivery.settle();
    expect((await detailOf(order.buyer.token, order.detail.external_id)).status).toBe("Payment Success");
  });

  it("card: the number stays in the sandbox; we keep token, brand and last 4 only", async () => {
    const token = await sandboxPost("/credit_card_tokens", {
      card_number: "4111111111111111",
      card_exp_month: "12",
      card_exp_year: "2039",
      card_cvn: "123",
    });
    expect(token.body).toMatchObject({ status: "VERIFIED", card_info: { brand: "VISA" } });
    const order = await placeOrder(h, "card", { extra: { card_token: token.body.id } });
    expect(order.detail.card).toEqual({ brand: "VISA", last4: "1111" });
    expect(
      (await sandboxPost(`/simulator/${order.detail.external_id}/pay`, {}, order.buyer.token)).status,
    ).toBe(200);
    await h.sandbox.delivery.settle();
    expect((await detailOf(order.buyer.token, order.detail.external_id)).status).toBe("Payment Success");
    const [leak] = await rows<{ n: number }>(
      h.db,
      sql`SELECT count(*)::int AS n FROM payment_transactions WHERE row_to_json(payment_transactions)::text LIKE '%4111111111111111%'`,
    );
    expect(leak?.n).toBe(0);
  });

  it("paylater and pay at cashier are their own instruments", async () => {
    for (const method of ["paylater", "cashier"]) {
      const order = await placeOrder(h, method);
      expect(order.detail).toMatchObject({ instrument: method });
      expect(order.detail.reference).toBeTruthy();
      expect(
        (await sandboxPost(`/simulator/${order.detail.external_id}/pay`, {}, order.buyer.token)).status,
      ).toBe(200);
      await h.sandbox.delivery.settle();
      expect((await detailOf(order.buyer.token, order.detail.external_id)).status).toBe("Payment Success");
    }
  });
});

describe("callbacks", () => {
  it("refuses forged callbacks (wrong or missing token, tampered body) with nothing written", async () => {
    for (const corrupt of ["token", "missing-token", "body"] as const) {
      const order = await placeOrder(h);
      h.sandbox.delivery.injectFault({ corrupt });
      await h.sandbox.pay(order.detail.external_id);
      await h.sandbox.delivery.settle();
      expect(h.sandbox.delivery.log.at(-1)?.status).toBe(401);
      expect(await counts(h.db, order.detail.external_id)).toMatchObject({
        status: "Waiting For Payment",
        tickets: 0,
        events: 0,
      });
    }
  });

  it("does not settle an amount one rupiah short", async () => {
    const order = await placeOrder(h);
    await h.sandbox.pay(order.detail.external_id, { reportedAmount: order.detail.total - 1 });
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Waiting For Payment",
      tickets: 0,
    });
    const [event] = await rows<{ outcome: string }>(
      h.db,
      sql`SELECT outcome FROM payment_events WHERE external_id = ${order.detail.external_id}`,
    );
    expect(event?.outcome).toBe("amount_mismatch");
  });

  it("one callback delivered 100 times in sequence: one payment, one ticket set, one e-mail", async () => {
    const order = await placeOrder(h, "va_bri", { quantity: 3 });
    h.sandbox.delivery.injectFault({ duplicate: { times: 100 } });
    await h.sandbox.pay(order.detail.external_id);
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Payment Success",
      tickets: 3,
      events: 1,
    });
    expect(await mails(h.db, order.detail.invoice_number)).toBe(1);
  });

  it("every ordering of pending, paid and expired callbacks ends in the same state", async () => {
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const finals = [];
    for (const order of orders) {
      const placed = await placeOrder(h, "va_permata");
      const id = placed.detail.external_id;
      h.sandbox.delivery.hold();
      await h.sandbox.sendVaStatus(id, "ACTIVE");
      await h.sandbox.pay(id);
      await h.sandbox.sendVaStatus(id, "INACTIVE");
      // The window has run out by the time the callbacks arrive: expired may win first, paid then
      // arrives late and is honoured because the stock is still there.
      await backdate(h.db, id);
      await h.sandbox.delivery.release(order);
      await h.sandbox.delivery.settle();
      finals.push(await counts(h.db, id));
    }
    for (const final of finals)
      expect(final).toMatchObject({ status: "Payment Success", tickets: 1, needs_refund: false });
  });

  it("recovers a dropped callback by reconciliation and by 'check payment status'", async () => {
    const dropped = await placeOrder(h);
    h.sandbox.delivery.injectFault({ drop: true });
    await h.sandbox.pay(dropped.detail.external_id);
    await h.sandbox.delivery.settle();
    await h.db.execute(sql`UPDATE payment_transactions SET created_at = now() - interval '5 minutes'
      WHERE external_id = ${dropped.detail.external_id}`);
    expect((await counts(h.db, dropped.detail.external_id)).status).toBe("Waiting For Payment");
    expect(await reconcilePending(h.deps)).toBeGreaterThanOrEqual(1);
    expect(await counts(h.db, dropped.detail.external_id)).toMatchObject({
      status: "Payment Success",
      tickets: 1,
    });

    const checked = await placeOrder(h);
    h.sandbox.delivery.injectFault({ drop: true });
    await h.sandbox.pay(checked.detail.external_id);
    await h.sandbox.delivery.settle();
    const status = await h.call("POST", "/public/get-transaction-status", {
      token: checked.buyer.token,
      body: { external_id: checked.detail.external_id },
    });
    expect(status.body.data).toMatchObject({ status: "Payment Success" });
    expect(await mails(h.db, checked.detail.invoice_number)).toBe(1);
  });
});

describe("expiry, cancellation, late payments", () => {
  it("expires an unpaid order and releases its stock", async () => {
    const order = await placeOrder(h, "va_bca", { quantity: 2 });
    expect(await liveTickets(h.db, order.categoryId)).toBe(2);
    await backdate(h.db, order.detail.external_id);
    expect(await expireDueTransactions(h.deps)).toBeGreaterThanOrEqual(1);
    expect((await counts(h.db, order.detail.external_id)).status).toBe("Payment Expired");
    expect(await liveTickets(h.db, order.categoryId)).toBe(0);
  });

  it("cancels (stock back at once); a payment after that is marked for refund, never ticketed", async () => {
    const order = await placeOrder(h);
    const cancel = await h.app.inject({
      method: "DELETE",
      url: "/api/v1/transaction/cancel-transaction",
      headers: { "content-type": "application/json", cookie: `tiketin_session=${order.buyer.token}` },
      payload: JSON.stringify({ external_id: order.detail.external_id }),
    });
    expect(cancel.statusCode).toBe(200);
    expect(await liveTickets(h.db, order.categoryId)).toBe(0);
    await h.sandbox.pay(order.detail.external_id, { afterExpiry: true });
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, order.detail.external_id)).toMatchObject({
      status: "Cancelled",
      tickets: 0,
      needs_refund: true,
    });
  });

  it("a late payment is honoured while stock allows, else marked for refund without overselling", async () => {
    const late = await placeOrder(h, "va_bca", { quota: 1 });
    await backdate(h.db, late.detail.external_id);
    await expireDueTransactions(h.deps);
    // Someone else takes the only ticket; the late payment then cannot be fulfilled.
    const other = await placeOrder(h, "va_bca", {
      categoryId: late.categoryId,
      eventSlug: await slugOf(late.eventId),
    });
    await h.sandbox.pay(late.detail.external_id, { afterExpiry: true });
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, late.detail.external_id)).toMatchObject({
      status: "Payment Expired",
      needs_refund: true,
      tickets: 0,
    });
    expect(await liveTickets(h.db, late.categoryId)).toBe(1);
    await h.sandbox.pay(other.detail.external_id);
    await h.sandbox.delivery.settle();
    expect(await counts(h.db, other.detail.external_id)).toMatchObject({
      status: "Payment Success",
      tickets: 1,
    });
    expect(await liveTickets(h.db, late.categoryId)).toBe(1);
  });
});

describe("ownership", () => {
  it("answers 404 for another buyer's transaction on every transaction endpoint", async () => {
    const order = await placeOrder(h, "ovo", { extra: { phone_number: "081234567890" } });
    const [stranger] = await createBuyers(h.db, 1);
    const token = stranger!.token;
    const external_id = order.detail.external_id;
    const calls = [
      h.call("POST", "/transaction/payment-detail", { token, body: { external_id } }),
      h.call("POST", "/transaction/update-va-payment", {
        token,
        body: { external_id, payment_method: "va_bni" },
      }),
      h.call("POST", "/transaction/payment-ewallet", {
        token,
        body: { external_id, phone_number: "081234567890" },
      }),
      h.call("POST", "/public/get-transaction-status", { token, body: { external_id } }),
      h.call("GET", `/transaction/transaction-histories/${external_id}`, { token }),
    ];
    for (const res of await Promise.all(calls))
      expect(res).toMatchObject({ status: 404, body: { message: "Transaction not found." } });
    const cancel = await h.app.inject({
      method: "DELETE",
      url: "/api/v1/transaction/cancel-transaction",
      headers: {
        "content-type": "application/json",
        cookie: `tiketin_session=${token}`,
        "accept-language": "en",
      },
      payload: JSON.stringify({ external_id }),
    });
    expect(cancel.statusCode).toBe(404);
    const list = historyListSchema.parse(
      (await h.call("GET", "/transaction/transaction-histories", { token })).body.data,
    );
    expect(list.rows).toHaveLength(0);
    expect((await counts(h.db, external_id)).status).toBe("Waiting For Payment");
  });
});

async function slugOf(eventId: number): Promise<string> {
  const [row] = await rows<{ slug: string }>(h.db, sql`SELECT slug FROM events WHERE id = ${eventId}`);
  return row!.slug;
}

describe("robustness", () => {
  it("answers no 5xx to random input from a SIGNED-IN buyer on every payments endpoint", async () => {
    const order = await placeOrder(h);
    const token = order.buyer.token;
    const random = seededRandom(104);
    const fields = [
      "external_id",
      "payment_method",
      "phone_number",
      "card_token",
      "hold_id",
      "idempotency_key",
    ];
    const endpoints: ["GET" | "POST" | "DELETE", string][] = [
      ["POST", "/transaction/buy-ticket"],
      ["POST", "/transaction/payment-detail"],
      ["POST", "/transaction/update-va-payment"],
      ["POST", "/transaction/payment-ewallet"],
      ["POST", "/public/get-transaction-status"],
      ["DELETE", "/transaction/cancel-transaction"],
      ["GET", "/transaction/transaction-histories"],
      ["GET", "/transaction/transaction-histories/{id}"],
    ];
    const failures: string[] = [];
    for (const [method, path] of endpoints)
      for (let i = 0; i < 150; i++) {
        const body = random.next() < 0.5 ? randomObjectFor(random, fields) : randomJson(random);
        if (random.next() < 0.3 && body && typeof body === "object")
          (body as Record<string, unknown>).external_id = order.detail.external_id;
        const query = new URLSearchParams();
        for (const name of ["status", "search", "page", "show"])
          if (random.next() < 0.6) query.set(name, String(randomJson(random, 2) ?? ""));
        const url = `/api/v1${path.replace("{id}", () => randomPathSegment(random))}${method === "GET" && query.size ? `?${query}` : ""}`;
        const response = await h.app.inject({
          method,
          url,
          headers: { "content-type": "application/json", cookie: `tiketin_session=${token}` },
          payload: method === "GET" ? undefined : JSON.stringify(body),
        });
        if (response.statusCode >= 500)
          failures.push(`${method} ${url} -> ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});
