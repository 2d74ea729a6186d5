import type { ReactNode } from "react";
import { formatRupiah } from "#shared/format/money.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { useT } from "../lib/i18n.tsx";
import { MethodLogos } from "../payments/method-logos.tsx";
import type { PaymentMethodRow } from "./checkout-api.ts";
import { CARD, STEP_HEADING } from "./ui.ts";

const GROUP_ORDER = ["va", "ewallet", "qris", "card", "retail", "paylater", "cashier"];
const GROUP_KEYS: Record<string, MessageKey> = {
  ewallet: "checkoutWeb.payment.groups.ewallet",
  va: "checkoutWeb.payment.groups.va",
  card: "checkoutWeb.payment.groups.card",
  qris: "checkoutWeb.payment.groups.qris",
  retail: "checkoutWeb.payment.groups.retail",
  cashier: "checkoutWeb.payment.groups.cashier",
  paylater: "checkoutWeb.payment.groups.paylater",
};
/** Brand names (BCA Virtual Account, OVO) are shown as the API gives them; generic ones are translated. */
const NAME_KEYS: Record<string, MessageKey> = {
  card: "checkoutWeb.payment.names.card",
  cashier: "checkoutWeb.payment.names.cashier",
  paylater: "checkoutWeb.payment.names.paylater",
};

function feeText(row: PaymentMethodRow, t: Translator): string {
  if (row.fee_rupiah !== null)
    return t("checkoutWeb.payment.feeFlat", { amount: formatRupiah(row.fee_rupiah, t.locale) });
  if (row.fee_percent !== null) return t("checkoutWeb.payment.feePercent", { percent: row.fee_percent });
  return t("checkoutWeb.payment.feeNone");
}

function blockedText(row: PaymentMethodRow, allowed: readonly string[], t: Translator): string | null {
  if (allowed.length > 0 && !allowed.includes(row.code)) return t("checkoutWeb.payment.notForVoucher");
  if (!row.is_available) return t("checkoutWeb.payment.notForTotal");
  return null;
}

/**
 * Methods grouped (VA, e-wallet, ...) with their admin fee; unusable ones say why (total, voucher).
 * `selectedDetails` (the card form) is shown right under the chosen method's group, where the buyer looks.
 */
export function PaymentMethods({
  methods,
  allowed,
  selected,
  onSelect,
  selectedDetails,
}: {
  methods: readonly PaymentMethodRow[];
  allowed: readonly string[];
  selected: string | null;
  onSelect: (code: string) => void;
  selectedDetails?: ReactNode;
}) {
  const t = useT();
  const groups = GROUP_ORDER.map((group) => ({
    group,
    rows: methods.filter((row) => row.group === group),
  })).filter((entry) => entry.rows.length > 0);
  return (
    <section className={CARD} aria-labelledby="methods-heading" data-testid="payment-methods">
      <h2 id="methods-heading" className={STEP_HEADING}>
        {t("checkoutWeb.payment.heading")}
      </h2>
      <div className="mt-3 space-y-5">
        {groups.map(({ group, rows }) => (
          <fieldset key={group}>
            <legend className="mb-2 text-sm font-semibold text-slate-700">
              {GROUP_KEYS[group] ? t(GROUP_KEYS[group]) : group}
            </legend>
            <div className="grid grid-cols-[minmax(0,1fr)] gap-2 desktop:grid-cols-2">
              {rows.map((row) => {
                const blocked = blockedText(row, allowed, t);
                const nameKey = NAME_KEYS[row.code];
                const name = nameKey ? t(nameKey) : row.name;
                const range =
                  row.min_amount !== null && row.max_amount !== null
                    ? t("checkoutWeb.payment.retailRange", {
                        min: formatRupiah(row.min_amount, t.locale),
                        max: formatRupiah(row.max_amount, t.locale),
                      })
                    : null;
                return (
                  <label
                    key={row.code}
                    data-method={row.code}
                    className={`flex min-h-14 items-start gap-3 rounded-xl border px-3 py-2.5 text-sm ${
                      blocked
                        ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                        : "cursor-pointer border-slate-300 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                    }`}
                  >
                    <input
                      type="radio"
                      name="payment-method"
                      value={row.code}
                      disabled={blocked !== null}
                      checked={selected === row.code}
                      onChange={() => onSelect(row.code)}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    />
                    <MethodLogos code={row.code} />
                    <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                      <span className="block font-semibold text-slate-900">{name}</span>
                      {row.code === "paylater" ? (
                        <span className="block text-xs text-slate-700">
                          {t("checkoutWeb.payment.paylaterProviders")}
                        </span>
                      ) : null}
                      <span className="block text-xs text-slate-600">{blocked ?? feeText(row, t)}</span>
                      {range && !blocked ? (
                        <span className="block text-xs text-slate-500">{range}</span>
                      ) : null}
                    </span>
                  </label>
                );
              })}
            </div>
            {selectedDetails && rows.some((row) => row.code === selected) ? (
              <div className="mt-3">{selectedDetails}</div>
            ) : null}
          </fieldset>
        ))}
      </div>
    </section>
  );
}
