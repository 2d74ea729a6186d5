import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { TicketCard } from "../e-tickets/ticket-card.tsx";
import { ticketTabOf } from "../e-tickets/ticket-tab.ts";
import { TicketTabs } from "../e-tickets/ticket-tabs.tsx";
import { TransferHistoryList } from "../e-tickets/transfer-history.tsx";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";

// TicketHistory (My tickets, spec section 2): the signed-in buyer's tickets, upcoming or past (`?tab=past`),
// and the tickets they sent or received by transfer.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("TicketHistory", context);
  const tab = ticketTabOf(new URL(request.url));
  if (needsLogin) return { needsLogin, tab, tickets: [], transfers: [] };
  const api = loaderApi(context, request);
  const [mine, transfers] = await Promise.all([
    api.call("myTickets", { query: { tab } }),
    api.call("ticketTransfers"),
  ]);
  return { needsLogin, tab, tickets: mine.rows, transfers: transfers.rows };
}

export const meta = routeMeta("TicketHistory");
export const handle = routeHandle("TicketHistory");

function NoTicketsYet() {
  const t = useT();
  const href = useRouteHref();
  return (
    <div
      className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
      data-testid="tickets-empty"
    >
      <p className="font-semibold text-slate-900">{t("eTicketsWeb.list.emptyTitle")}</p>
      <p className="mt-2 text-slate-600">{t("eTicketsWeb.list.emptyBody")}</p>
      <Link
        to={href("SearchPage")}
        className="mt-5 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("eTicketsWeb.list.findEvents")}
      </Link>
    </div>
  );
}

export default function TicketHistoryRoute() {
  const { needsLogin, tab, tickets, transfers } = useLoaderData<typeof loader>();
  const t = useT();
  if (needsLogin) return <NotAuthorizedPage body={t("eTicketsWeb.list.loginBody")} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 desktop:px-6 desktop:py-10" data-testid="ticket-history">
      <h1 className="text-2xl font-bold text-slate-900 desktop:text-3xl">
        {t("routes.TicketHistory.heading")}
      </h1>
      <TicketTabs current={tab} />
      {tickets.length === 0 ? (
        <NoTicketsYet />
      ) : (
        <ul className="mt-6 space-y-3">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} />
            </li>
          ))}
        </ul>
      )}
      <TransferHistoryList rows={transfers} />
    </section>
  );
}
