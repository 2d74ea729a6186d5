import type { z } from "zod";
import type { FieldValue } from "#shared/checkout/visitor-fields.ts";
import type {
  CheckoutBody,
  checkoutDetailSchema,
  feeBreakdownSchema,
  Hold,
  myCartSchema,
  paymentMethodListSchema,
  voucherResultSchema,
} from "#shared/contracts/checkout.ts";
import type { BuyTicketBody } from "#shared/contracts/payments.ts";
import type { ApiClient } from "../lib/api-client.ts";

export type CheckoutDetail = z.infer<typeof checkoutDetailSchema>;
export type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;
export type MyCart = z.infer<typeof myCartSchema>;
export type VoucherResult = z.infer<typeof voucherResultSchema>;
export type PaymentMethodRow = z.infer<typeof paymentMethodListSchema>["rows"][number];
export type FormValues = Record<string, FieldValue>;

/** What buy-ticket answers that checkout needs: the transaction's public id for CompletePayment. */
export interface BoughtTicket {
  external_id: string;
}

/**
 * The checkout calls the screens make, typed by the shared contracts (types only: zod stays out of the
 * page's JavaScript). The API translates every refusal, so callers show `ApiError.message` as is.
 */
export function checkoutApi(api: ApiClient) {
  return {
    myCart: () => api.post<MyCart>("/transaction/my-cart"),
    createHold: (body: CheckoutBody) => api.post<Hold>("/transaction/checkout", body),
    detail: (holdId: string) => api.post<CheckoutDetail>("/transaction/checkout/detail", { hold_id: holdId }),
    saveParticipants: (holdId: string, buyer: FormValues, visitors: FormValues[]) =>
      api.post<unknown>("/transaction/checkout/participants", { hold_id: holdId, buyer, visitors }),
    applyVoucher: (holdId: string, code: string, paymentMethod?: string) =>
      api.post<VoucherResult>("/transaction/apply-voucher", {
        hold_id: holdId,
        code,
        ...(paymentMethod ? { payment_method: paymentMethod } : {}),
      }),
    removeVoucher: (holdId: string) =>
      api.post<VoucherResult>("/transaction/remove-voucher", { hold_id: holdId }),
    countPayment: (holdId: string, paymentMethod?: string) =>
      api.post<FeeBreakdown>("/transaction/count-payment", {
        hold_id: holdId,
        ...(paymentMethod ? { payment_method: paymentMethod } : {}),
      }),
    paymentMethods: (amount: number) =>
      api.get<{ rows: PaymentMethodRow[] }>(`/public/payment-methods?amount=${amount}`),
    /** The payments backend's order call; the hold's key makes a double click one order. */
    buyTicket: (body: BuyTicketBody & { hold_id: string }, idempotencyKey: string) =>
      api.post<BoughtTicket>("/transaction/buy-ticket", body, { "idempotency-key": idempotencyKey }),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
