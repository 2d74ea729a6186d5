import { useId } from "react";
import { paymentEwalletBodySchema } from "#shared/contracts/payments.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { useTransactionAction } from "./use-transaction-action.ts";

/** The retry's body without the transaction, which the page names itself. */
const ovoRetryForm = paymentEwalletBodySchema.pick({ phone_number: true });

/** A new push needs the number again: the server keeps only its masked form. */
export default function OvoRetry({ externalId }: { externalId: string }) {
  const t = useT();
  const { busy, run } = useTransactionAction();
  const phoneId = useId();
  const form = useSchemaForm(ovoRetryForm, { phone_number: "" });
  const phoneError = form.formState.errors.phone_number?.message;
  // The browser's own checks (required, pattern) run first; then the body's rule for the number.
  const retry = form.handleSubmit((body) =>
    run((payments) => payments.pushEwallet(externalId, body.phone_number)),
  );
  return (
    <form className="space-y-3 text-left" data-testid="ovo-failed" onSubmit={retry}>
      <p role="alert" className="text-center text-sm font-medium text-red-700">
        {t("paymentsWeb.page.ovoFailed")}
      </p>
      <label htmlFor={phoneId} className="block text-sm font-medium text-slate-700">
        {t("paymentsWeb.page.ovoPhone")}
      </label>
      <input
        id={phoneId}
        {...form.register("phone_number")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        pattern="(\+62|62|0)8[0-9]{7,12}"
        placeholder="08xxxxxxxxxx"
        aria-invalid={phoneError ? true : undefined}
        aria-describedby={phoneError ? `${phoneId}-error` : undefined}
        className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400"
      />
      {phoneError ? (
        <p id={`${phoneId}-error`} className="text-xs font-medium text-red-700">
          {phoneError}
        </p>
      ) : null}
      <button type="submit" className={`${BUTTON_CLASS.secondary} w-full`} disabled={busy}>
        {t("paymentsWeb.page.ovoRetry")}
      </button>
    </form>
  );
}
