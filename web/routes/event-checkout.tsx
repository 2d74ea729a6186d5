import { data, type HeadersFunction, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { SANDBOX_BASE_PATH } from "#shared/contracts/payments.ts";
import { pageAnalyticsHeaders, pageAnalyticsOf } from "../analytics/page-analytics.ts";
import { CheckoutPage } from "../checkout/checkout-page.tsx";
import { loaderApi, orNotFound, requireEventParam } from "../events/catalogue-api.server.ts";
import { EventPageHeading } from "../events/event-page-heading.tsx";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";

// EventTicketCheckout (`event/:slug/checkout`, signed in only): holds the selection made on the ticket
// page and runs the checkout steps. The event is read here for the heading and its per-account limit.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  guardRoute("EventTicketCheckout", context);
  const ref = requireEventParam(params.slug);
  const event = await orNotFound(loaderApi(context, request).call("eventDetail", { params: { id: ref } }));
  const pageAnalytics = pageAnalyticsOf(event.analytics);
  return data(
    {
      pageAnalytics,
      event: {
        slug: event.slug,
        title: event.title,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        venue_name: event.venue_name,
        city: event.city,
        max_ticket_by_account: event.max_ticket_by_account,
      },
      // Where the browser tokenizes a card (the gateway's host; the built-in sandbox here).
      cardGateway: SANDBOX_BASE_PATH,
    },
    { headers: pageAnalyticsHeaders(pageAnalytics) },
  );
}

/** The loader's analytics header reaches the server, which opens this page's CSP for those hosts. */
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta = routeMeta("EventTicketCheckout");
export const handle = routeHandle("EventTicketCheckout");

export default function EventTicketCheckoutRoute() {
  const { event, cardGateway } = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 pb-16 desktop:px-6" data-testid="checkout-page">
      <EventPageHeading
        event={event}
        back={{ to: href("EventTicket", { slug: event.slug }), label: t("checkoutWeb.backToTickets") }}
        heading={t("routes.EventTicketCheckout.heading")}
        titleTestId="checkout-event-title"
      />
      <div className="mt-4">
        <CheckoutPage event={event} cardGateway={cardGateway} />
      </div>
    </div>
  );
}
