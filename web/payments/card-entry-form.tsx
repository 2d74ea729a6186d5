import { type FormEvent, useId, useState } from "react";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { tokenizeCard } from "./sandbox-client.ts";

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
}

const INPUT =
  "h-11 w-full rounded-xl border border-slate-300 bg-white px-3 font-mono text-slate-900 placeholder:text-slate-400";

/** One numeric card input with its label; the CVV is masked. */
function CardField({
  name,
  label,
  autoComplete,
  pattern,
  maxLength,
  secret = false,
}: {
  name: string;
  label: string;
  autoComplete: string;
  pattern: string;
  maxLength: number;
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
        name={name}
        type={secret ? "password" : "text"}
        inputMode="numeric"
        autoComplete={autoComplete}
        required
        pattern={pattern}
        maxLength={maxLength}
        className={`${INPUT} mt-1`}
      />
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
  const [busy, setBusy] = useState(false);
  const [rejected, setRejected] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").replace(/\s+/g, "");
    setBusy(true);
    setRejected(false);
    try {
      const answer = await tokenizeCard(gatewayBase, {
        card_number: value("card_number"),
        card_exp_month: value("card_exp_month").padStart(2, "0"),
        card_exp_year: value("card_exp_year"),
        card_cvn: value("card_cvn"),
      });
      const card = answer.data;
      if (!answer.ok || !card || card.status !== "VERIFIED") return setRejected(true);
      onToken({ token: card.id, brand: card.card_info.brand, last4: card.masked_card_number.slice(-4) });
    } catch {
      setRejected(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-3"
      data-testid="card-entry"
      aria-describedby={rejected ? errorId : undefined}
    >
      <CardField
        name="card_number"
        label={t("paymentsWeb.page.cardNumber")}
        autoComplete="cc-number"
        pattern="[0-9 ]{12,23}"
        maxLength={23}
      />
      <div className="grid grid-cols-3 gap-3">
        <CardField
          name="card_exp_month"
          label={t("paymentsWeb.page.cardExpiryMonth")}
          autoComplete="cc-exp-month"
          pattern="(0?[1-9]|1[0-2])"
          maxLength={2}
        />
        <CardField
          name="card_exp_year"
          label={t("paymentsWeb.page.cardExpiryYear")}
          autoComplete="cc-exp-year"
          pattern="20[0-9]{2}"
          maxLength={4}
        />
        <CardField
          name="card_cvn"
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
