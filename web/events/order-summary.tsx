import { formatRupiah } from "#shared/format/money.ts";
import { splitTax, type TaxSplit } from "#shared/pricing/tax.ts";
import { useT } from "../lib/i18n.tsx";
import { type EventPricing, taxRateText } from "./price-text.ts";
import { orderTotal, type SummaryLine } from "./ticket-selection.ts";
import { BUTTON_CLASS } from "./ui-classes.ts";

/**
 * The tickets' amount with the event's tax, counted as checkout counts it (shared/pricing/tax.ts):
 * null without pricing or tax, so the total is then the tickets' sum alone.
 */
function taxOfLines(lines: readonly SummaryLine[], pricing: EventPricing | undefined): TaxSplit | null {
  if (!pricing || pricing.tax_rate_bps === 0) return null;
  return splitTax(orderTotal(lines), pricing.tax_rate_bps, pricing.price_display);
}

/** Lines per category (with seats), the tax, the total in rupiah, and Continue. */
export function OrderSummary({
  lines,
  onContinue,
  error,
  pricing,
}: {
  lines: readonly SummaryLine[];
  onContinue: () => void;
  error: string | null;
  /** The event's tax and how its prices hold it; the total then includes the tax like checkout's. */
  pricing?: EventPricing;
}) {
  const t = useT();
  const taxed = taxOfLines(lines, pricing);
  const total = taxed ? taxed.gross : orderTotal(lines);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="order-summary"
    >
      <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
        {t("ticketPicker.summary.heading")}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("ticketPicker.summary.empty")}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm">
          {lines.map((line) => (
            <li key={line.categoryId} className="flex justify-between gap-3" data-testid="summary-line">
              <span className="min-w-0 text-slate-700">
                {t("ticketPicker.summary.line", { quantity: line.quantity, name: line.name })}
                {line.seats.length > 0 ? (
                  <span className="block text-xs text-slate-500">
                    {t("ticketPicker.summary.seats", { seats: line.seats.join(", ") })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold text-slate-900">
                {formatRupiah(line.amount, t.locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {taxed && pricing && lines.length > 0 ? (
        <p className="mt-3 flex justify-between gap-3 text-sm text-slate-700" data-testid="summary-tax">
          <span>
            {t(
              pricing.price_display === "all_in"
                ? "ticketPicker.summary.taxIncluded"
                : "ticketPicker.summary.tax",
              { rate: taxRateText(pricing.tax_rate_bps, t.locale) },
            )}
          </span>
          <span className="shrink-0 font-semibold text-slate-900">{formatRupiah(taxed.tax, t.locale)}</span>
        </p>
      ) : null}
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="font-semibold text-slate-900">{t("ticketPicker.summary.total")}</span>
        <span className="text-xl font-extrabold text-slate-900" data-testid="summary-total">
          {formatRupiah(total, t.locale)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {t(pricing ? "ticketPicker.summary.otherFeesNote" : "ticketPicker.summary.feesNote")}
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onContinue}
        disabled={lines.length === 0}
        className={`${BUTTON_CLASS.primary} mt-4 w-full mobile:hidden`}
      >
        {t("ticketPicker.summary.continue")}
      </button>
    </section>
  );
}

/** Mobile: the total and Continue stay at the bottom of the screen. */
export function MobileContinueBar({
  lines,
  onContinue,
  pricing,
}: {
  lines: readonly SummaryLine[];
  onContinue: () => void;
  pricing?: EventPricing;
}) {
  const t = useT();
  const total = taxOfLines(lines, pricing)?.gross ?? orderTotal(lines);
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur desktop:hidden"
      data-testid="mobile-continue-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div>
          <p className="text-xs text-slate-600">{t("ticketPicker.summary.total")}</p>
          <p className="text-lg font-extrabold text-slate-900">{formatRupiah(total, t.locale)}</p>
        </div>
        <button
          type="button"
          onClick={onContinue}
          disabled={lines.length === 0}
          className={BUTTON_CLASS.primary}
        >
          {t("ticketPicker.summary.continue")}
        </button>
      </div>
    </div>
  );
}
