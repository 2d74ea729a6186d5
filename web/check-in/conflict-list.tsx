import { formatWib } from "#shared/format/datetime.ts";
import { useT } from "../lib/i18n.tsx";
import type { AdmittedTwice } from "./use-check-in.ts";

/** Tickets the sync found admitted more than once: the steward should look for the second holder. */
export function ConflictList({ conflicts }: { conflicts: AdmittedTwice[] }) {
  const t = useT();
  if (conflicts.length === 0) return null;
  return (
    <section
      role="alert"
      className="rounded-xl border-2 border-red-600 bg-red-50 p-4"
      data-testid="check-in-conflicts"
    >
      <h2 className="font-bold text-red-800">{t("eTicketsWeb.checkIn.conflictsTitle")}</h2>
      <ul className="mt-2 space-y-1 text-sm text-red-900">
        {conflicts.map((conflict) => (
          <li key={conflict.ticket_id}>
            <span className="font-semibold">{conflict.holder_name}</span>:{" "}
            {conflict.admissions
              .map((admission) => `${admission.gate}, ${formatWib(admission.at, t.locale, "time")}`)
              .join(" · ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
