import { z } from "zod";
import type { ReceiptPdf } from "#shared/contracts/payments.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import { taxWasIncluded } from "#shared/pricing/tax.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { findOwnedTransaction, receiptBuyer, transactionContext } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { renderReceiptPdf } from "./render-receipt-pdf.ts";

/** The buyer block saved at checkout (plain JSON; older holds may lack it or parts of it). */
const savedBuyer = z
  .object({ name: z.string(), email: z.string(), phone_number: z.string() })
  .partial()
  .catch({});

/**
 * GET /transaction/transaction-histories/{id}/receipt: the receipt of a paid transaction as a PDF.
 * Another buyer's id, an unknown id and a transaction that is not paid all answer the same 404.
 */
export async function downloadReceipt(
  deps: Pick<PaymentsDeps, "db">,
  buyerId: AuthorizedBuyerId,
  externalId: string,
  t: Translator,
): Promise<ReceiptPdf> {
  const row = await findOwnedTransaction(deps.db, buyerId, externalId);
  if (row?.status !== "Payment Success" || !row.paidAt) throw paymentError.notFound();
  const context = await transactionContext(deps.db, row.holdId);
  const account = await receiptBuyer(deps.db, row.holdId);
  const given = savedBuyer.parse(account?.buyer_data ?? {});
  const pdf = await renderReceiptPdf(
    {
      invoiceNumber: row.invoiceNumber,
      paidAt: row.paidAt,
      methodLabel: paymentMethodLabel(t, row.paymentMethod),
      buyer: {
        name: given.name ?? account?.name ?? "",
        email: given.email ?? account?.email ?? "",
        phone: given.phone_number ?? null,
      },
      eventName: context.event_name,
      lines: context.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        seats: line.seats.map((seat) => seat.label),
        subtotal: line.subtotal,
      })),
      voucherCode: context.voucher_code,
      subTotal: row.subTotal,
      voucherDiscount: row.voucherDiscount,
      tax: row.tax,
      taxIncluded: taxWasIncluded(row),
      inetFee: row.inetFee,
      paymentFee: row.paymentFee,
      total: row.total,
    },
    t,
  );
  return {
    filename: `receipt-${row.invoiceNumber}.pdf`,
    content_type: "application/pdf",
    base64: pdf.toString("base64"),
  };
}
