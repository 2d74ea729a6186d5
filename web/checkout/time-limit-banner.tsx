import { useEffect, useRef, useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { CountdownAnnouncer } from "../ui/countdown-announcer.tsx";
import { formatMinutesSeconds, secondsLeft } from "./countdown.ts";

/** Spec section 9: the countdown ticks every second. */
const TICK_MS = 1_000;

/**
 * The time-limit banner: mm:ss until the hold's `expired_at`, recomputed from the clock each tick (a
 * throttled background tab catches up instead of drifting); at zero `onExpire` runs once.
 */
export function TimeLimitBanner({ expiredAt, onExpire }: { expiredAt: string; onExpire: () => void }) {
  const t = useT();
  const [left, setLeft] = useState(() => secondsLeft(expiredAt, Date.now()));
  const expired = useRef(false);
  const latestOnExpire = useRef(onExpire);
  latestOnExpire.current = onExpire;

  useEffect(() => {
    expired.current = false;
    const tick = () => {
      const now = secondsLeft(expiredAt, Date.now());
      setLeft(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        latestOnExpire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiredAt]);

  const urgent = left <= 60;
  return (
    <div
      className={`sticky top-14 z-20 -mx-4 flex items-center justify-center gap-2 px-4 py-2.5 text-sm font-medium desktop:top-16 desktop:mx-0 desktop:rounded-xl ${
        urgent ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"
      }`}
      data-testid="time-limit-banner"
    >
      <span>{left > 0 ? t("checkoutWeb.timer.label") : t("checkoutWeb.timer.expired")}</span>
      <span
        role="timer"
        aria-live="off"
        className="font-mono text-base font-bold tabular-nums"
        data-testid="countdown"
      >
        {formatMinutesSeconds(left)}
      </span>
      <CountdownAnnouncer
        secondsLeft={left}
        testId="countdown-announcement"
        say={(milestone) =>
          milestone === 0
            ? t("checkoutWeb.timer.expired")
            : milestone >= 60
              ? t.plural("checkoutWeb.timer.minutesLeft", milestone / 60)
              : t.plural("checkoutWeb.timer.secondsLeft", milestone)
        }
      />
    </div>
  );
}
