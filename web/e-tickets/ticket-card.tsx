import { Link } from "react-router";
import type { TicketSummary } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { CalendarIcon, PinIcon } from "../events/event-icons.tsx";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { SeatText } from "./seat-text.tsx";
import { SelfCancel, type TicketRefundInfo, TicketRefundState } from "./ticket-refund.tsx";

/**
 * One ticket of My tickets: the event, its date in WIB and venue, category and seat; the card opens the
 * e-ticket. A ticket voided by its event's cancellation opens nothing (it has no code and cannot be
 * transferred): it says so, with where the refund of its order stands.
 */
export function TicketCard({ ticket, refund }: { ticket: TicketSummary; refund?: TicketRefundInfo }) {
  const t = useT();
  const href = useRouteHref();
  const { event, cancellation } = ticket;
  return (
    <article
      className={`group relative flex gap-4 rounded-2xl border p-3 shadow-sm ${cancellation ? "border-red-200 bg-slate-50" : "border-slate-200 bg-white focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"}`}
      data-testid="ticket-card"
      data-cancelled={cancellation ? "true" : undefined}
    >
      <div className="aspect-video w-28 shrink-0 self-start overflow-hidden rounded-xl bg-slate-200 desktop:w-44">
        {event.poster_url ? (
          <img
            src={event.poster_url}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 className="line-clamp-2 font-semibold text-slate-900" title={event.title}>
          {cancellation ? (
            event.title
          ) : (
            <Link
              to={href("ETicket", { ticketId: ticket.id })}
              className="outline-none after:absolute after:inset-0 group-hover:text-brand-700"
            >
              {event.title}
            </Link>
          )}
        </h2>
        <p className="flex items-center gap-1.5 text-sm text-brand-700">
          <CalendarIcon width={16} height={16} className="shrink-0" />
          <time dateTime={event.starts_at}>{formatWib(event.starts_at, t.locale, "dateTime")}</time>
        </p>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <PinIcon width={16} height={16} className="mt-0.5 shrink-0" />
          <span>{t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}</span>
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm font-medium text-slate-800">
          <span>{ticket.category_name}</span>
          <SeatText seat={ticket.seat} entryNumber={ticket.entry_number} />
          {ticket.received_by_transfer ? (
            <span className="rounded-full bg-brand-50 px-2 text-xs leading-5 text-brand-700">
              {t("eTicketsWeb.ticket.received")}
            </span>
          ) : null}
        </p>
        {cancellation ? (
          <div className="space-y-1 text-sm" data-testid="ticket-cancelled">
            <p>
              <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                {t(refund?.refund ? "eTicketsWeb.refund.refunded" : "eTicketsWeb.ticket.cancelled")}
              </span>
            </p>
            {refund?.refund ? (
              <TicketRefundState info={refund} />
            ) : (
              <p className="font-medium text-slate-800" data-testid="ticket-refund-state">
                {t(`eTicketsWeb.ticket.refund.${cancellation.refund_state}`)}
              </p>
            )}
            <p className="text-slate-600">{t("eTicketsWeb.ticket.cancelledHint")}</p>
          </div>
        ) : refund?.self_cancel ? (
          <SelfCancel ticketId={ticket.id} offer={refund.self_cancel} />
        ) : null}
      </div>
    </article>
  );
}
