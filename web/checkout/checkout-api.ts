import type { FieldValue } from "#shared/checkout/visitor-fields.ts";
import type { ApiInput, ApiOutput } from "#shared/contracts/api-call.ts";
import type { ApiClient } from "../lib/api-client.ts";

export type CheckoutDetail = ApiOutput<"checkoutDetail">;
export type FeeBreakdown = ApiOutput<"countPayment">;
export type MyCart = ApiOutput<"myCart">;
export type VoucherResult = ApiOutput<"applyVoucher">;
export type PaymentMethodRow = ApiOutput<"paymentMethods">["rows"][number];
export type FormValues = Record<string, FieldValue>;

/**
 * The checkout calls the screens make, typed by the contract table (types only: zod stays out of the
 * page's JavaScript). The API translates every refusal, so callers show `ApiError.message` as is.
 */
export function checkoutApi(api: ApiClient) {
  return {
    myCart: () => api.call("myCart"),
    createHold: (body: ApiInput<"createHold">["body"]) => api.call("createHold", { body }),
    detail: (holdId: string) => api.call("checkoutDetail", { body: { hold_id: holdId } }),
    saveParticipants: (holdId: string, buyer: FormValues, visitors: FormValues[]) =>
      api.call("saveParticipants", { body: { hold_id: holdId, buyer, visitors } }),
    applyVoucher: (holdId: string, code: string, paymentMethod?: string) =>
      api.call("applyVoucher", {
        body: { hold_id: holdId, code, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
      }),
    removeVoucher: (holdId: string) => api.call("removeVoucher", { body: { hold_id: holdId } }),
    countPayment: (holdId: string, paymentMethod?: string) =>
      api.call("countPayment", {
        body: { hold_id: holdId, ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
      }),
    paymentMethods: (amount: number) => api.call("paymentMethods", { query: { amount } }),
    /** The payments backend's order call; the hold's key makes a double click one order. */
    buyTicket: (body: ApiInput<"buyTicket">["body"] & { hold_id: string }, idempotencyKey: string) =>
      api.call("buyTicket", { body, headers: { "idempotency-key": idempotencyKey } }),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
