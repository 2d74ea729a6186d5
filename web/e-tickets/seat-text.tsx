import { useT } from "../lib/i18n.tsx";

/** "Seat A12" for seated tickets, "Entry no. 7" for free seating. */
export function SeatText({ seat, entryNumber }: { seat: string | null; entryNumber: number }) {
  const t = useT();
  return (
    <span data-testid="ticket-seat">
      {seat ? t("eTicketsWeb.ticket.seat", { seat }) : t("eTicketsWeb.ticket.entry", { number: entryNumber })}
    </span>
  );
}
