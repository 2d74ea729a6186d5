import type { EventStatus } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import { BADGE_CLASS } from "./ui-classes.ts";

/** The tentative-date badge and, once an event has started, its status (happening now / ended). */
export function EventBadges({
  status,
  tentative,
  className = "",
}: {
  status: EventStatus;
  tentative: boolean;
  className?: string;
}) {
  const t = useT();
  if (!tentative && status === "upcoming") return null;
  return (
    <div className={`flex flex-wrap gap-1.5 ${className}`}>
      {status !== "upcoming" ? (
        <span
          className={status === "past" ? BADGE_CLASS.live : BADGE_CLASS.neutral}
          data-testid="status-badge"
        >
          {t(`events.status.${status}`)}
        </span>
      ) : null}
      {tentative ? (
        <span className={BADGE_CLASS.warning} data-testid="tentative-badge">
          {t("events.detail.tentativeDate")}
        </span>
      ) : null}
    </div>
  );
}
