import type { BuyTicketBody, PaymentDetail } from "#shared/contracts/payments.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { findPaymentMethod } from "#shared/payment-methods/index.ts";
import { toE164 } from "#shared/payments/instruments.ts";
import { computeFees } from "#shared/pricing/fees.ts";
import { voucherDiscount, voucherRefusal } from "#shared/pricing/voucher-discount.ts";
import type { Db } from "../../db/client.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { assertSameRequest, requestFingerprint } from "../../http/idempotency.ts";
import { holdAnswersContext, openAnswers } from "../../security/sealed-answers.ts";
import { announceEventActivity } from "../live-updates/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { holdForPayment, lockBuyer } from "../stock/index.ts";
import { cartLines, findVoucher } from "../vouchers/index.ts";
import {
  findTransactionByHold,
  findTransactionByKey,
  lockRunningHold,
  type PurchasableHold,
  type TransactionRow,
} from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { newExternalId, newInvoiceNumber } from "./identifiers.ts";
import { type InstrumentChoice, instrumentColumns, openInstrument } from "./open-instrument.ts";
import { insertTransaction } from "./payment-writes-data.ts";
import { enqueuePendingPaymentMail } from "./remind-to-pay.ts";
import { settlePayment } from "./settle-payment.ts";
import { loadPaymentDetail } from "./to-contract.ts";

const VA_ALLOCATION_ATTEMPTS = 3;

/**
 * POST /transaction/buy-ticket: the running hold becomes a transaction Waiting For Payment with its
 * instrument, amounts from the shared fee functions, and the hold (stock, voucher) kept until the
 * payment window ends. Idempotent by key (same key and body -> the same transaction) and by hold
 * (buying the same hold again with the same method returns its transaction; another method is refused).
 * The "complete your payment" mail, in the buyer's `locale`, commits with the order.
 */
export async function buyTicket(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  body: BuyTicketBody,
  key: string | null,
  locale: Locale = "id",
): Promise<PaymentDetail> {
  const method = findPaymentMethod(body.payment_method);
  if (!method) throw paymentError.methodUnavailable();
  const hash = requestFingerprint([
    body.hold_id ?? null,
    method.code,
    body.phone_number ?? null,
    body.card_token ?? null,
  ]);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await inTransaction(deps.db, (tx) =>
        placeOrder(tx, deps, buyerId, body, { key, hash, locale }),
      );
      // A free order was sold on the spot: after the commit, the organiser's dashboards hear of it.
      if (row.status === "Payment Success") await announceEventActivity(deps, row.eventId, "payment");
      return await loadPaymentDetail(deps.db, row);
    } catch (error) {
      // A VA number collided with a live one (the constraint said so): draw another suffix.
      const { constraint } = databaseError(error);
      if (constraint !== "payment_transactions_va_active_uq" || attempt >= VA_ALLOCATION_ATTEMPTS)
        throw error;
    }
  }
}

async function placeOrder(
  tx: Tx,
  deps: PaymentsDeps,
  buyerId: string,
  body: BuyTicketBody,
  { key, hash, locale }: { key: string | null; hash: string; locale: Locale },
): Promise<TransactionRow> {
  // Serialises this buyer's orders with their checkouts (same advisory lock as the checkout).
  const now = await lockBuyer(tx, buyerId);
  if (key) {
    const found = await findTransactionByKey(tx, buyerId, key);
    if (found) {
      assertSameRequest(found.requestHash, hash, paymentError.idempotencyMismatch);
      return found;
    }
  }
  const hold = await lockRunningHold(tx, buyerId, body.hold_id);
  if (!hold) throw paymentError.noRunningCheckout();
  if (hold.status === "awaiting_payment") {
    const existing = await findTransactionByHold(tx, hold.id);
    if (existing) {
      if (existing.paymentMethod !== body.payment_method) throw paymentError.methodFixed();
      return existing;
    }
  }
  if (!Array.isArray(hold.participants) || hold.participants.length === 0)
    throw paymentError.visitorDataMissing();
  // Answers that no configured key opens would stop the tickets being issued after the money is
  // taken: refuse now (409 personal_data_unreadable) while the buyer can still fill the form again.
  hold.participants.forEach((stored: unknown, index) => {
    openAnswers(stored, deps.cipher, holdAnswersContext(hold.id, index));
  });
  const choice = await chooseInstrument(deps, body);
  const fees = await feesOf(tx, deps, hold, choice.method);
  const expiresAt = new Date(now.getTime() + deps.config.PAYMENT_WINDOW_MINUTES * 60_000);
  const row = await insertTransaction(tx, {
    externalId: newExternalId(),
    invoiceNumber: newInvoiceNumber(now),
    buyerId,
    holdId: hold.id,
    eventId: hold.event_id,
    status: "Waiting For Payment",
    ...instrumentColumns(choice),
    paymentMethod: choice.method.code,
    instrument: instrumentColumns(choice).instrument ?? "va",
    subTotal: hold.sub_total,
    voucherDiscount: fees.voucher_discount,
    subTotalPayment: fees.sub_total_payment,
    tax: fees.tax,
    inetFee: fees.inet_fee,
    paymentFee: fees.payment_fee,
    total: fees.total,
    idempotencyKey: key,
    requestHash: hash,
    expiresAt,
    mailLocale: locale,
  });
  await holdForPayment(tx, hold.id, expiresAt);
  // Nothing to pay (free tickets, or a voucher covering everything): settled on the spot.
  if (row.total === 0) {
    await settlePayment(tx, deps, row, { amount: 0, paymentId: null, paidAt: now });
    return (await findTransactionByHold(tx, hold.id)) ?? row;
  }
  const opened = await openInstrument(tx, deps, row, hold.buyer_name, choice.phone);
  await enqueuePendingPaymentMail(tx, deps, opened, "order");
  return opened;
}

async function chooseInstrument(deps: PaymentsDeps, body: BuyTicketBody): Promise<InstrumentChoice> {
  const method = findPaymentMethod(body.payment_method);
  if (!method) throw paymentError.methodUnavailable();
  if (method.code === "ovo") {
    if (!body.phone_number) throw paymentError.phoneRequired();
    return { method, phone: toE164(body.phone_number) };
  }
  if (method.group === "card") {
    if (!body.card_token) throw paymentError.cardTokenRequired();
    const card = await deps.gateway.describeCardToken(body.card_token);
    if (!card) throw paymentError.cardTokenInvalid();
    return { method, cardToken: body.card_token, card };
  }
  return { method };
}

async function feesOf(tx: Db, deps: PaymentsDeps, hold: PurchasableHold, method: InstrumentChoice["method"]) {
  const voucher = hold.voucher_code ? await findVoucher(tx, hold.event_id, hold.voucher_code) : undefined;
  const lines = cartLines(hold.lines);
  if (voucher && voucherRefusal(voucher, lines, method.code) === "payment_method")
    throw paymentError.voucherMethod();
  const fees = computeFees({
    subTotal: hold.sub_total,
    voucherDiscount: voucher ? voucherDiscount(voucher, lines) : 0,
    taxRateBps: hold.tax_rate_bps,
    priceDisplay: hold.price_display,
    internetFee: deps.config.INTERNET_FEE_RUPIAH,
    paymentMethod: method,
  });
  if (!fees.method_available) throw paymentError.methodUnavailable();
  return fees;
}
