import type { ReactNode } from "react";
import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import { builtInFieldLabel as builtInLabel } from "../checkout/field-label.ts";
import { formatEventWhen } from "../events/event-dates.ts";
import { useT } from "../lib/i18n.tsx";

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Date and venue in WIB, category, seat or entry number, and the visitor's answers. */
export function TicketFacts({ ticket }: { ticket: ETicketDetail }) {
  const t = useT();
  const { event } = ticket;
  return (
    <>
      <dl className="divide-y divide-slate-100">
        <Fact label={t("eTicketsWeb.detail.when")} testId="ticket-when">
          {formatEventWhen(event.starts_at, event.ends_at, t)}
        </Fact>
        <Fact label={t("eTicketsWeb.detail.venue")}>
          {t("catalogue.common.venueCity", { venue: event.venue_name, city: event.city })}
          {event.address ? (
            <span className="block text-sm font-normal text-slate-600">{event.address}</span>
          ) : null}
        </Fact>
        <Fact label={t("eTicketsWeb.detail.category")}>{ticket.category_name}</Fact>
        {ticket.seat ? (
          <Fact label={t("eTicketsWeb.detail.seat")} testId="ticket-seat">
            {ticket.seat}
          </Fact>
        ) : (
          <Fact label={t("eTicketsWeb.detail.entry")} testId="ticket-seat">
            {ticket.entry_number}
          </Fact>
        )}
      </dl>
      <section aria-labelledby="visitor-heading" className="mt-6">
        <h2 id="visitor-heading" className="text-lg font-bold text-slate-900">
          {t("eTicketsWeb.detail.visitors")}
        </h2>
        {ticket.visitors.length === 0 ? (
          <p className="mt-2 text-slate-600">{t("eTicketsWeb.detail.noVisitorData")}</p>
        ) : (
          <dl className="mt-2 divide-y divide-slate-100" data-testid="visitor-list">
            {ticket.visitors.map((entry) => (
              <Fact key={entry.key} label={entry.label ?? builtInLabel(entry.key, t)}>
                {entry.value}
              </Fact>
            ))}
          </dl>
        )}
      </section>
    </>
  );
}
