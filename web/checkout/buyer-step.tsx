import type { FormEvent } from "react";
import type { FieldValue } from "#shared/checkout/visitor-fields.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { FieldList } from "./field-list.tsx";
import { BUYER_FIELDS, type Problems, type Values } from "./form-values.ts";
import { CARD, STEP_HEADING } from "./ui.ts";

/** Step 1: who buys (name, e-mail for the e-ticket, phone with country code). */
export function BuyerStep({
  values,
  problems,
  serverErrors,
  onChange,
  onNext,
}: {
  values: Values;
  problems: Problems | null;
  serverErrors: Record<string, string>;
  onChange: (key: string, value: FieldValue) => void;
  onNext: () => void;
}) {
  const t = useT();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
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
        problems={problems}
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
