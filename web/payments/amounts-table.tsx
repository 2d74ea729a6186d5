import type { Amounts } from "#shared/contracts/payments.ts";
import { formatRupiah } from "#shared/format/money.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { taxWasIncluded } from "#shared/pricing/tax.ts";
import { useT } from "../lib/i18n.tsx";

type AmountKey = keyof Omit<Amounts, "total" | "sub_total_payment">;

/** Rows in the order the buyer reads an invoice; zero discounts and fees are left out. */
const ROWS: { key: AmountKey; label: MessageKey; negative?: boolean; always?: boolean }[] = [
  { key: "sub_total", label: "paymentsWeb.amounts.subTotal", always: true },
  { key: "voucher_discount", label: "paymentsWeb.amounts.savings", negative: true },
  { key: "tax", label: "paymentsWeb.amounts.tax", always: true },
  { key: "inet_fee", label: "paymentsWeb.amounts.inetFee", always: true },
  { key: "payment_fee", label: "paymentsWeb.amounts.paymentFee" },
];

/** An all-in event's order: its tax was inside the ticket prices, so it is named, not added. */
const taxIncluded = (amounts: Amounts) =>
  taxWasIncluded({
    subTotal: amounts.sub_total,
    voucherDiscount: amounts.voucher_discount,
    subTotalPayment: amounts.sub_total_payment,
    tax: amounts.tax,
  });

/** The fee breakdown of a transaction: ticket price, savings, tax, internet fee, payment fee, total. */
export function AmountsTable({ amounts }: { amounts: Amounts }) {
  const t = useT();
  const money = (value: number) => formatRupiah(value, t.locale);
  return (
    <dl className="divide-y divide-slate-100 text-sm" data-testid="amounts">
      {ROWS.filter((row) => row.always || amounts[row.key] > 0).map((row) => (
        <div key={row.key} className="flex justify-between gap-4 py-2" data-amount={row.key}>
          <dt className="text-slate-600">
            {t(row.key === "tax" && taxIncluded(amounts) ? "paymentsWeb.amounts.taxIncluded" : row.label)}
          </dt>
          <dd className={row.negative ? "font-medium text-emerald-700" : "font-medium text-slate-900"}>
            {row.negative ? `- ${money(amounts[row.key])}` : money(amounts[row.key])}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-3 text-base" data-amount="total">
        <dt className="font-semibold text-slate-900">{t("paymentsWeb.amounts.total")}</dt>
        <dd className="font-bold text-slate-900">{money(amounts.total)}</dd>
      </div>
    </dl>
  );
}
