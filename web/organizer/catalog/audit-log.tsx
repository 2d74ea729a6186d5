import { useState } from "react";
import type { AuditList } from "#shared/contracts/organizer-catalog.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { isOneOf, isRecord } from "../../lib/narrow.ts";
import { useOrganizerApi } from "../organizer-api.ts";
import { CARD, ORG_BUTTON } from "../ui.ts";

type Entry = AuditList["rows"][number];
const ENTITIES = ["event", "lifecycle", "category", "seat_map", "visitor_form", "voucher"] as const;
const show = (value: unknown) =>
  value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/** The keys whose values differ between before and after, so an entry reads as "quota: 100 → 80". */
function changes(entry: Entry): { key: string; before: string; after: string }[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  if (!isRecord(before) || !isRecord(after))
    return [{ key: "", before: show(entry.before), after: show(entry.after) }];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: show(before[key]), after: show(after[key]) }));
}

/** The event's change log, newest first: who, when, what, and each changed value before and after. */
export function AuditLog({ orgId, eventId, first }: { orgId: number; eventId: number; first: AuditList }) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const [rows, setRows] = useState(first.rows);
  const [next, setNext] = useState(first.next_before);
  if (rows.length === 0) return <p className={`${CARD} text-slate-700`}>{t("orgCatalog.ui.audit.empty")}</p>;
  const entityName = (entity: string) =>
    isOneOf(ENTITIES, entity) ? t(`orgCatalog.ui.audit.entities.${entity}`) : entity;
  return (
    <div className="space-y-3">
      <ol className="space-y-3" data-testid="audit-list">
        {rows.map((entry) => (
          <li key={entry.id} className={CARD} data-testid="audit-entry">
            <p className="text-sm text-slate-700">
              <time dateTime={entry.created_at}>{formatWib(entry.created_at, locale)}</time> ·{" "}
              <span className="font-medium text-slate-900">
                {entry.actor_name ?? t("orgCatalog.ui.audit.system")}
              </span>
            </p>
            <p className="mt-1 font-semibold text-slate-900">
              {entityName(entry.entity)}
              {entry.before === null ? ` · ${t("orgCatalog.ui.audit.created")}` : ""}
              {entry.after === null ? ` · ${t("orgCatalog.ui.audit.deleted")}` : ""}
            </p>
            {entry.before !== null && entry.after !== null ? (
              <dl className="mt-2 grid gap-1 text-sm">
                {changes(entry).map((change) => (
                  <div key={change.key} className="flex flex-wrap gap-x-2 break-all">
                    <dt className="font-mono text-slate-700">{change.key}</dt>
                    <dd className="text-slate-900">
                      <del className="text-red-800">{change.before}</del> →{" "}
                      <ins className="text-emerald-800 no-underline">{change.after}</ins>
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      {next ? (
        <button
          type="button"
          className={ORG_BUTTON.secondary}
          onClick={async () => {
            const page = await api.call("orgEventAudit", {
              params: { orgId: String(orgId), eventId: String(eventId) },
              query: { before: next, show: 50 },
            });
            setRows((list) => [...list, ...page.rows]);
            setNext(page.next_before);
          }}
        >
          {t("orgCatalog.ui.audit.more")}
        </button>
      ) : null}
    </div>
  );
}
