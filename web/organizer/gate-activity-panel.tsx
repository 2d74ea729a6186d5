import { useCallback, useEffect, useState } from "react";
import type { GateActivity } from "#shared/contracts/organizer-gates.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useLocale, useT } from "../lib/i18n.tsx";
import { eventLiveStream, useLiveStream } from "./live/use-live-stream.ts";
import { useOrganizerApi } from "./organizer-api.ts";
import { ScrollRegion } from "./scroll-region.tsx";
import { CARD, SECTION_TITLE, TABLE_CELL, TABLE_HEAD_CELL } from "./ui.ts";

/**
 * Without a scan the per-minute windows still move on: the figures are read again this often even when
 * the stream is quiet.
 */
const WINDOW_REFRESH_MS = 60_000;

/**
 * Throughput per gate (admitted and refused per minute over the last 15 and 60 minutes) and the
 * double-admission report. A scan on any gate, on any server process, reaches the screen through the
 * event's live stream (the dashboard's), which makes it read the figures again.
 */
export function GateActivityPanel({
  ids,
  initial,
}: {
  ids: { orgId: string; eventId: string };
  initial: GateActivity;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const [activity, setActivity] = useState(initial);
  const read = useCallback(() => api.call("gateActivity", { params: ids }).then(setActivity), [api, ids]);
  useLiveStream(eventLiveStream(ids.orgId, ids.eventId), read);
  useEffect(() => {
    const timer = setInterval(() => void read().catch(() => undefined), WINDOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [read]);
  const rate = (count: number, perMinute: number) =>
    t("organizer.gates.perMinute", {
      count,
      rate: perMinute.toLocaleString(locale === "en" ? "en-GB" : "id-ID"),
    });
  return (
    <>
      <section className={`${CARD} space-y-3`} aria-labelledby="gate-activity-title">
        <div>
          <h2 id="gate-activity-title" className={SECTION_TITLE}>
            {t("organizer.gates.activityTitle")}
          </h2>
          <p className="text-sm text-slate-600">
            {t("organizer.gates.activityIntro")}{" "}
            {t("organizer.gates.asOf", { time: formatWib(activity.as_of, locale) })}
          </p>
        </div>
        {activity.gates.length === 0 ? (
          <p className="text-sm text-slate-700">{t("organizer.gates.noScans")}</p>
        ) : (
          <ScrollRegion>
            <table className="min-w-full divide-y divide-slate-200" data-testid="gate-throughput">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.gates.gateLabel")}
                  </th>
                  {activity.gates[0]?.windows.map((window) => (
                    <th key={window.minutes} scope="col" className={TABLE_HEAD_CELL}>
                      {t("organizer.gates.window", { minutes: window.minutes })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {activity.gates.map((gate) => (
                  <tr key={`${gate.gate_id ?? "typed"}:${gate.name}`}>
                    <th scope="row" className={`${TABLE_CELL} text-left font-medium break-words`}>
                      {gate.name}
                    </th>
                    {gate.windows.map((window) => (
                      <td key={window.minutes} className={`${TABLE_CELL} whitespace-nowrap`}>
                        <span className="block text-emerald-800">
                          {t("organizer.gates.admitted")}: {rate(window.valid, window.valid_per_minute)}
                        </span>
                        <span className="block text-red-800">
                          {t("organizer.gates.refused")}: {rate(window.refused, window.refused_per_minute)}
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
      <section className={`${CARD} space-y-3`} aria-labelledby="gate-doubles-title">
        <div>
          <h2 id="gate-doubles-title" className={SECTION_TITLE}>
            {t("organizer.gates.doublesTitle")}
          </h2>
          <p className="text-sm text-slate-600">{t("organizer.gates.doublesIntro")}</p>
        </div>
        {activity.double_admissions.length === 0 ? (
          <p className="text-sm text-slate-700">{t("organizer.gates.noDoubles")}</p>
        ) : (
          <ScrollRegion>
            <table className="min-w-full divide-y divide-slate-200" data-testid="double-admissions">
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.gates.ticket")}
                  </th>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.gates.first")}
                  </th>
                  <th scope="col" className={TABLE_HEAD_CELL}>
                    {t("organizer.gates.second")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {activity.double_admissions.map((row) => (
                  <tr key={`${row.ticket_id}:${row.second_at}`}>
                    <td className={`${TABLE_CELL} font-mono`}>{row.reference}</td>
                    <td className={TABLE_CELL}>
                      {t("organizer.gates.at", {
                        gate: row.first_gate,
                        time: formatWib(row.first_at, locale),
                      })}
                    </td>
                    <td className={TABLE_CELL}>
                      {t("organizer.gates.at", {
                        gate: row.second_gate,
                        time: formatWib(row.second_at, locale),
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}
