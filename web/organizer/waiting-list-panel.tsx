import { useId } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import {
  OFFER_MINUTES_DEFAULT,
  type OrgWaitingList,
  type OrgWaitingListBody,
  orgWaitingListBodySchema,
} from "#shared/contracts/waiting-list.ts";
import { bodyForm } from "../forms/body-form.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useEventSettings, useSettingsSave } from "./event-settings.ts";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";

type ListDraft = { offer_minutes: string; switches: { category_id: number; enabled: boolean }[] };

const listForm = bodyForm(
  (draft: ListDraft) => ({
    offer_minutes: /^[0-9]{1,5}$/.test(draft.offer_minutes.trim())
      ? Number(draft.offer_minutes.trim())
      : Number.NaN,
    categories: draft.switches,
  }),
  orgWaitingListBodySchema,
);

const NAMESPACES = ["waitingList"] as const;

/**
 * The event's waiting lists beside its waiting room: owners and admins switch each category's list on
 * and set how long an offer is held; the office sees, per category, the line, the offers out, those
 * accepted and those paid. A seated category says plainly that it has no list instead of a dead switch.
 */
export function WaitingListPanel({ event, canEdit }: { event: OrgEvent; canEdit: boolean }) {
  const api = useOrganizerApi();
  const params = { orgId: String(event.organizationId), eventId: String(event.id) };
  const [list, setList] = useEventSettings(() => api.call("orgWaitingList", { params }), event.id);
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
  const api = useOrganizerApi();
  const ids = useId();
  const form = useSchemaForm(listForm, {
    offer_minutes: String(initial.offer_minutes || OFFER_MINUTES_DEFAULT),
    switches: initial.categories
      .filter((category) => !category.seated)
      .map((category) => ({ category_id: category.category_id, enabled: category.enabled })),
  });
  const values = form.watch();
  const { submit, problem, saving } = useSettingsSave(
    form.setError,
    (body: OrgWaitingListBody) => api.call("saveOrgWaitingList", { params, body }),
    onSaved,
    t("waitingList.organizer.saved"),
  );
  const save = form.handleSubmit(submit);
  const setSwitch = (categoryId: number, enabled: boolean) =>
    form.setValue(
      "switches",
      values.switches.map((entry) => (entry.category_id === categoryId ? { ...entry, enabled } : entry)),
    );
  const anySeated = initial.categories.some((category) => category.seated);
  return (
    <section
      className={`${CARD} space-y-4`}
      aria-labelledby={`${ids}-title`}
      data-testid="waiting-list-panel"
    >
      <div>
        <h2 id={`${ids}-title`} className={SECTION_TITLE}>
          {t("waitingList.organizer.title")}
        </h2>
        <p className={HINT}>{t("waitingList.organizer.intro")}</p>
      </div>
      <form className="space-y-4" noValidate onSubmit={save}>
        <div className="max-w-sm">
          <label htmlFor={`${ids}-minutes`} className={LABEL}>
            {t("waitingList.organizer.offerMinutes")}
          </label>
          <input
            id={`${ids}-minutes`}
            inputMode="numeric"
            className={FIELD}
            value={values.offer_minutes}
            disabled={!canEdit}
            aria-describedby={`${ids}-minutes-hint`}
            aria-invalid={form.formState.errors.offer_minutes ? true : undefined}
            onChange={(e) => form.setValue("offer_minutes", e.target.value)}
          />
          <p id={`${ids}-minutes-hint`} className={HINT}>
            {t("waitingList.organizer.offerMinutesHint")}
          </p>
          {form.formState.errors.offer_minutes?.message ? (
            <p className={ERROR_TEXT}>{form.formState.errors.offer_minutes.message}</p>
          ) : null}
        </div>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {initial.categories.map((category) => (
            <CategoryRow
              key={category.category_id}
              category={category}
              enabled={
                values.switches.find((entry) => entry.category_id === category.category_id)?.enabled ?? false
              }
              canEdit={canEdit}
              onSwitch={(enabled) => setSwitch(category.category_id, enabled)}
            />
          ))}
        </ul>
        {anySeated ? <p className={HINT}>{t("waitingList.organizer.seatedWhy")}</p> : null}
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
    </section>
  );
}

/** One category: its switch (or why it has none) and its list's figures. */
function CategoryRow({
  category,
  enabled,
  canEdit,
  onSwitch,
}: {
  category: OrgWaitingList["categories"][number];
  enabled: boolean;
  canEdit: boolean;
  onSwitch: (enabled: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const n = (value: number) => value.toLocaleString(locale);
  const figures = [
    ["waiting", category.waiting],
    ["offersOut", category.offers_out],
    ["accepted", category.accepted],
    ["bought", category.bought],
  ] as const;
  return (
    <li className="space-y-3 p-3 sm:p-4" data-testid={`waiting-list-category-${category.category_id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{category.name}</p>
        {category.seated ? (
          <p className="text-sm text-slate-600">{t("waitingList.organizer.seated")}</p>
        ) : (
          <label htmlFor={id} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              id={id}
              type="checkbox"
              role="switch"
              className="h-5 w-5 shrink-0"
              checked={enabled}
              aria-checked={enabled}
              disabled={!canEdit}
              aria-label={t("waitingList.organizer.switchLabel", { category: category.name })}
              onChange={(e) => onSwitch(e.target.checked)}
            />
            {t("waitingList.organizer.list")}
          </label>
        )}
      </div>
      {category.seated ? null : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {figures.map(([key, value]) => (
            <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{t(`waitingList.organizer.${key}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums text-slate-900" data-testid={`figure-${key}`}>
                {n(value)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
