import type { FormEvent } from "react";
import type { FieldValue } from "#shared/checkout/visitor-fields.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { FieldList } from "./field-list.tsx";
import { BUYER_FIELDS, type Values } from "./form-values.ts";
import { CARD, STEP_HEADING } from "./ui.ts";

/** Step 1: who buys (name, e-mail for the e-ticket, phone with country code). */
export function BuyerStep({
  values,
  errors,
  serverErrors,
  onChange,
  onSubmit,
}: {
  values: Values;
  errors: Record<string, string>;
  serverErrors: Record<string, string>;
  onChange: (key: string, value: FieldValue) => void;
  /** The buyer form's submit: checks the step, then moves on. */
  onSubmit: (event: FormEvent) => void;
}) {
  const t = useT();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={CARD}
      data-testid="buyer-step"
      aria-labelledby="buyer-heading"
    >
      <h2 id="buyer-heading" className={STEP_HEADING}>
        {t("checkoutWeb.buyer.heading")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t("checkoutWeb.buyer.intro")}</p>
      <FieldList
        fields={BUYER_FIELDS}
        ticketName=""
        values={values}
        errors={errors}
        serverErrors={serverErrors}
        onChange={onChange}
      />
      <div className="mt-6 flex justify-end">
        <button type="submit" className={`${BUTTON_CLASS.primary} w-full desktop:w-auto`}>
          {t("checkoutWeb.buyer.next")}
        </button>
      </div>
    </form>
  );
}
