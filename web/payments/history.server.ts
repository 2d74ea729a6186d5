import type { AppLoadContext } from "react-router";
import {
  HISTORY_PAGE_SIZE,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from "#shared/contracts/payments.ts";
import { loaderApi, orNotFound } from "../events/catalogue-api.server.ts";
import { requireExternalId } from "./payment-page.server.ts";
import { paymentsApi } from "./payments-api.ts";

/** Longest search the history sends (the API's limit); longer input is cut, not refused. */
const SEARCH_MAX = 100;

function statusParam(value: string | null): TransactionStatus | undefined {
  return TRANSACTION_STATUSES.find((status) => status === value);
}

/** The history's first page for the filter in the URL (`?status=&search=`), 10 per page (spec section 9). */
export async function loadHistory(context: AppLoadContext, request: Request) {
  const query = new URL(request.url).searchParams;
  const status = statusParam(query.get("status"));
  const search = (query.get("search") ?? "").trim().slice(0, SEARCH_MAX);
  const first = await paymentsApi(loaderApi(context, request)).history({
    status,
    search: search || undefined,
    page: 1,
  });
  return {
    status: status ?? null,
    search,
    first,
    statuses: [...TRANSACTION_STATUSES],
    pageSize: HISTORY_PAGE_SIZE,
  };
}

export async function loadTransactionDetail(
  context: AppLoadContext,
  request: Request,
  params: { externalId?: string },
) {
  const externalId = requireExternalId(params.externalId);
  const detail = await orNotFound(paymentsApi(loaderApi(context, request)).detail(externalId));
  return { detail };
}
