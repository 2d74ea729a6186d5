import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { TransactionLoginPrompt } from "../payments/login-prompt.tsx";
import { loadPaymentPage } from "../payments/payment-page.server.ts";
import { PaymentPage } from "../payments/payment-page.tsx";

// CompletePayment (`event/:slug/complete-payment/:externalId`): the payment page of spec section 2. Its data
// is re-read (revalidated) when the status poll sees a change, after change bank, cancel or an OVO re-push.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("CompletePayment", context);
  if (needsLogin) return { needsLogin: true as const };
  return { needsLogin: false as const, ...(await loadPaymentPage(context, request, params)) };
}

export const meta = routeMeta("CompletePayment");
export const handle = routeHandle("CompletePayment");

export default function CompletePaymentRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.needsLogin) return <TransactionLoginPrompt />;
  return <PaymentPage data={data} />;
}
