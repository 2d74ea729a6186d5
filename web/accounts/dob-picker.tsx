import { useId } from "react";
import { useT } from "../lib/i18n.tsx";

/** Spec section 5: the picker opens on 1 January 1998 and its years go back 70 years from last year. */
export const DOB_PICKER_DEFAULT = "1998-01-01";
const YEAR_SPAN = 70;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function yearOptions(today: Date = new Date()): number[] {
  const lastYear = today.getUTCFullYear() - 1;
  return Array.from({ length: YEAR_SPAN + 1 }, (_, i) => lastYear - i);
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Date of birth as three selects (day, month, year). The day list follows the chosen month and year, and
 * a day that no longer exists (31 after switching to February) snaps to the month's last day.
 */
export function DobPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const t = useT();
  const id = useId();
  const [y = 0, m = 0, d = 0] = (value || DOB_PICKER_DEFAULT).split("-").map(Number);
  const months = t("auth.months").split("|");
  const set = (year: number, month: number, day: number) =>
    onChange(`${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`);
  const select = "h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm";
  return (
    <fieldset className="space-y-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t("auth.dob")}</legend>
      <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
        <select
          aria-label={t("auth.day")}
          value={d}
          onChange={(e) => set(y, m, Number(e.target.value))}
          className={select}
        >
          {Array.from({ length: daysInMonth(y, m) }, (_, i) => i + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          aria-label={t("auth.month")}
          value={m}
          onChange={(e) => set(y, Number(e.target.value), d)}
          className={select}
        >
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={t("auth.year")}
          value={y}
          onChange={(e) => set(Number(e.target.value), m, d)}
          className={select}
        >
          {yearOptions().map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
