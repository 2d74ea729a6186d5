import type { PagingMeta } from "#shared/contracts/envelope.ts";
import type {
  HistoryRow,
  PaymentDetail,
  TransactionDetail,
  TransactionStatus,
} from "#shared/contracts/payments.ts";
import type { ApiClient } from "../lib/api-client.ts";

/**
 * The payments endpoints the screens call, typed by the contract (types only: no zod enters the
 * browser bundle). Used by loaders (in-process transport) and event handlers (browser fetch) alike.
 */
export interface HistoryList {
  rows: HistoryRow[];
  meta: PagingMeta;
}

export interface StatusResult {
  external_id: string;
  status: TransactionStatus;
  needs_refund: boolean;
  paid_at: string | null;
  expired_date: string;
}

export interface HistoryFilter {
  status?: TransactionStatus;
  search?: string;
  page: number;
}

/** Spec section 7: the history query leaves out empty values ("nulls removed from the query"). */
export function historyPath(filter: HistoryFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.search) query.set("search", filter.search);
  query.set("page", String(filter.page));
  return `/transaction/transaction-histories?${query}`;
}

export function paymentsApi(api: ApiClient) {
  return {
    paymentDetail: (externalId: string) =>
      api.post<PaymentDetail>("/transaction/payment-detail", { external_id: externalId }),
    status: (externalId: string) =>
      api.post<StatusResult>("/public/get-transaction-status", { external_id: externalId }),
    cancel: (externalId: string) =>
      api.delete<unknown>("/transaction/cancel-transaction", { external_id: externalId }),
    changeBank: (externalId: string, paymentMethod: string) =>
      api.post<PaymentDetail>("/transaction/update-va-payment", {
        external_id: externalId,
        payment_method: paymentMethod,
      }),
    /** OVO needs the phone number again for a new push (only its masked form is stored). */
    pushEwallet: (externalId: string, phoneNumber?: string) =>
      api.post<PaymentDetail>("/transaction/payment-ewallet", {
        external_id: externalId,
        ...(phoneNumber ? { phone_number: phoneNumber } : {}),
      }),
    history: (filter: HistoryFilter) => api.get<HistoryList>(historyPath(filter)),
    detail: (externalId: string) =>
      api.get<TransactionDetail>(`/transaction/transaction-histories/${encodeURIComponent(externalId)}`),
  };
}
