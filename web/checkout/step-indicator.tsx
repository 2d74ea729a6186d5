import type { MessageKey } from "#shared/i18n/catalog.ts";
import { useT } from "../lib/i18n.tsx";

export const STEPS = ["buyer", "visitors", "payment"] as const;
export type Step = (typeof STEPS)[number];

const LABELS: Record<Step, MessageKey> = {
  buyer: "checkoutWeb.steps.buyer",
  visitors: "checkoutWeb.steps.visitors",
  payment: "checkoutWeb.steps.payment",
};

/** Where the buyer is in the checkout: numbered steps, the current one marked for screen readers. */
export function StepIndicator({ current }: { current: Step }) {
  const t = useT();
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label={t("checkoutWeb.steps.label")}>
      <p className="sr-only">{t("checkoutWeb.steps.progress", { step: at + 1, total: STEPS.length })}</p>
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={`flex items-center gap-2 ${
              index === at ? "flex-auto shrink-0" : index < STEPS.length - 1 ? "min-w-0 flex-1" : "min-w-0"
            }`}
            aria-current={index === at ? "step" : undefined}
          >
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                index <= at ? "bg-brand-600 text-white" : "bg-slate-200 text-slate-600"
              }`}
            >
              {index + 1}
            </span>
            <span
              className={
                index === at
                  ? "shrink-0 font-semibold whitespace-nowrap text-slate-900"
                  : "truncate text-slate-600 mobile:sr-only"
              }
            >
              {t(LABELS[step])}
            </span>
            {index < STEPS.length - 1 ? (
              <span aria-hidden="true" className="h-px min-w-3 flex-1 bg-slate-300" />
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
