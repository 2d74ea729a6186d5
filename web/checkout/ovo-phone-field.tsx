import { useEffect, useId, useState } from "react";
import { compactPhone, validateIndonesianMobile } from "#shared/validation/phone.ts";
import type { ApiClient } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { FieldError } from "./field-error.tsx";

const usable = (phone: unknown): string | null =>
  typeof phone === "string" && validateIndonesianMobile(phone) === null ? compactPhone(phone) : null;

/**
 * The number the OVO push goes to: the buyer's profile phone when it is an
 * Indonesian mobile number, else the checkout's buyer phone, and editable. `check` validates it with
 * the shared rule (the server checks the same) and answers the number to send, or null after showing why.
 */
export function useOvoPhone(client: ApiClient, buyerPhone: unknown, active: boolean) {
  const t = useT();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!active || value !== null) return;
    let live = true;
    const fallback = usable(buyerPhone) ?? "";
    client
      .call("myData")
      .then((profile) => live && setValue((current) => current ?? usable(profile.phone_number) ?? fallback))
      .catch(() => live && setValue((current) => current ?? fallback));
    return () => {
      live = false;
    };
  }, [client, buyerPhone, active, value]);

  const check = (): string | null => {
    const problem = validateIndonesianMobile(value ?? "");
    if (!problem) return compactPhone(value ?? "");
    setError(t(`validation.${problem.key}`, problem.vars));
    requestAnimationFrame(() => document.getElementById("ovo-phone")?.focus());
    return null;
  };
  const change = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value: value ?? "", error, setError, change, check };
}

export type OvoPhone = ReturnType<typeof useOvoPhone>;

/** Shown under OVO once it is chosen. */
export function OvoPhoneField({ phone }: { phone: OvoPhone }) {
  const t = useT();
  const hintId = useId();
  const errorId = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="checkout-ovo">
      <label htmlFor="ovo-phone" className="block text-sm font-semibold text-slate-900">
        {t("checkoutWeb.payment.ovo.label")}
      </label>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {t("checkoutWeb.payment.ovo.hint")}
      </p>
      <input
        id="ovo-phone"
        name="ovo_phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xxxxxxxxxx"
        value={phone.value}
        onChange={(event) => phone.change(event.target.value)}
        aria-invalid={phone.error ? true : undefined}
        aria-describedby={phone.error ? `${hintId} ${errorId}` : hintId}
        className="mt-2 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-400 aria-invalid:border-red-600"
      />
      <div className="mt-1">
        <FieldError id={errorId} error={phone.error} />
      </div>
    </section>
  );
}
