import type { TransferHistory } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useT } from "../lib/i18n.tsx";
import { VoidCopyButton } from "./void-copy-button.tsx";

/** Tickets this buyer sent or received (a transfer appears in both people's history). */
export function TransferHistoryList({ rows }: { rows: TransferHistory["rows"] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="transfers-heading" className="mt-10" data-testid="transfer-history">
      <h2 id="transfers-heading" className="text-lg font-bold text-slate-900">
        {t("eTicketsWeb.list.transfersHeading")}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {rows.map((row) => (
          <li
            key={`${row.ticket_id}-${row.direction}-${row.transferred_at}`}
            className="space-y-0.5 px-4 py-3"
          >
            <p className="font-semibold text-slate-900">{row.event_title}</p>
            <p className="text-sm text-slate-700">
              {row.category_name}
              {row.seat ? ` · ${t("eTicketsWeb.ticket.seat", { seat: row.seat })}` : ""}
            </p>
            <p className="text-sm break-all text-slate-600">
              {t(row.direction === "sent" ? "eTicketsWeb.list.sentTo" : "eTicketsWeb.list.receivedFrom", {
                email: row.counterpart_email,
              })}{" "}
              ·{" "}
              <time dateTime={row.transferred_at}>{formatWib(row.transferred_at, t.locale, "dateTime")}</time>
            </p>
            {row.direction === "sent" ? (
              <VoidCopyButton ticketId={row.ticket_id} eventTitle={row.event_title} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
