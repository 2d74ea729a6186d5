import { useId } from "react";
import { useT } from "../lib/i18n.tsx";
import { FieldError } from "./field-error.tsx";

/** A list answer with at most `max` entries (achievement history: 3), one text input per entry. */
export function ListInput({
  label,
  max,
  value,
  error,
  onChange,
}: {
  label: string;
  max: number;
  value: readonly string[];
  error: string | null;
  onChange: (value: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const items = value.length > 0 ? value : [""];
  const set = (index: number, text: string) =>
    onChange(items.map((item, at) => (at === index ? text : item)));
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their position
        <div key={index} className="flex gap-2">
          <input
            aria-label={t("checkoutWeb.visitors.item", { number: index + 1 })}
            value={item}
            maxLength={1000}
            aria-invalid={Boolean(error)}
            onChange={(event) => set(index, event.target.value)}
            className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          {items.length > 1 ? (
            <button
              type="button"
              onClick={() => onChange(items.filter((_, at) => at !== index))}
              className="min-h-11 shrink-0 rounded-lg px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100"
            >
              {t("checkoutWeb.visitors.removeItem")}
            </button>
          ) : null}
        </div>
      ))}
      <div className="flex items-center justify-between gap-3">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t("checkoutWeb.visitors.maxItems", { max })}
        </p>
        {items.length < max ? (
          <button
            type="button"
            onClick={() => onChange([...items, ""])}
            className="min-h-10 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            + {t("checkoutWeb.visitors.addItem")}
          </button>
        ) : null}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}
