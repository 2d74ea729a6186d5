import type { QueueStatus } from "#shared/contracts/waiting-room.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";

/**
 * Says at once, above the place, that no ticket is left: `sold_out` (none free, none held), with the
 * way back to the event page, or `none_right_now` (the rest held by buyers who have not paid yet, which
 * may come back). The place stays below either, and the page keeps polling in case stock returns.
 */
export function TicketsLeftNotice({ status }: { status: QueueStatus }) {
  const t = useT();
  const href = useRouteHref();
  if (status.tickets_left === "sold_out")
    return (
      <div
        role="alert"
        className="space-y-3 rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200"
        data-testid="queue-sold-out"
      >
        <p className="text-lg font-bold text-rose-900">{t("waitingRoom.screen.soldOutTitle")}</p>
        <p className="text-sm text-rose-900">{t("waitingRoom.screen.soldOut")}</p>
        <a href={href("EventDetail", { slug: status.event_slug })} className={BUTTON_CLASS.secondary}>
          {t("waitingRoom.screen.backToEvent")}
        </a>
      </div>
    );
  if (status.tickets_left === "none_right_now")
    return (
      <div
        role="status"
        className="space-y-1 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        data-testid="queue-none-right-now"
      >
        <p className="font-semibold text-amber-900">{t("waitingRoom.screen.noneRightNowTitle")}</p>
        <p className="text-sm text-amber-900">{t("waitingRoom.screen.noneRightNow")}</p>
      </div>
    );
  return null;
}
