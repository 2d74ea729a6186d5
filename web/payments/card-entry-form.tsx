import { useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { sandboxCardTokenRequestSchema } from "#shared/contracts/payments.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { bodyForm } from "../forms/body-form.ts";
import { useSchemaForm } from "../forms/use-schema-form.ts";
import { useT } from "../lib/i18n.tsx";
import { tokenizeCard } from "./sandbox-client.ts";

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

const INPUT =
  "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 font-mono text-slate-900 placeholder:text-slate-400";

type CardDraft = { card_number: string; card_exp_month: string; card_exp_year: string; card_cvn: string };

/** Spaces typed between digit groups are dropped; a one-digit month gets its leading zero. */
const digits = (value: string) => value.replace(/\s+/g, "");
const cardForm = bodyForm(
  (draft: CardDraft) => ({
    card_number: digits(draft.card_number),
    card_exp_month: digits(draft.card_exp_month).padStart(2, "0"),
    card_exp_year: digits(draft.card_exp_year),
    card_cvn: digits(draft.card_cvn),
  }),
  sandboxCardTokenRequestSchema,
);

/** One numeric card input with its label; the CVV is masked. */
function CardField({
  field,
  label,
  autoComplete,
  pattern,
  maxLength,
  error,
  secret = false,
}: {
  field: UseFormRegisterReturn;
  label: string;
  autoComplete: string;
  pattern: string;
  maxLength: number;
  error: string | undefined;
  secret?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        {...field}
        type={secret ? "password" : "text"}
        inputMode="numeric"
        autoComplete={autoComplete}
        required
        pattern={pattern}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${INPUT} mt-1`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Card entry for the `card` method. The number goes from the browser straight to the gateway's tokenize
 * endpoint (PCI DSS: keep card data off our servers); the caller gets only the token, brand and last 4
 * digits, which is all buy-ticket accepts. The checkout's payment step mounts it when "card" is chosen.
 */
export function CardEntryForm({
  gatewayBase,
  onToken,
}: {
  gatewayBase: string;
  onToken(card: CardToken): void;
}) {
  const t = useT();
  const errorId = useId();
  const form = useSchemaForm(cardForm, {
    card_number: "",
    card_exp_month: "",
    card_exp_year: "",
    card_cvn: "",
  });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState(false);
  // The browser's own checks (required, pattern) run first; the schema is the gateway's.
  const submit = form.handleSubmit(async (card) => {
    setBusy(true);
    setRejected(false);
    try {
      const answer = await tokenizeCard(gatewayBase, card);
      const token = answer.data;
      if (!answer.ok || !token || token.status !== "VERIFIED") return setRejected(true);
      onToken({ token: token.id, brand: token.card_info.brand, last4: token.masked_card_number.slice(-4) });
    } catch {
      setRejected(true);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      data-testid="card-entry"
      aria-describedby={rejected ? errorId : undefined}
    >
      <CardField
        field={form.register("card_number")}
        error={errors.card_number?.message}
        label={t("paymentsWeb.page.cardNumber")}
        autoComplete="cc-number"
        pattern="[0-9 ]{12,23}"
        maxLength={23}
      />
      <div className="grid grid-cols-3 gap-3">
        <CardField
          field={form.register("card_exp_month")}
          error={errors.card_exp_month?.message}
          label={t("paymentsWeb.page.cardExpiryMonth")}
          autoComplete="cc-exp-month"
          pattern="(0?[1-9]|1[0-2])"
          maxLength={2}
        />
        <CardField
          field={form.register("card_exp_year")}
          error={errors.card_exp_year?.message}
          label={t("paymentsWeb.page.cardExpiryYear")}
          autoComplete="cc-exp-year"
          pattern="20[0-9]{2}"
          maxLength={4}
        />
        <CardField
          field={form.register("card_cvn")}
          error={errors.card_cvn?.message}
          label={t("paymentsWeb.page.cardCvn")}
          autoComplete="cc-csc"
          pattern="[0-9]{3,4}"
          maxLength={4}
          secret
        />
      </div>
      <p className="text-xs text-slate-500">{t("paymentsWeb.page.cardPrivacy")}</p>
      {rejected ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {t("paymentsWeb.page.cardRejected")}
        </p>
      ) : null}
      <button type="submit" className={BUTTON_CLASS.primary} disabled={busy}>
        {busy ? t("paymentsWeb.page.cardSending") : t("paymentsWeb.page.cardSubmit")}
      </button>
    </form>
  );
}
