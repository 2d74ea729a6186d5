import type { EventDetail } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { ClockIcon, InfoIcon } from "./event-icons.tsx";

/** The tentative-date notice (the organiser's note, or a default) and a running or ended event's status. */
export function EventNotices({
  event,
}: {
  event: Pick<EventDetail, "is_tentative_date" | "tentative_note" | "status"> &
    Partial<Pick<EventDetail, "cancel_reason">>;
}) {
  const t = useT();
  return (
    <>
      {typeof event.cancel_reason === "string" ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950"
          data-testid="cancelled-notice"
        >
          <InfoIcon className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">{t("events.detail.cancelled")}</p>
            {event.cancel_reason ? <p className="mt-1 text-sm">{event.cancel_reason}</p> : null}
          </div>
        </div>
      ) : null}
      {event.is_tentative_date ? (
        <div
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="tentative-notice"
        >
          <InfoIcon className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">{t("events.detail.tentativeDate")}</p>
            <p className="mt-1 text-sm">{event.tentative_note || t("events.detail.tentativeDateDefault")}</p>
          </div>
        </div>
      ) : null}
      {event.status !== "upcoming" ? (
        <div
          className="flex items-center gap-3 rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-800"
          data-testid="status-notice"
        >
          <ClockIcon className="shrink-0" />
          <p className="font-medium">
            {t(event.status === "past" ? "catalogue.detail.eventRunning" : "catalogue.detail.eventEnded")}
          </p>
        </div>
      ) : null}
    </>
  );
}
