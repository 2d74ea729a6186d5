import { useId } from "react";
import type { OrgEvent } from "#shared/contracts/organizer.ts";
import { type OrgResale, type OrgResaleBody, orgResaleBodySchema } from "#shared/contracts/resale.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { bodyForm } from "../forms/body-form.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useLocale, useT, WithMessages } from "../lib/i18n.tsx";
import { useEventSettings, useSettingsSave } from "./event-settings.ts";
import { useOrganizerApi } from "./organizer-api.ts";
import { CARD, ERROR_TEXT, FIELD, HINT, LABEL, ORG_BUTTON, SECTION_TITLE } from "./ui.ts";

type ResaleDraft = { enabled: boolean; list_until_hours: string; seller_fee: string; transfer_cap: string };

const wholeNumber = (text: string) => (/^[0-9]{1,13}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const resaleForm = bodyForm(
  (draft: ResaleDraft) => ({
    enabled: draft.enabled,
    list_until_hours: wholeNumber(draft.list_until_hours),
    seller_fee: wholeNumber(draft.seller_fee),
    transfer_cap: draft.transfer_cap.trim() === "" ? null : wholeNumber(draft.transfer_cap),
  }),
  orgResaleBodySchema,
);

const NAMESPACES = ["resale", "validation"] as const;

/**
 * Face-value resale beside the waiting lists: owners and admins switch it on and set when listing
 * closes, the seller's fee and the transfer cap; the office sees how many tickets were listed, sold and
 * what was repaid to sellers.
 */
export function ResalePanel({ event, canEdit }: { event: OrgEvent; canEdit: boolean }) {
  const api = useOrganizerApi();
  const params = { orgId: String(event.organizationId), eventId: String(event.id) };
  const [resale, setResale] = useEventSettings(() => api.call("orgResale", { params }), event.id);
  if (!resale) return null;
  return (
    <WithMessages namespaces={NAMESPACES}>
      <ResaleForm params={params} initial={resale} canEdit={canEdit} onSaved={setResale} />
    </WithMessages>
  );
}

function ResaleForm({
  params,
  initial,
  canEdit,
  onSaved,
}: {
  params: { orgId: string; eventId: string };
  initial: OrgResale;
  canEdit: boolean;
  onSaved: (resale: OrgResale) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useOrganizerApi();
  const ids = useId();
  const form = useSchemaForm(resaleForm, {
    enabled: initial.enabled,
    list_until_hours: String(initial.list_until_hours),
    seller_fee: String(initial.seller_fee),
    transfer_cap: initial.transfer_cap === null ? "" : String(initial.transfer_cap),
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const { submit, problem, saving } = useSettingsSave(
    form.setError,
    (body: OrgResaleBody) => api.call("saveOrgResale", { params, body }),
    onSaved,
    t("resale.organizer.saved"),
  );
  const save = form.handleSubmit(submit);
  const fields = [
    ["list_until_hours", "listUntilHours", errors.list_until_hours?.message],
    ["seller_fee", "sellerFee", errors.seller_fee?.message],
    ["transfer_cap", "transferCap", errors.transfer_cap?.message],
  ] as const;
  const figures = [
    ["listed", initial.listed.toLocaleString(locale)],
    ["sold", initial.sold.toLocaleString(locale)],
    ["repaid", formatRupiah(initial.repaid, locale)],
  ] as const;
  return (
    <section className={`${CARD} space-y-4`} aria-labelledby={`${ids}-title`} data-testid="resale-panel">
      <div>
        <h2 id={`${ids}-title`} className={SECTION_TITLE}>
          {t("resale.organizer.title")}
        </h2>
        <p className={HINT}>{t("resale.organizer.intro")}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`resale.organizer.${key}`)}</dt>
            <dd
              className="text-base font-semibold tabular-nums text-slate-900 sm:text-lg"
              data-testid={`resale-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <form className="space-y-4" noValidate onSubmit={save}>
        <label
          htmlFor={`${ids}-enabled`}
          className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800"
        >
          <input
            id={`${ids}-enabled`}
            type="checkbox"
            role="switch"
            className="h-5 w-5 shrink-0"
            checked={values.enabled}
            aria-checked={values.enabled}
            disabled={!canEdit}
            onChange={(e) => form.setValue("enabled", e.target.checked)}
            data-testid="resale-enabled"
          />
          {t("resale.organizer.enabled")}
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          {fields.map(([name, label, message]) => (
            <div key={name}>
              <label htmlFor={`${ids}-${name}`} className={LABEL}>
                {t(`resale.organizer.${label}`)}
              </label>
              <input
                id={`${ids}-${name}`}
                inputMode="numeric"
                className={FIELD}
                value={values[name]}
                disabled={!canEdit}
                aria-invalid={message ? true : undefined}
                onChange={(e) => form.setValue(name, e.target.value)}
                data-testid={`resale-${name}`}
              />
              {message ? <p className={ERROR_TEXT}>{message}</p> : null}
            </div>
          ))}
        </div>
        {problem ? (
          <p role="alert" className={ERROR_TEXT}>
            {problem}
          </p>
        ) : null}
        {canEdit ? (
          <button type="submit" className={ORG_BUTTON.primary} disabled={saving} data-testid="resale-save">
            {t("resale.organizer.save")}
          </button>
        ) : (
          <p className={HINT}>{t("resale.organizer.readOnly")}</p>
        )}
      </form>
    </section>
  );
}
