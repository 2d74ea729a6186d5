import type { FormEvent } from "react";
import { type FieldValue, fieldsFor, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import type { CheckoutDetail } from "./checkout-api.ts";
import { FieldList } from "./field-list.tsx";
import type { Values } from "./form-values.ts";
import { CARD, ERROR_TEXT, STEP_HEADING } from "./ui.ts";

export type Slot = CheckoutDetail["participants"][number];
export type CopySource = "buyer" | "first";

/** Step 2: one form per ticket (seated ones in seat order), with 'same as buyer' / 'same as visitor 1'. */
export function VisitorsStep({
  slots,
  fields,
  visitors,
  errors,
  serverErrors,
  copiedFrom,
  error,
  saving,
  onChange,
  onCopy,
  onBack,
  onSubmit,
}: {
  slots: readonly Slot[];
  fields: readonly VisitorField[];
  visitors: readonly Values[];
  errors: readonly Record<string, string>[];
  serverErrors: Record<number, Record<string, string>>;
  copiedFrom: readonly (CopySource | null)[];
  error: string | null;
  saving: boolean;
  onChange: (index: number, key: string, value: FieldValue) => void;
  onCopy: (index: number, source: CopySource | null) => void;
  onBack: () => void;
  /** The visitors form's submit: checks every visitor, then saves them. */
  onSubmit: (event: FormEvent) => void;
}) {
  const t = useT();
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="visitors-step">
      <div>
        <h2 className={STEP_HEADING}>{t("checkoutWeb.visitors.heading")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("checkoutWeb.visitors.intro")}</p>
      </div>
      {slots.map((slot, index) => (
        <section
          key={slot.index}
          className={CARD}
          aria-labelledby={`visitor-${index}`}
          data-testid="visitor-form"
        >
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id={`visitor-${index}`} className="font-bold text-slate-900">
              {t("checkoutWeb.visitors.visitor", { number: index + 1 })}
            </h3>
            <p className="text-sm text-slate-600">
              {slot.ticket_name}
              {slot.seat ? ` · ${t("checkoutWeb.visitors.seat", { seat: slot.seat })}` : ""}
            </p>
          </div>
          <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
            <CopyToggle
              label={t("checkoutWeb.visitors.sameAsBuyer")}
              checked={copiedFrom[index] === "buyer"}
              onChange={(on) => onCopy(index, on ? "buyer" : null)}
            />
            {index > 0 ? (
              <CopyToggle
                label={t("checkoutWeb.visitors.sameAsFirst")}
                checked={copiedFrom[index] === "first"}
                onChange={(on) => onCopy(index, on ? "first" : null)}
              />
            ) : null}
          </div>
          <FieldList
            fields={fieldsFor(fields, slot.ticket_name)}
            ticketName={slot.ticket_name}
            values={visitors[index] ?? {}}
            errors={errors[index] ?? {}}
            serverErrors={serverErrors[index]}
            onChange={(key, value) => onChange(index, key, value)}
          />
        </section>
      ))}
      {error ? (
        <p role="alert" className={ERROR_TEXT} data-testid="visitors-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-between">
        <button type="button" onClick={onBack} className={BUTTON_CLASS.secondary}>
          {t("checkoutWeb.visitors.back")}
        </button>
        <button type="submit" disabled={saving} className={BUTTON_CLASS.primary}>
          {saving ? t("checkoutWeb.visitors.saving") : t("checkoutWeb.visitors.next")}
        </button>
      </div>
    </form>
  );
}

function CopyToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-brand-600"
      />
      {label}
    </label>
  );
}
