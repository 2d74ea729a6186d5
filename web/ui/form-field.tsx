import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from "react";
import { useT } from "../lib/i18n.tsx";
import { EyeIcon, EyeOffIcon } from "../shell/icons.tsx";

const inputClass =
  "h-11 w-full rounded-lg border bg-white px-3 text-sm text-ink placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600";

interface FieldFrameProps {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control and the field-level error under it (spec section 8), wired for screen readers. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <div id={hintId} className="text-xs text-slate-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  /** Reaches the <input> (react-hook-form's `register` focuses the first invalid field through it). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, className = "", ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          maxLength={255}
          className={`${inputClass} border-slate-300 ${className}`}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

/** A password input with a reveal/hide toggle that keeps the field's accessible name. */
export function PasswordField({ label, error, hint, ...input }: InputProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? "text" : "password"}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            maxLength={128}
            className={`${inputClass} border-slate-300 pr-12`}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center text-slate-500 hover:text-brand-700"
          >
            {visible ? <EyeOffIcon width={20} height={20} /> : <EyeIcon width={20} height={20} />}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  label: string;
  error?: string | null;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ label, error, placeholder, options, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={`${inputClass} border-slate-300`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function PrimaryButton({ children, ...button }: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="submit"
      className="h-11 w-full rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      {...button}
    >
      {children}
    </button>
  );
}
