import { data, type HeadersFunction, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { pageAnalyticsHeaders, pageAnalyticsOf } from "../analytics/page-analytics.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
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
  if (needsLogin) return data({ needsLogin: true as const });
  const page = await loadPaymentPage(context, request, params);
  // The organiser's analytics for `purchase` (the event's ids; none: nothing of it loads).
  const event = await loaderApi(context, request)
    .call("eventDetail", { params: { id: page.detail.event_slug } })
    .catch(() => null);
  const pageAnalytics = pageAnalyticsOf(event?.analytics);
  return data(
    { needsLogin: false as const, ...page, pageAnalytics },
    { headers: pageAnalyticsHeaders(pageAnalytics) },
  );
}

/** The loader's analytics header reaches the server, which opens this page's CSP for those hosts. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = routeMeta("CompletePayment");
export const handle = routeHandle("CompletePayment");

export default function CompletePaymentRoute() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  if (loaded.needsLogin) return <NotAuthorizedPage body={t("paymentsWeb.history.loginBody")} />;
  return <PaymentPage data={loaded} />;
}
