import { useT } from "../lib/i18n.tsx";
import type { ScanAnswer } from "./use-check-in.ts";

/** The answers before the latest one, small, so a steward can glance back at a queue of people. */
export function RecentScans({ answers }: { answers: ScanAnswer[] }) {
  const t = useT();
  if (answers.length === 0) return null;
  return (
    <section aria-labelledby="recent-scans">
      <h2 id="recent-scans" className="text-sm font-semibold text-slate-700">
        {t("eTicketsWeb.checkIn.lastScans")}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {answers.map((answer) => (
          <li key={answer.id} className="flex justify-between gap-3 px-3 py-2">
            <span className="truncate text-slate-800">{answer.ticket?.holder_name ?? "—"}</span>
            <span className="shrink-0 font-semibold">
              {t(`eTicketsWeb.checkIn.result.${answer.verdict}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
