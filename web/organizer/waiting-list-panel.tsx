import { useEffect, useId, useState } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import {
  OFFER_MINUTES_DEFAULT,
  type OrgWaitingList,
  orgWaitingListBodySchema,
} from "#shared/contracts/waiting-list.ts";
import { bodyForm } from "../forms/body-form.ts";
import { showApiFailure } from "../forms/show-field-errors.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { useOrganizerApi } from "./organizer-api.ts";
import {
  CARD,
  ERROR_TEXT,
  FIELD,
  HINT,
  LABEL,
  ORG_BUTTON,
  SECTION_TITLE,
  TABLE_CELL,
  TABLE_HEAD_CELL,
} from "./ui.ts";

type ListDraft = { enabled: boolean; offer_minutes: string };

const listForm = bodyForm(
  (draft: ListDraft) => ({
    enabled: draft.enabled,
    offer_minutes: /^[0-9]{1,5}$/.test(draft.offer_minutes.trim())
      ? Number(draft.offer_minutes.trim())
      : Number.NaN,
  }),
  orgWaitingListBodySchema,
);

const NAMESPACES = ["waitingList"] as const;

/**
 * The event's waiting lists beside its waiting room: owners and admins turn them on and set how long an
 * offer is held; the office sees, per category, the line, the offers out, those accepted and those paid.
 */
export function WaitingListPanel({ event, canEdit }: { event: OrgEvent; canEdit: boolean }) {
  const api = useOrganizerApi();
  const [list, setList] = useState<OrgWaitingList | null>(null);
  const params = { orgId: String(event.organizationId), eventId: String(event.id) };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per event
  useEffect(() => {
    let live = true;
    api
      .call("orgWaitingList", { params })
      .then((answer) => live && setList(answer))
      .catch(() => live && setList(null));
    return () => {
      live = false;
    };
  }, [api, event.id]);
  if (!list) return null;
  return (
    <WithMessages namespaces={NAMESPACES}>
      <ListForm params={params} initial={list} canEdit={canEdit} onSaved={setList} />
    </WithMessages>
  );
}

function ListForm({
  params,
  initial,
  canEdit,
  onSaved,
}: {
  params: { orgId: string; eventId: string };
  initial: OrgWaitingList;
  canEdit: boolean;
  onSaved: (list: OrgWaitingList) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const snackbar = useSnackbar();
  const ids = useId();
  const form = useSchemaForm(listForm, {
    enabled: initial.enabled,
    offer_minutes: String(initial.offer_minutes || OFFER_MINUTES_DEFAULT),
  });
  const values = form.watch();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = form.handleSubmit(async (body) => {
    setProblem(null);
    setSaving(true);
    try {
      onSaved(await api.call("saveOrgWaitingList", { params, body }));
      snackbar.show("success", t("waitingList.organizer.saved"));
    } catch (error) {
      setProblem(showApiFailure(form.setError, error));
    } finally {
      setSaving(false);
    }
  });
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <section
      className={`${CARD} space-y-4`}
      aria-labelledby={`${ids}-title`}
      data-testid="waiting-list-panel"
    >
      <h2 id={`${ids}-title`} className={SECTION_TITLE}>
        {t("waitingList.organizer.title")}
      </h2>
      <form className="max-w-2xl space-y-4" noValidate onSubmit={save}>
        <div className="flex items-start gap-3">
          <input
            id={`${ids}-enabled`}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0"
            checked={values.enabled}
            disabled={!canEdit}
            onChange={(e) => form.setValue("enabled", e.target.checked)}
          />
          <label htmlFor={`${ids}-enabled`} className={LABEL}>
            {t("waitingList.organizer.enabled")}
          </label>
        </div>
        <div>
          <label htmlFor={`${ids}-minutes`} className={LABEL}>
            {t("waitingList.organizer.offerMinutes")}
          </label>
          <input
            id={`${ids}-minutes`}
            inputMode="numeric"
            className={FIELD}
            value={values.offer_minutes}
            disabled={!canEdit}
            aria-invalid={form.formState.errors.offer_minutes ? true : undefined}
            onChange={(e) => form.setValue("offer_minutes", e.target.value)}
          />
          {form.formState.errors.offer_minutes?.message ? (
            <p className={ERROR_TEXT}>{form.formState.errors.offer_minutes.message}</p>
          ) : null}
        </div>
        {problem ? (
          <p role="alert" className={ERROR_TEXT}>
            {problem}
          </p>
        ) : null}
        {canEdit ? (
          <button type="submit" className={ORG_BUTTON.primary} disabled={saving}>
            {t("waitingList.organizer.save")}
          </button>
        ) : (
          <p className={HINT}>{t("waitingList.organizer.readOnly")}</p>
        )}
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead>
            <tr>
              <th className={TABLE_HEAD_CELL} scope="col">
                {t("waitingList.organizer.category")}
              </th>
              <th className={`${TABLE_HEAD_CELL} text-right`} scope="col">
                {t("waitingList.organizer.waiting")}
              </th>
              <th className={`${TABLE_HEAD_CELL} text-right`} scope="col">
                {t("waitingList.organizer.offersOut")}
              </th>
              <th className={`${TABLE_HEAD_CELL} text-right`} scope="col">
                {t("waitingList.organizer.accepted")}
              </th>
              <th className={`${TABLE_HEAD_CELL} text-right`} scope="col">
                {t("waitingList.organizer.bought")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {initial.categories.map((category) => (
              <tr key={category.category_id}>
                <td className={TABLE_CELL}>{category.name}</td>
                <td className={`${TABLE_CELL} text-right tabular-nums`}>{n(category.waiting)}</td>
                <td className={`${TABLE_CELL} text-right tabular-nums`}>{n(category.offers_out)}</td>
                <td className={`${TABLE_CELL} text-right tabular-nums`}>{n(category.accepted)}</td>
                <td className={`${TABLE_CELL} text-right tabular-nums`}>{n(category.bought)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
