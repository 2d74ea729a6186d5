import type { OfflineBundle } from "#shared/contracts/e-tickets.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useT } from "../lib/i18n.tsx";

/** Online or offline, how fresh the offline list is, and how many scans wait to sync. */
export function GateStatus({
  online,
  bundle,
  queued,
  onSync,
  onRefresh,
}: {
  online: boolean;
  bundle: OfflineBundle | null;
  queued: number;
  onSync: () => void;
  onRefresh: () => void;
}) {
  const t = useT();
  const link =
    "font-semibold text-brand-700 underline underline-offset-2 disabled:text-slate-400 disabled:no-underline";
  return (
    <div
      className="space-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm"
      data-testid="gate-status"
    >
      <p className="flex items-center gap-2 font-semibold" data-online={online}>
        <span
          aria-hidden="true"
          className={`size-2.5 rounded-full ${online ? "bg-emerald-500" : "bg-slate-400"}`}
        />
        {online ? t("eTicketsWeb.checkIn.online") : t("eTicketsWeb.checkIn.offline")}
      </p>
      <p className="text-slate-600" data-testid="gate-bundle">
        {bundle
          ? t("eTicketsWeb.checkIn.bundleReady", {
              count: bundle.tickets.length,
              time: formatWib(bundle.generated_at, t.locale, "dateTime"),
            })
          : t("eTicketsWeb.checkIn.bundleMissing")}{" "}
        <button type="button" onClick={onRefresh} disabled={!online} className={link}>
          {t("eTicketsWeb.checkIn.refreshBundle")}
        </button>
      </p>
      {queued > 0 ? (
        <p className="text-slate-800" data-testid="gate-queued">
          {t.plural("eTicketsWeb.checkIn.queued", queued)}{" "}
          <button type="button" onClick={onSync} disabled={!online} className={link}>
            {t("eTicketsWeb.checkIn.syncNow")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
