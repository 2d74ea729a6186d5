import { useT } from "../lib/i18n.tsx";
import { MinusIcon, PlusIcon } from "./event-icons.tsx";

const STEP =
  "grid size-10 place-items-center rounded-full border text-brand-700 transition-colors aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-400";

/**
 * − value + for one category. The buttons stay focusable at the ends (aria-disabled, not disabled), so
 * keyboard focus is not lost when the last allowed ticket is added; the new value is announced.
 */
export function QuantityStepper({
  name,
  value,
  max,
  min = 1,
  onChange,
  limitText,
}: {
  name: string;
  value: number;
  max: number;
  /** The fewest tickets one order may take: + goes from 0 straight to it, − from it back to 0. */
  min?: number;
  onChange: (value: number) => void;
  /** Why no more can be added, shown once the cap is reached. */
  limitText: string | null;
}) {
  const t = useT();
  const atMin = value <= 0;
  const atMax = value >= max || (value === 0 && min > max);
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2" data-testid="quantity-stepper">
      {atMax && limitText ? (
        <p className="text-sm font-medium text-amber-800" data-testid="limit-text">
          {limitText}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-label={t("ticketPicker.decrease", { name })}
          aria-disabled={atMin}
          onClick={() => !atMin && onChange(value <= min ? 0 : value - 1)}
          className={`${STEP} border-brand-600 hover:bg-brand-50`}
        >
          <MinusIcon />
        </button>
        <output aria-live="polite" className="w-8 text-center text-lg font-bold tabular-nums">
          <span className="sr-only">{t("ticketPicker.quantity", { name })}: </span>
          <span data-testid="quantity">{value}</span>
        </output>
        <button
          type="button"
          aria-label={t("ticketPicker.increase", { name })}
          aria-disabled={atMax}
          onClick={() => !atMax && onChange(value === 0 ? Math.max(1, min) : value + 1)}
          className={`${STEP} border-brand-600 hover:bg-brand-50`}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
