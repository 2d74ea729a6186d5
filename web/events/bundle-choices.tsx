import type { TicketCategory } from "#shared/contracts/events.ts";
import { useT } from "../lib/i18n.tsx";
import type { BundleChoice } from "./stored-selection.ts";
import { fitChoices, sizedItems } from "./ticket-selection.ts";

/** A size picker per ticket for each bundle item that comes in sizes (jersey, T-shirt). */
export function BundleChoices({
  category,
  quantity,
  choices,
  onChange,
  showErrors,
}: {
  category: TicketCategory;
  quantity: number;
  choices: readonly BundleChoice[] | undefined;
  onChange: (choices: BundleChoice[]) => void;
  showErrors: boolean;
}) {
  const t = useT();
  const items = sizedItems(category);
  if (items.length === 0 || quantity === 0) return null;
  const perTicket = fitChoices(choices, quantity);
  const set = (index: number, item: string, size: string) =>
    onChange(perTicket.map((choice, i) => (i === index ? { ...choice, [item]: size } : choice)));
  return (
    <fieldset
      className="mt-3 grid gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-2"
      data-testid="bundle-choices"
    >
      <legend className="sr-only">{t("ticketPicker.chooseSize")}</legend>
      {perTicket.map((choice, index) =>
        items.map((item) => {
          const id = `size-${category.id}-${index}-${item.name.replace(/\W+/g, "-")}`;
          const missing = showErrors && !choice[item.name];
          return (
            <div key={id}>
              <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                {t("ticketPicker.bundleSize", { item: item.name, index: index + 1 })}
              </label>
              <select
                id={id}
                value={choice[item.name] ?? ""}
                onChange={(event) => set(index, item.name, event.target.value)}
                aria-invalid={missing || undefined}
                data-missing-size={missing || undefined}
                className={`mt-1 h-10 w-full rounded-lg border bg-white px-3 ${missing ? "border-red-600" : "border-slate-300"}`}
              >
                <option value="">{t("ticketPicker.chooseSize")}</option>
                {item.size_options.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          );
        }),
      )}
    </fieldset>
  );
}
