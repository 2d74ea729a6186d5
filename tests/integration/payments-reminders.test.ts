import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rows } from "../../server/db/sql-helpers.ts";
import { sendPaymentReminders } from "../../server/features/payments/remind-to-pay.ts";
import { paymentDetailSchema, SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { formatWib } from "../../shared/format/datetime.ts";
import { formatRupiah } from "../../shared/format/money.ts";
import {
  backdate,
  createPaymentsHarness,
  mailsAbout,
  type PaymentsHarness,
  placeOrder,
  readyCheckout,
} from "./payments-harness.ts";

// Each test places orders through the whole pipeline (slow on embedded PGlite on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

let h: PaymentsHarness;
beforeAll(async () => {
  h = await createPaymentsHarness();
});
afterAll(() => h.close());

/** Moves time on: the order's 30-minute window has `minutes` left (the reminder is due in the last 10). */
const deadlineIn = (externalId: string, minutes: number) =>
  h.db.execute(sql`UPDATE payment_transactions SET expires_at = now() + ${minutes} * interval '1 minute',
      created_at = now() - (30 - ${minutes}) * interval '1 minute'
    WHERE external_id = ${externalId}`);

const emailOf = async (buyerId: string) => {
  const [row] = await rows<{ email: string }>(h.db, sql`SELECT email FROM buyers WHERE id = ${buyerId}`);
  return row?.email;
};

const reminders = async (invoice: string) =>
  (await mailsAbout(h.db, invoice)).filter((mail) => /^(Reminder|Pengingat):/.test(mail.subject));

describe('"complete your payment" at order time', () => {
  it("mails the VA number, amount and deadline in WIB with the order, in the buyer's language", async () => {
    const order = await placeOrder(h, "va_bca", { quantity: 2 });
    const mails = await mailsAbout(h.db, order.detail.invoice_number);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(await emailOf(order.buyer.id));
    expect(mail?.subject).toBe(
      `Complete your payment: ${order.detail.event_name} (${order.detail.invoice_number})`,
    );
    expect(mail?.text).toContain(`BCA virtual account number: ${order.detail.va_number}`);
    expect(mail?.text).toContain(`Total payment: ${formatRupiah(order.detail.total, "en")}`);
    expect(mail?.text).toContain(`Pay before: ${formatWib(order.detail.expired_date, "en", "dateTime")}`);
    expect(mail?.text).toContain(
      `/en/event/${order.detail.event_slug}/complete-payment/${order.detail.external_id}`,
    );
    expect(mail?.html).toContain(order.detail.va_number ?? "missing");
  });

  it("mails the new number when the buyer changes the VA bank", async () => {
    const order = await placeOrder(h, "va_bca");
    const changed = await h.call("POST", "/transaction/update-va-payment", {
      token: order.buyer.token,
      body: { external_id: order.detail.external_id, payment_method: "va_bni" },
    });
    const bni = paymentDetailSchema.parse(changed.body.data);
    const mails = await mailsAbout(h.db, order.detail.invoice_number);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.text.includes(`BNI virtual account number: ${bni.va_number}`))).toBe(
      true,
    );
  });

  it("gives the retail code, or the payment page for QRIS; Indonesian for an Indonesian page", async () => {
    const retail = await placeOrder(h, "alfamart");
    const [retailMail] = await mailsAbout(h.db, retail.detail.invoice_number);
    expect(retailMail?.text).toContain(`Payment code at the Alfamart cashier: ${retail.detail.payment_code}`);

    const ready = await readyCheckout(h);
    const bought = await h.call("POST", "/transaction/buy-ticket", {
      token: ready.buyer.token,
      body: { payment_method: "qris" },
      headers: { "accept-language": "id" },
    });
    const qris = paymentDetailSchema.parse(bought.body.data);
    const [qrisMail] = await mailsAbout(h.db, qris.invoice_number);
    expect(qrisMail?.subject).toBe(`Selesaikan pembayaran: ${qris.event_name} (${qris.invoice_number})`);
    expect(qrisMail?.text).toContain("Kode QRIS ada di halaman pembayaran");
    expect(qrisMail?.text).toContain(`Bayar sebelum: ${formatWib(qris.expired_date, "id", "dateTime")}`);
    expect(qrisMail?.text).toContain(`/event/${qris.event_slug}/complete-payment/${qris.external_id}`);
    expect(qrisMail?.text).not.toContain("/en/event/");
  });
});

describe("the reminder shortly before expiry", () => {
  it("is sent once per order, only when due, even when the job runs twice at once", async () => {
    const order = await placeOrder(h, "va_bni");
    // 30 minutes left: not due yet.
    await sendPaymentReminders(h.deps, null);
    expect(await reminders(order.detail.invoice_number)).toHaveLength(0);

    await deadlineIn(order.detail.external_id, 5);
    await Promise.all([sendPaymentReminders(h.deps, null), sendPaymentReminders(h.deps, null)]);
    await sendPaymentReminders(h.deps, null);
    const sent = await reminders(order.detail.invoice_number);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe(await emailOf(order.buyer.id));
    expect(sent[0]?.text).toContain(order.detail.va_number ?? "missing");
    expect(sent[0]?.text).toContain("We have not received your payment");
  });

  it("is never sent for a paid, cancelled or expired order", async () => {
    const paid = await placeOrder(h, "va_mandiri");
    await h.app.inject({
      method: "POST",
      url: `${SANDBOX_BASE_PATH}/callback_virtual_accounts/external_id=${paid.detail.external_id}/simulate_payment`,
      headers: {
        "content-type": "application/json",
        // Xendit's simulate endpoints take the secret key.
        authorization: `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`,
      },
      payload: JSON.stringify({ amount: paid.detail.total }),
    });
    await h.sandbox.delivery.settle();
    const cancelled = await placeOrder(h, "va_bri");
    const cancel = await h.app.inject({
      method: "DELETE",
      url: "/api/v1/transaction/cancel-transaction",
      headers: { "content-type": "application/json", cookie: `tiketin_session=${cancelled.buyer.token}` },
      payload: JSON.stringify({ external_id: cancelled.detail.external_id }),
    });
    expect(cancel.statusCode).toBe(200);
    const expired = await placeOrder(h, "va_permata");
    await backdate(h.db, expired.detail.external_id);

    for (const order of [paid, cancelled]) await deadlineIn(order.detail.external_id, 5);
    await sendPaymentReminders(h.deps, null);
    for (const order of [paid, cancelled, expired])
      expect(await reminders(order.detail.invoice_number)).toHaveLength(0);
  });
});
