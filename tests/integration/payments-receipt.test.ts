import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  receiptPdfSchema,
  SANDBOX_BASE_PATH,
  transactionDetailSchema,
} from "../../shared/contracts/payments.ts";
import { createBuyers } from "../support/checkout-fixtures.ts";
import { createPaymentsHarness, type PaymentsHarness, placeOrder } from "./payments-harness.ts";

// Each test places orders through the whole pipeline (slow on embedded PGlite on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h.close());

async function paidOrder() {
  const order = await placeOrder(h, "va_bca", { quantity: 2 });
  await h.app.inject({
    method: "POST",
    url: `${SANDBOX_BASE_PATH}/callback_virtual_accounts/external_id=${order.detail.external_id}/simulate_payment`,
    headers: {
      "content-type": "application/json",
      // Xendit's simulate endpoints take the secret key.
      authorization: `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`,
    },
    payload: JSON.stringify({ amount: order.detail.total }),
  });
  await h.sandbox.delivery.settle();
  return order;
}

const receiptOf = (token: string, externalId: string) =>
  h.call("GET", `/transaction/transaction-histories/${externalId}/receipt`, { token });

describe("a paid transaction's receipt", () => {
  it("is a PDF with its invoice number for the buyer who paid, and 404 for anyone else", async () => {
    const order = await paidOrder();
    const mine = await receiptOf(order.buyer.token, order.detail.external_id);
    expect(mine.status).toBe(200);
    const receipt = receiptPdfSchema.parse(mine.body.data);
    const bytes = Buffer.from(receipt.base64, "base64");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain(order.detail.invoice_number);
    expect(receipt.filename).toBe(`receipt-${order.detail.invoice_number}.pdf`);

    const [stranger] = await createBuyers(h.db, 1);
    const theirs = await receiptOf(stranger?.token ?? "", order.detail.external_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: 0, errorCode: "not_found" });
    const anonymous = await h.call(
      "GET",
      `/transaction/transaction-histories/${order.detail.external_id}/receipt`,
    );
    expect(anonymous.status).toBe(401);
  });

  it("does not exist before the payment (404), and the paid detail lists the e-tickets to open", async () => {
    const waiting = await placeOrder(h, "va_bri");
    expect((await receiptOf(waiting.buyer.token, waiting.detail.external_id)).status).toBe(404);
    const waitingDetail = transactionDetailSchema.parse(
      (
        await h.call("GET", `/transaction/transaction-histories/${waiting.detail.external_id}`, {
          token: waiting.buyer.token,
        })
      ).body.data,
    );
    expect(waitingDetail.e_tickets).toEqual([]);

    const paid = await paidOrder();
    const detail = transactionDetailSchema.parse(
      (
        await h.call("GET", `/transaction/transaction-histories/${paid.detail.external_id}`, {
          token: paid.buyer.token,
        })
      ).body.data,
    );
    expect(detail.e_tickets.map((ticket) => ticket.entry_number)).toEqual([1, 2]);
    for (const ticket of detail.e_tickets) {
      const opened = await h.call("GET", `/ticket/detail/${ticket.id}`, { token: paid.buyer.token });
      expect(opened.status).toBe(200);
    }
  });
});
