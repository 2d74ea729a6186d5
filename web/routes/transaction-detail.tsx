import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";
import { loadTransactionDetail } from "../payments/history.server.ts";
import { TransactionDetailView } from "../payments/transaction-detail-view.tsx";

// TransactionDetail (`transaction-history/:externalId`): the owner's transaction; anyone else's is a 404.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("TransactionDetail", context);
  if (needsLogin) return { needsLogin: true as const };
  return { needsLogin: false as const, ...(await loadTransactionDetail(context, request, params)) };
}

export const meta = routeMeta("TransactionDetail");
export const handle = routeHandle("TransactionDetail");

export default function TransactionDetailRoute() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  if (data.needsLogin) return <NotAuthorizedPage body={t("paymentsWeb.history.loginBody")} />;
  return <TransactionDetailView detail={data.detail} />;
}
