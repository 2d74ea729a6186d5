import type { HowToPaySection } from "#shared/payment-methods/how-to-pay.ts";
import { useT } from "../lib/i18n.tsx";

function fill(step: string, number: string, amount: string): string {
  return step.replaceAll("{number}", number).replaceAll("{amount}", amount);
}

/** How-to-pay steps for the buyer's bank or outlet, one collapsible section per channel (ATM, app...). */
export function HowToPay({
  sections,
  number,
  amountText,
}: {
  sections: readonly HowToPaySection[];
  number: string;
  amountText: string;
}) {
  const t = useT();
  if (sections.length === 0) return null;
  return (
    <section aria-labelledby="how-to-pay-heading" className="space-y-2" data-testid="how-to-pay">
      <h2 id="how-to-pay-heading" className="text-base font-semibold text-slate-900">
        {t("paymentsWeb.page.howToPay")}
      </h2>
      {sections.map((section, index) => (
        <details
          key={section.title}
          open={index === 0}
          className="group rounded-xl bg-white ring-1 ring-slate-200 open:ring-brand-200"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-medium text-slate-900">
            {section.title}
            <span aria-hidden="true" className="text-slate-400 transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ol className="list-decimal space-y-1.5 px-4 pb-4 pl-9 text-sm text-slate-700">
            {section.steps.map((step) => (
              <li key={step}>{fill(step, number, amountText)}</li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}
