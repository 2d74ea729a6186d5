import {
  buyTicketBodySchema,
  historyListSchema,
  historyParamsSchema,
  historyQuerySchema,
  paymentDetailSchema,
  paymentEwalletBodySchema,
  transactionDetailSchema,
  transactionRefSchema,
  transactionStatusResultSchema,
  updateVaPaymentBodySchema,
} from "#shared/contracts/payments.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { idempotencyKey } from "../../http/idempotency.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/require-viewer.ts";
import { buyTicket } from "./buy-ticket.ts";
import { paymentsDeps } from "./deps.ts";
import { listHistories } from "./list-histories.ts";
import {
  cancelTransaction,
  changeVaBank,
  getPaymentDetail,
  getTransactionDetail,
  getTransactionStatus,
  pushEwallet,
} from "./manage-transaction.ts";

const TAG = "payments";

/** Placing and following orders (issue 6). Every endpoint is owner-only: another buyer's id is 404. */
export function paymentRoutes(services: AppServices): ApiRoute[] {
  const deps = paymentsDeps(services);
  return [
    defineRoute({
      method: "POST",
      path: "/transaction/buy-ticket",
      summary: "Place the order of the running checkout with a payment method (idempotent with a key)",
      tag: TAG,
      body: buyTicketBodySchema,
      response: paymentDetailSchema,
      successMessage: "payments.messages.ordered",
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, services);
        return buyTicket(deps, buyerId, body, idempotencyKey(request, body.idempotency_key));
      },
    }),
    defineRoute({
      method: "POST",
      path: "/transaction/payment-detail",
      summary:
        "Payment detail: expired_date, va_number, payment_code, qr_string, merchant_name, invoice_number",
      tag: TAG,
      body: transactionRefSchema,
      response: paymentDetailSchema,
      successMessage: "payments.messages.detail",
      async handler({ body, request }) {
        return getPaymentDetail(deps, await requireViewer(request, services), body.external_id);
      },
    }),
    defineRoute({
      method: "POST",
      path: "/transaction/update-va-payment",
      summary: "Change the bank of a virtual account (the only change allowed after ordering)",
      tag: TAG,
      body: updateVaPaymentBodySchema,
      response: paymentDetailSchema,
      successMessage: "payments.messages.bankChanged",
      async handler({ body, request }) {
        return changeVaBank(
          deps,
          await requireViewer(request, services),
          body.external_id,
          body.payment_method,
        );
      },
    }),
    defineRoute({
      method: "POST",
      path: "/transaction/payment-ewallet",
      summary: "Send (again) the e-wallet payment request, e.g. a new OVO push",
      tag: TAG,
      body: paymentEwalletBodySchema,
      response: paymentDetailSchema,
      successMessage: "payments.messages.ewalletSent",
      async handler({ body, request }) {
        return pushEwallet(deps, await requireViewer(request, services), body.external_id, body.phone_number);
      },
    }),
    defineRoute({
      method: "POST",
      path: "/public/get-transaction-status",
      summary: "Check payment status (asks the gateway, then answers the stored status); owner only",
      tag: TAG,
      body: transactionRefSchema,
      response: transactionStatusResultSchema,
      successMessage: "payments.messages.status",
      async handler({ body, request }) {
        return getTransactionStatus(
          deps,
          await requireViewer(request, services),
          body.external_id,
          request.log,
        );
      },
    }),
    defineRoute({
      method: "DELETE",
      path: "/transaction/cancel-transaction",
      summary: "Cancel a transaction that is waiting for payment (its stock is released)",
      tag: TAG,
      body: transactionRefSchema,
      response: paymentDetailSchema,
      successMessage: "payments.messages.cancelled",
      async handler({ body, request }) {
        return cancelTransaction(deps, await requireViewer(request, services), body.external_id);
      },
    }),
    defineRoute({
      method: "GET",
      path: "/transaction/transaction-histories",
      summary: "The buyer's transactions: status filter, search by event name, 10 per page",
      tag: TAG,
      query: historyQuerySchema,
      response: historyListSchema,
      successMessage: "payments.messages.histories",
      async handler({ query, request }) {
        return listHistories(deps, await requireViewer(request, services), query);
      },
    }),
    defineRoute({
      method: "GET",
      path: "/transaction/transaction-histories/:id",
      summary: "One transaction: invoice, date, status, method, VA, amounts, pay-before, tickets",
      tag: TAG,
      params: historyParamsSchema,
      response: transactionDetailSchema,
      async handler({ params, request }) {
        return getTransactionDetail(deps, await requireViewer(request, services), params.id);
      },
    }),
  ];
}
