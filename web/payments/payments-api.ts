import type { ApiOutput } from "#shared/contracts/api-call.ts";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import type { ApiClient } from "../lib/api-client.ts";

/**
 * The payments endpoints the screens call, typed by the contract table (types only: no zod enters the
 * browser bundle). Used by loaders (in-process transport) and event handlers (browser fetch) alike.
 */
export type HistoryList = ApiOutput<"transactionHistories">;
export type StatusResult = ApiOutput<"transactionStatus">;

export interface HistoryFilter {
  status?: TransactionStatus;
  search?: string;
  page: number;
}

export function paymentsApi(api: ApiClient) {
  return {
    paymentDetail: (externalId: string) => api.call("paymentDetail", { body: { external_id: externalId } }),
    status: (externalId: string) => api.call("transactionStatus", { body: { external_id: externalId } }),
    cancel: (externalId: string) => api.call("cancelTransaction", { body: { external_id: externalId } }),
    changeBank: (externalId: string, paymentMethod: string) =>
      api.call("updateVaPayment", { body: { external_id: externalId, payment_method: paymentMethod } }),
    /** OVO needs the phone number again for a new push (only its masked form is stored). */
    pushEwallet: (externalId: string, phoneNumber?: string) =>
      api.call("paymentEwallet", {
        body: { external_id: externalId, ...(phoneNumber ? { phone_number: phoneNumber } : {}) },
      }),
    // Spec section 7: the history query leaves out empty values ("nulls removed from the query"),
    // which the client's query builder does for every call.
    history: (filter: HistoryFilter) => api.call("transactionHistories", { query: filter }),
    detail: (externalId: string) => api.call("transactionDetail", { params: { id: externalId } }),
  };
}
