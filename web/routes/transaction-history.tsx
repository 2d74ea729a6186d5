import { useCallback } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";
import { loadHistory } from "../payments/history.server.ts";
import { HistoryFilters } from "../payments/history-filters.tsx";
import { HistoryList } from "../payments/history-list.tsx";
import { paymentsApi } from "../payments/payments-api.ts";
import { usePagedHistory } from "../payments/use-paged-history.ts";

// TransactionHistory: filter by status, search by event name, 10 per page with load more (spec sections 2, 9).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("TransactionHistory", context);
  if (needsLogin) return { needsLogin: true as const };
  return { needsLogin: false as const, ...(await loadHistory(context, request)) };
}

export const meta = routeMeta("TransactionHistory");
export const handle = routeHandle("TransactionHistory");

type HistoryData = Exclude<Awaited<ReturnType<typeof loader>>, { needsLogin: true }>;

function History({ data }: { data: HistoryData }) {
  const api = useApi();
  const { status, search } = data;
  const fetchPage = useCallback(
    (page: number) =>
      paymentsApi(api).history({ status: status ?? undefined, search: search || undefined, page }),
    [api, status, search],
  );
  const list = usePagedHistory(data.first, fetchPage);
  return <HistoryList list={list} filtered={status !== null || search !== ""} />;
}

export default function TransactionHistoryRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin) return <NotAuthorizedPage body={t("paymentsWeb.history.loginBody")} />;
  return (
    <div
      className="mx-auto max-w-5xl space-y-6 px-4 py-6 desktop:px-6 desktop:py-10"
      data-testid="transaction-history"
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
        {t("routes.TransactionHistory.heading")}
      </h1>
      <HistoryFilters statuses={data.statuses} status={data.status} search={data.search} />
      <History key={`${t.locale}:${data.status}:${data.search}`} data={data} />
    </div>
  );
}
