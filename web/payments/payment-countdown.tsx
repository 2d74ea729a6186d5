import { formatCountdown, formatWib } from "#shared/format/datetime.ts";
import { useT } from "../lib/i18n.tsx";
import { CountdownAnnouncer } from "../ui/countdown-announcer.tsx";
import { useSecondsLeft } from "./use-seconds-left.ts";

/**
 * "Complete payment in mm:ss" counting down each second from `expired_date`, never below zero, and the
 * "pay before" time in WIB (spec sections 2, 4 and 9). At zero the status poll turns the page.
 */
export function PaymentCountdown({ expiredDate }: { expiredDate: string }) {
  const t = useT();
  const seconds = useSecondsLeft(expiredDate);
  return (
    <div
      className="rounded-2xl bg-amber-50 p-4 text-center ring-1 ring-amber-200"
      data-testid="payment-countdown"
    >
      <p className="text-sm font-medium text-amber-900">{t("paymentsWeb.page.completeIn")}</p>
      <p
        className="mt-1 font-mono text-3xl font-bold tracking-wider text-amber-950 tabular-nums"
        role="timer"
        aria-live="off"
        data-testid="countdown-value"
      >
        {seconds === null ? "--:--" : formatCountdown(seconds)}
      </p>
      <CountdownAnnouncer
        secondsLeft={seconds}
        testId="countdown-announcement"
        say={(milestone) =>
          milestone === 0
            ? t("paymentsWeb.page.timeUp")
            : milestone >= 60
              ? t.plural("paymentsWeb.page.minutesLeft", milestone / 60)
              : t.plural("paymentsWeb.page.secondsLeft", milestone)
        }
      />
      <p className="mt-1 text-sm text-amber-900">
        {t("paymentsWeb.page.payBefore", { time: formatWib(expiredDate, t.locale) })}
      </p>
    </div>
  );
}
