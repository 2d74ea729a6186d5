import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import { TicketCard } from "../e-tickets/ticket-card.tsx";
import { ticketTabOf } from "../e-tickets/ticket-tab.ts";
import { TicketTabs } from "../e-tickets/ticket-tabs.tsx";
import { TransferHistoryList } from "../e-tickets/transfer-history.tsx";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { MyWaitingListPanel } from "../events/my-waiting-list.tsx";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";
import { ResaleAction, useMyResale } from "../tickets/resale-panel.tsx";

// TicketHistory (My tickets, spec section 2): the signed-in buyer's tickets, upcoming or past (`?tab=past`),
// and the tickets they sent or received by transfer.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("TicketHistory", context);
  const tab = ticketTabOf(new URL(request.url));
  if (needsLogin) return { needsLogin, tab, tickets: [], transfers: [], refunds: [], claim: null };
  const api = loaderApi(context, request);
  // `?claim=` is the transfer mail's link; using it (signed in) delivers the ticket.
  const claimToken = new URL(request.url).searchParams.get("claim");
  const claim = claimToken
    ? await api.call("claimTicket", { body: { token: claimToken } }).then(
        () => ({ ok: true as const, message: null }),
        (error: unknown) => {
          if (error instanceof ApiError && error.httpStatus !== 0)
            return { ok: false as const, message: error.message };
          throw error;
        },
      )
    : null;
  const [mine, transfers, refunds] = await Promise.all([
    api.call("myTickets", { query: { tab } }),
    api.call("ticketTransfers"),
    api.call("myTicketRefunds"),
  ]);
  return { needsLogin, tab, tickets: mine.rows, transfers: transfers.rows, refunds: refunds.rows, claim };
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

/** What became of the transfer mail's claim link this page was opened with. */
function ClaimNotice({ claim }: { claim: { ok: boolean; message: string | null } }) {
  const t = useT();
  return (
    <div
      role={claim.ok ? "status" : "alert"}
      className={`mt-4 rounded-xl px-4 py-3 text-sm ${claim.ok ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
      data-testid="claim-notice"
    >
      <p className="font-semibold">
        {t(claim.ok ? "eTicketsWeb.received.claimedTitle" : "eTicketsWeb.received.claimFailedTitle")}
      </p>
      <p>{claim.ok ? t("eTicketsWeb.received.claimedBody") : claim.message}</p>
    </div>
  );
}

export default function TicketHistoryRoute() {
  const { needsLogin, tab, tickets, transfers, refunds, claim } = useLoaderData<typeof loader>();
  const refundOf = new Map(refunds.map((row) => [row.ticket_id, row]));
  const resale = useMyResale();
  const t = useT();
  if (needsLogin) return <NotAuthorizedPage body={t("eTicketsWeb.list.loginBody")} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 desktop:px-6 desktop:py-10" data-testid="ticket-history">
      <h1 className="text-2xl font-bold text-slate-900 desktop:text-3xl">
        {t("routes.TicketHistory.heading")}
      </h1>
      {claim ? <ClaimNotice claim={claim} /> : null}
      <MyWaitingListPanel />
      <TicketTabs current={tab} />
      {tickets.length === 0 ? (
        <NoTicketsYet />
      ) : (
        <ul className="mt-6 space-y-3">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard ticket={ticket} refund={refundOf.get(ticket.id)} />
              <ResaleAction row={resale.rows.get(ticket.id)} onChanged={resale.reload} />
            </li>
          ))}
        </ul>
      )}
      <TransferHistoryList rows={transfers} />
    </section>
  );
}
