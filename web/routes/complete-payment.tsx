import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";
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
  const t = useT();
  if (data.needsLogin) return <NotAuthorizedPage body={t("paymentsWeb.history.loginBody")} />;
  return <PaymentPage data={data} />;
}
