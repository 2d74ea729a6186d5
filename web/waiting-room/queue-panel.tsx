import type { QueueStatus } from "#shared/contracts/waiting-room.ts";
import { formatWib } from "#shared/format/datetime.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useLocale, useRouteHref, useT } from "../lib/i18n.tsx";
import { TicketsLeftNotice } from "./tickets-left-notice.tsx";

const COUNTS: Record<Locale, Intl.NumberFormat> = {
  id: new Intl.NumberFormat("id-ID"),
  en: new Intl.NumberFormat("en-US"),
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The place, the people ahead, the estimated wait, the rate, those let in during the last minute, the
 * tickets left (a notice above all when none is) and when it was last read.
 */
export function QueuePanel({
  status,
  signedIn,
  onSignIn,
}: {
  status: QueueStatus;
  signedIn: boolean;
  onSignIn: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const href = useRouteHref();
  const number = (value: number) => COUNTS[locale].format(value);
  const toTickets = (
    <a href={href("EventTicket", { slug: status.event_slug })} className={BUTTON_CLASS.primary}>
      {status.state === "admitted" ? t("waitingRoom.screen.buyNow") : t("waitingRoom.screen.goToTickets")}
    </a>
  );
  if (status.state === "no_queue")
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t("waitingRoom.screen.noQueue")}</p>
        {toTickets}
      </div>
    );
  if (status.state === "admission_ended")
    return (
      <p className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
        {t("waitingRoom.screen.admissionEnded")}
      </p>
    );

  const wait =
    status.estimated_wait_minutes === null
      ? "–"
      : status.estimated_wait_minutes < 1
        ? t("waitingRoom.screen.waitUnderMinute")
        : t("waitingRoom.screen.waitMinutes", { minutes: number(status.estimated_wait_minutes) });
  // Signed out before the opening: not in the draw until signing in (the draw is per account).
  const drawPending = status.state === "before_opening" && status.in_draw === false;
  return (
    <div className="space-y-4">
      <TicketsLeftNotice status={status} />
      {status.state === "before_opening" && status.opens_at ? (
        <p className="text-slate-700" data-testid="queue-before-opening">
          {t("waitingRoom.screen.beforeOpening", { time: formatWib(status.opens_at, locale) })}
        </p>
      ) : null}
      {status.state === "admitted" ? (
        <div
          className="space-y-3 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
          data-testid="queue-admitted"
        >
          <p className="font-semibold text-emerald-900">
            {t("waitingRoom.screen.admitted", {
              time: status.admission_expires_at ? formatWib(status.admission_expires_at, locale, "time") : "",
            })}
          </p>
          {signedIn ? toTickets : null}
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label={t("waitingRoom.screen.place")}
          value={
            status.place !== null
              ? number(status.place)
              : status.in_draw === false
                ? t("waitingRoom.screen.behindDraw")
                : t("waitingRoom.screen.notDrawnYet")
          }
          testId="queue-place"
        />
        <Figure
          label={t("waitingRoom.screen.peopleAhead")}
          value={
            status.people_ahead === null
              ? t("waitingRoom.screen.inLine", { count: number(status.in_line) })
              : number(status.people_ahead)
          }
          testId="queue-ahead"
        />
        <Figure label={t("waitingRoom.screen.estimatedWait")} value={wait} testId="queue-wait" />
        <Figure
          label={t("waitingRoom.screen.rate")}
          value={t("waitingRoom.screen.ratePerMinute", { rate: number(status.admit_per_minute) })}
          testId="queue-rate"
        />
        <Figure
          label={t("waitingRoom.screen.admittedLastMinute")}
          value={t.plural("waitingRoom.screen.admittedPeople", status.admitted_last_minute, {
            count: number(status.admitted_last_minute),
          })}
          testId="queue-admitted-last-minute"
        />
        <Figure
          label={t("waitingRoom.screen.ticketsLeft")}
          value={
            status.tickets_left === null
              ? "–"
              : t(`waitingRoom.screen.ticketsLeftLevel.${status.tickets_left}`)
          }
          testId="queue-tickets-left"
        />
      </dl>
      <p className="text-xs text-slate-600">
        {t("waitingRoom.screen.lastUpdated")}:{" "}
        <time dateTime={status.updated_at} data-testid="queue-updated">
          {formatWib(status.updated_at, locale, "time")}
        </time>
      </p>
      {signedIn ? (
        <p className="text-sm text-slate-600">{t("waitingRoom.screen.keepPlace")}</p>
      ) : (
        <div className="space-y-2 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200">
          <p className="text-sm text-sky-900" data-testid="queue-signed-out">
            {t(drawPending ? "waitingRoom.screen.signedOutBeforeOpening" : "waitingRoom.screen.signedOut")}
          </p>
          <button type="button" onClick={onSignIn} className={BUTTON_CLASS.primary}>
            {t(drawPending ? "waitingRoom.screen.signInForDraw" : "waitingRoom.screen.signIn")}
          </button>
        </div>
      )}
    </div>
  );
}
