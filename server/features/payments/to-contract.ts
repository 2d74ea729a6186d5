import type {
  HistoryRow,
  PaymentDetail,
  RetailOutlet,
  TransactionDetail,
  VaBankCode,
} from "#shared/contracts/payments.ts";
import { type EwalletChannel, findPaymentMethod } from "#shared/payment-methods/index.ts";
import { SANDBOX_QRIS_MERCHANT } from "#shared/payments/qris.ts";
import type { Db } from "../../db/client.ts";
import {
  type HistoryRowData,
  heldTicketsOfTransaction,
  type TransactionRow,
  transactionContext,
} from "./data.ts";

const iso = (value: Date | string) => new Date(value).toISOString();
const methodName = (code: string) => findPaymentMethod(code)?.name ?? code;

/** What the payment page needs; card data is brand and last 4 only, never the token. */
export function toPaymentDetail(
  row: TransactionRow,
  context: { event_slug: string; event_name: string },
): PaymentDetail {
  return {
    external_id: row.externalId,
    invoice_number: row.invoiceNumber,
    event_slug: context.event_slug,
    event_name: context.event_name,
    status: row.status,
    needs_refund: row.needsRefund,
    payment_method: row.paymentMethod,
    payment_method_name: methodName(row.paymentMethod),
    instrument: row.instrument,
    merchant_name: SANDBOX_QRIS_MERCHANT.name,
    expired_date: iso(row.expiresAt),
    created_at: iso(row.createdAt),
    paid_at: row.paidAt ? iso(row.paidAt) : null,
    va_bank: (row.vaBank as VaBankCode | null) ?? null,
    va_number: row.vaNumber,
    retail_outlet: (row.retailOutlet as RetailOutlet | null) ?? null,
    payment_code: row.paymentCode,
    qr_string: row.status === "Waiting For Payment" ? row.qrString : null,
    ewallet:
      row.instrument === "ewallet" && row.ewalletChannel && row.ewalletExpiresAt
        ? {
            channel: row.ewalletChannel as EwalletChannel,
            charge_status: (row.ewalletStatus ?? "PENDING") as "PENDING" | "SUCCEEDED" | "FAILED",
            expires_at: iso(row.ewalletExpiresAt),
            phone_masked: row.ewalletPhoneMasked,
            actions: {
              mobile_deeplink_checkout_url: row.ewalletDeeplinkUrl,
              mobile_web_checkout_url: row.ewalletCheckoutUrl,
              desktop_web_checkout_url: row.ewalletDesktopUrl,
            },
            failure_code: row.ewalletFailureCode,
          }
        : null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    reference: row.reference,
    sub_total: row.subTotal,
    voucher_discount: row.voucherDiscount,
    sub_total_payment: row.subTotalPayment,
    tax: row.tax,
    inet_fee: row.inetFee,
    payment_fee: row.paymentFee,
    total: row.total,
  };
}

export async function loadPaymentDetail(db: Db, row: TransactionRow): Promise<PaymentDetail> {
  return toPaymentDetail(row, await transactionContext(db, row.holdId));
}

export async function loadTransactionDetail(db: Db, row: TransactionRow): Promise<TransactionDetail> {
  const context = await transactionContext(db, row.holdId);
  const eTickets =
    row.status === "Payment Success" ? await heldTicketsOfTransaction(db, row.id, row.buyerId) : [];
  return {
    ...toPaymentDetail(row, context),
    e_tickets: eTickets,
    tickets: context.lines.map((line) => ({
      category_id: line.category_id,
      name: line.name,
      price: line.price,
      quantity: line.quantity,
      subtotal: line.subtotal,
      seats: line.seats.map((seat) => seat.label),
    })),
    voucher_code: context.voucher_code,
  };
}

export function toHistoryRow(row: HistoryRowData): HistoryRow {
  return {
    external_id: row.external_id,
    invoice_number: row.invoice_number,
    event_slug: row.event_slug,
    event_name: row.event_name,
    status: row.status,
    payment_method: row.payment_method,
    payment_method_name: methodName(row.payment_method),
    total: row.total,
    ticket_count: row.ticket_count,
    created_at: iso(row.created_at),
    expired_date: iso(row.expires_at),
  };
}
