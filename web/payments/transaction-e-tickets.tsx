import { Link } from "react-router";
import type { TransactionDetail } from "#shared/contracts/payments.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";

/** A paid transaction's e-tickets, each a link to its QR code, and My tickets for the rest. */
export function TransactionETickets({ tickets }: { tickets: TransactionDetail["e_tickets"] }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <section
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 desktop:p-6"
      aria-labelledby="detail-e-tickets"
    >
      <h2 id="detail-e-tickets" className="text-base font-semibold text-slate-900">
        {t("paymentsWeb.detail.eTickets")}
      </h2>
      {tickets.length > 0 ? (
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 text-slate-800">
                <span className="font-medium">
                  {t("paymentsWeb.detail.eTicketEntry", { n: ticket.entry_number })}
                </span>
                {" · "}
                {ticket.category_name}
                {ticket.seat ? ` · ${t("paymentsWeb.detail.seat", { seats: ticket.seat })}` : null}
              </span>
              <Link
                to={href("ETicket", { ticketId: ticket.id })}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t("paymentsWeb.detail.viewETicket")}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={href("TicketHistory")}
        className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t("paymentsWeb.detail.allTickets")}
      </Link>
    </section>
  );
}
