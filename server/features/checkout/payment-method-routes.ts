import { apiTable } from "#shared/contracts/api-table.ts";
import { isMethodAvailable, PAYMENT_METHODS, type PaymentMethod } from "#shared/payment-methods/index.ts";
import { defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";

const toRow = (method: PaymentMethod, amount: number | undefined) => ({
  code: method.code,
  name: method.name,
  group: method.group,
  fee_rupiah: method.fee.kind === "flat" ? method.fee.rupiah : null,
  fee_percent: method.fee.kind === "percent" ? method.fee.bps / 100 : null,
  min_amount: method.minAmount,
  max_amount: method.maxAmount,
  is_available: amount === undefined ? true : isMethodAvailable(method, amount),
});

/** `GET /public/payment-methods[/{group or code}]`, with availability for `?amount=` when given. */
export function paymentMethodRoutes() {
  return [
    defineRoute(apiTable.paymentMethods, {
      summary: "Every payment method with its fee and the amounts it can pay",
      tag: "checkout",
      async handler({ query }) {
        return { rows: PAYMENT_METHODS.map((method) => toRow(method, query.amount)) };
      },
    }),
    defineRoute(apiTable.paymentMethodsOf, {
      summary: "Payment methods of one group (va, ewallet, retail, ...) or one method by code",
      tag: "checkout",
      async handler({ params, query }) {
        const rows = PAYMENT_METHODS.filter(
          (method) => method.group === params.x || method.code === params.x,
        );
        if (rows.length === 0) throw new AppError("not_found");
        return { rows: rows.map((method) => toRow(method, query.amount)) };
      },
    }),
  ];
}
