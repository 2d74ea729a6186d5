import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { loadTransactionDetail } from "../payments/history.server.ts";
import { TransactionLoginPrompt } from "../payments/login-prompt.tsx";
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
  if (data.needsLogin) return <TransactionLoginPrompt />;
  return <TransactionDetailView detail={data.detail} />;
}
