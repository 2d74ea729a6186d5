import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { idempotencyKey } from "../../http/idempotency.ts";
import type { AppServices } from "../../services.ts";
import { requireViewer } from "../sessions/index.ts";
import { buyTicket } from "./buy-ticket.ts";
import { paymentsDeps } from "./deps.ts";
import { downloadReceipt } from "./download-receipt.ts";
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

/** Placing and following orders. Every endpoint is owner-only: another buyer's id is 404. */
export function paymentRoutes(services: AppServices): ApiRoute[] {
  const deps = paymentsDeps(services);
  return [
    defineRoute(apiTable.buyTicket, {
      summary: "Place the order of the running checkout with a payment method (idempotent with a key)",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.ordered",
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, services);
        const key = idempotencyKey(request, body.idempotency_key);
        // The last step of a checkout: timed with its other steps (the load limit), never refused.
        const detail = await services.checkoutLoad.timed(() =>
          buyTicket(deps, buyerId, body, key, request.locale),
        );
        // After the commit: hand the "complete your payment" mail to SMTP when one is configured.
        deps.mailer.deliver(request.log);
        return detail;
      },
    }),
    defineRoute(apiTable.paymentDetail, {
      summary:
        "Payment detail: expired_date, va_number, payment_code, qr_string, merchant_name, invoice_number",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.detail",
      async handler({ body, request }) {
        return getPaymentDetail(deps, await requireViewer(request, services), body.external_id);
      },
    }),
    defineRoute(apiTable.updateVaPayment, {
      summary: "Change the bank of a virtual account (the only change allowed after ordering)",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.bankChanged",
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, services);
        const detail = await changeVaBank(deps, buyerId, body.external_id, body.payment_method);
        deps.mailer.deliver(request.log);
        return detail;
      },
    }),
    defineRoute(apiTable.paymentEwallet, {
      summary: "Send (again) the e-wallet payment request, e.g. a new OVO push",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.ewalletSent",
      async handler({ body, request }) {
        return pushEwallet(deps, await requireViewer(request, services), body.external_id, body.phone_number);
      },
    }),
    defineRoute(apiTable.transactionStatus, {
      summary: "Check payment status (asks the gateway, then answers the stored status); owner only",
      tag: TAG,
      auth: "session",
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
    defineRoute(apiTable.cancelTransaction, {
      summary: "Cancel a transaction that is waiting for payment (its stock is released)",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.cancelled",
      async handler({ body, request }) {
        return cancelTransaction(deps, await requireViewer(request, services), body.external_id);
      },
    }),
    defineRoute(apiTable.transactionHistories, {
      summary: "The buyer's transactions: status filter, search by event name, 10 per page",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.histories",
      async handler({ query, request }) {
        return listHistories(deps, await requireViewer(request, services), query);
      },
    }),
    defineRoute(apiTable.transactionDetail, {
      summary: "One transaction: invoice, date, status, method, VA, amounts, pay-before, tickets",
      tag: TAG,
      auth: "session",
      async handler({ params, request }) {
        return getTransactionDetail(deps, await requireViewer(request, services), params.id);
      },
    }),
    defineRoute(apiTable.transactionReceipt, {
      summary: "A paid transaction's receipt (invoice) as a PDF, base64; 404 unless the buyer paid it",
      tag: TAG,
      auth: "session",
      successMessage: "payments.messages.receipt",
      async handler({ params, request, t }) {
        return downloadReceipt(deps, await requireViewer(request, services), params.id, t);
      },
    }),
  ];
}
