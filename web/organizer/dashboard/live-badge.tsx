import { formatWib } from "#shared/format/datetime.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import type { LiveState } from "./use-live-figures.ts";

const DOT: Record<LiveState, string> = {
  connecting: "bg-slate-400",
  live: "bg-emerald-600",
  reconnecting: "bg-amber-500",
};

/** Whether the page is listening, and when its figures were read (announced politely, not on every tick). */
export function LiveBadge({ state, generatedAt }: { state: LiveState; generatedAt: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="dashboard-live">
      <span className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-0.5 font-medium">
        <span aria-hidden="true" className={`inline-block h-2 w-2 rounded-full ${DOT[state]}`} />
        <span data-testid="dashboard-live-state" data-state={state}>
          {t(`organizer.dashboard.live.${state}`)}
        </span>
      </span>
      <span role="status" aria-live="polite" className="text-slate-600">
        {t("organizer.dashboard.live.updatedAt", { time: formatWib(generatedAt, locale, "time") })}
      </span>
    </p>
  );
}
