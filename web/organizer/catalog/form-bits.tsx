import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { ERROR_TEXT, FIELD, HINT, LABEL } from "../ui.ts";

/** A labelled control with its hint and its error, wired for screen readers. */
export function Labelled({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ERROR_TEXT}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input; the rest of its props go to the input (a form's `register(...)` among them). */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string | undefined } & ComponentPropsWithRef<"input">) {
  return (
    <Labelled label={label} error={error}>
      {(props) => <input {...props} className={FIELD} {...input} />}
    </Labelled>
  );
}

/** A labelled text area of two rows; the rest of its props go to the text area. */
export function TextAreaField({
  label,
  error,
  ...area
}: { label: string; error?: string | undefined } & ComponentPropsWithRef<"textarea">) {
  return (
    <Labelled label={label} error={error}>
      {(props) => <textarea {...props} rows={2} className={FIELD} {...area} />}
    </Labelled>
  );
}

/** A labelled drop-down of `options`; the rest of its props go to the select. */
export function SelectField({
  label,
  error,
  options,
  ...select
}: {
  label: string;
  error?: string | undefined;
  options: readonly { value: string | number; label: string }[];
} & ComponentPropsWithRef<"select">) {
  return (
    <Labelled label={label} error={error}>
      {(props) => (
        <select {...props} className={FIELD} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** `""` -> null, digits -> the number (the API refuses anything else with its own message). */
export const numberOrNull = (value: string): number | null => (value.trim() === "" ? null : Number(value));
export const splitList = (value: string): string[] =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
