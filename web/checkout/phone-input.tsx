import { useId } from "react";
import { useT } from "../lib/i18n.tsx";
import { FieldError } from "./field-error.tsx";
import { COUNTRY_CODES, joinPhone, splitPhone } from "./form-values.ts";

/** Country code (+62 by default) and the number; the value is "+62 81234567890", as the server checks. */
export function PhoneInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const { code, number } = splitPhone(value);
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <select
          aria-label={t("checkoutWeb.buyer.countryCode")}
          value={code}
          onChange={(event) => onChange(joinPhone(event.target.value, number))}
          className="h-11 w-24 shrink-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-ink focus:border-brand-600"
        >
          {(COUNTRY_CODES.includes(code) ? COUNTRY_CODES : [code, ...COUNTRY_CODES]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={16}
          value={number}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(joinPhone(code, event.target.value))}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          placeholder="81234567890"
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
