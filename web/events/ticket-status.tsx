import type { TicketStatus } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";

const TONE: Record<TicketStatus, string> = {
  available: "bg-emerald-100 text-emerald-900",
  sold_out: "bg-red-100 text-red-900",
  staged: "bg-sky-100 text-sky-900",
  closed: "bg-slate-200 text-slate-800",
  fully_booked: "bg-amber-100 text-amber-900",
  ots_only: "bg-violet-100 text-violet-900",
};

/** A ticket category's status as a badge (spec section 4's six statuses). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-testid="ticket-status"
      data-status={status}
    >
      {t(`events.ticketStatus.${status}`)}
    </span>
  );
}
