import { useState } from "react";
import { data, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import { ReceivedVisitorForm } from "../e-tickets/received-visitor-form.tsx";
import { TicketFacts } from "../e-tickets/ticket-facts.tsx";
import { TicketLinks } from "../e-tickets/ticket-links.tsx";
import { TransferPanel } from "../e-tickets/transfer-panel.tsx";
import { loaderApi, orNotFound } from "../events/catalogue-api.server.ts";
import { ChevronLeftIcon } from "../events/event-icons.tsx";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";
import { NotAuthorizedPage } from "../pages/error-pages.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ETicket: one ticket of the signed-in buyer; someone else's (or a transferred-away) ticket is a 404.
export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { needsLogin } = guardRoute("ETicket", context);
  if (needsLogin || !context.viewer) return { needsLogin: true as const };
  const ticketId = params.ticketId ?? "";
  if (!UUID.test(ticketId)) throw data(null, { status: 404 });
  const ticket = await orNotFound(loaderApi(context, request).call("ticketDetail", { params: { ticketId } }));
  return { needsLogin: false as const, ticket, viewerEmail: context.viewer.email };
}

// A ticket page is private: never indexed.
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "ETicket", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("ETicket");

export default function ETicketRoute() {
  const loaded = useLoaderData<typeof loader>();
  const t = useT();
  const href = useRouteHref();
  // After a transfer the old code is revoked at once: stop showing it.
  const [transferred, setTransferred] = useState(false);
  // The recipient's visitor form answers with the updated ticket.
  const [saved, setSaved] = useState<ETicketDetail | null>(null);
  if (loaded.needsLogin) return <NotAuthorizedPage body={t("eTicketsWeb.list.loginBody")} />;
  const { viewerEmail } = loaded;
  const ticket = saved?.id === loaded.ticket.id ? saved : loaded.ticket;
  return (
    <article className="px-4 py-6 desktop:px-6 desktop:py-10" data-testid="e-ticket">
      <Link
        to={href("TicketHistory")}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 mobile:hidden"
      >
        <ChevronLeftIcon width={16} height={16} />
        {t("eTicketsWeb.detail.back")}
      </Link>
      <p className="text-sm font-semibold desktop:mt-4 tracking-wide text-brand-700 uppercase">
        {t("routes.ETicket.heading")}
      </p>
      <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-slate-900 desktop:text-3xl">
        {ticket.event.title}
      </h1>
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_minmax(0,1fr)]">
        <figure className="self-start rounded-2xl border border-slate-200 bg-white p-4 text-center">
          {transferred ? (
            <p className="py-10 font-semibold text-slate-700" data-testid="ticket-qr-gone">
              {t("eTicketsWeb.detail.qrGone")}
            </p>
          ) : (
            <>
              <img
                src={ticket.qr_svg_data_url}
                alt={t("eTicketsWeb.detail.qrAlt")}
                width={256}
                height={256}
                className="mx-auto aspect-square w-full max-w-64"
                data-testid="ticket-qr"
                data-qr-payload={ticket.qr_payload}
              />
              <figcaption className="mt-3 text-sm text-slate-600">
                <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t("eTicketsWeb.detail.shortCodeLabel")}
                </span>
                <span
                  className="mt-1 block font-mono text-2xl font-bold tracking-[0.2em] text-slate-900"
                  data-testid="ticket-short-code"
                >
                  {ticket.short_code}
                </span>
                <span className="mt-1 block text-xs">{t("eTicketsWeb.detail.shortCodeHint")}</span>
                <span className="mt-3 block">{t("eTicketsWeb.detail.qrHint")}</span>
              </figcaption>
            </>
          )}
        </figure>
        <div className="min-w-0 space-y-6">
          {ticket.visitor_form && !transferred ? (
            <ReceivedVisitorForm ticket={ticket} onSaved={setSaved} />
          ) : null}
          <section className="rounded-2xl border border-slate-200 bg-white p-5">
            <TicketFacts ticket={ticket} />
          </section>
          <TicketLinks ticket={ticket} />
          <TransferPanel
            ticket={ticket}
            viewerEmail={viewerEmail}
            onTransferred={() => setTransferred(true)}
          />
        </div>
      </div>
    </article>
  );
}
