import { useId } from "react";
import type { FieldValue, VisitorField } from "#shared/checkout/visitor-fields.ts";
import { useT } from "../lib/i18n.tsx";
import { SelectField, TextField } from "../ui/form-field.tsx";
import { FieldError } from "./field-error.tsx";
import { ListInput } from "./list-input.tsx";
import { PhoneInput } from "./phone-input.tsx";

export interface FieldInputProps {
  field: VisitorField;
  ticketName: string;
  value: FieldValue | undefined;
  error: string | null;
  onChange: (value: FieldValue) => void;
}

const text = (value: FieldValue | undefined) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** One configured visitor field, drawn by its type (spec section 3); the label is the organiser's. */
export function FieldInput({ field, ticketName, value, error, onChange }: FieldInputProps) {
  const t = useT();
  const filler = field.allow_filler ? t("checkoutWeb.visitors.fillerHint") : undefined;
  const hint = [field.help, filler].filter(Boolean).join(" ") || undefined;
  const common = { label: field.label, error, hint, required: field.required, name: field.key };
  switch (field.type) {
    case "phone":
      return <PhoneInput label={field.label} value={text(value)} error={error} onChange={onChange} />;
    case "list":
      return (
        <ListInput
          label={field.label}
          max={field.max_items ?? 3}
          value={Array.isArray(value) ? value : []}
          error={error}
          onChange={onChange}
        />
      );
    case "dropdown": {
      const options = field.ticket_options?.[ticketName] ?? field.options ?? [];
      return (
        <SelectField
          label={field.label}
          error={error}
          name={field.key}
          value={text(value)}
          placeholder={t("checkoutWeb.visitors.choose")}
          options={options.map((option) => ({ value: option, label: option }))}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    }
    case "yes_no":
      return <YesNo field={field} value={value} error={error} onChange={onChange} />;
    case "agreement":
      return <Agreement field={field} value={value} error={error} onChange={onChange} />;
    case "date":
      return (
        <TextField {...common} type="date" value={text(value)} onChange={(e) => onChange(e.target.value)} />
      );
    case "email":
      return (
        <TextField
          {...common}
          type={field.allow_filler ? "text" : "email"}
          autoComplete="email"
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "nik":
      return (
        <TextField
          {...common}
          inputMode="numeric"
          maxLength={16}
          autoComplete="off"
          value={text(value)}
          onChange={(e) => onChange(e.target.value.replace(/\s/g, ""))}
        />
      );
    case "number":
      return (
        <TextField
          {...common}
          inputMode={field.allow_filler ? "text" : "decimal"}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          maxLength={field.max_length}
          autoComplete={field.key === "name" ? "name" : undefined}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

type ChoiceProps = Omit<FieldInputProps, "ticketName">;

function YesNo({ field, value, error, onChange }: ChoiceProps) {
  const t = useT();
  // One radio group per visitor: several visitors answer the same question on one page.
  const group = `${useId()}-${field.key}`;
  const answer = value === true || value === "yes" ? "yes" : value === false || value === "no" ? "no" : "";
  return (
    <fieldset className="space-y-1" aria-invalid={Boolean(error)}>
      <legend className="block text-sm font-medium text-slate-800">{field.label}</legend>
      <div className="flex gap-3">
        {(["yes", "no"] as const).map((option) => (
          <label
            key={option}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={group}
              checked={answer === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-600"
            />
            {t(`checkoutWeb.visitors.${option}`)}
          </label>
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}

function Agreement({ field, value, error, onChange }: ChoiceProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          name={field.key}
          checked={value === true}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={Boolean(error)}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>{field.label}</span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
