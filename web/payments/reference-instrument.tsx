import { useT } from "../lib/i18n.tsx";
import { CopyableNumber } from "./copyable-number.tsx";

/** Card, paylater and pay-at-cashier: what the buyer finishes outside this page. */
export function CardInstrument({ brand, last4 }: { brand: string; last4: string }) {
  const t = useT();
  return (
    <section className="space-y-2" data-testid="instrument-card">
      <h2 className="text-base font-semibold text-slate-900">{t("paymentsWeb.page.cardTitle")}</h2>
      {/* Spec section 2: card numbers show only the last 4 digits. */}
      <p className="font-mono text-lg text-slate-900" data-testid="card-summary">
        {t("paymentsWeb.page.cardSummary", { brand, last4 })}
      </p>
      <p className="text-sm text-slate-600">{t("paymentsWeb.page.cardHint")}</p>
    </section>
  );
}

export function ReferenceInstrument({
  kind,
  reference,
  amountText,
}: {
  kind: "paylater" | "cashier";
  reference: string;
  amountText: string;
}) {
  const t = useT();
  const title =
    kind === "paylater" ? t("paymentsWeb.page.paylaterTitle") : t("paymentsWeb.page.cashierTitle");
  const hint =
    kind === "paylater"
      ? t("paymentsWeb.page.paylaterHint", { reference })
      : t("paymentsWeb.page.cashierHint", { reference, amount: amountText });
  return (
    <section className="space-y-3" data-testid={`instrument-${kind}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <CopyableNumber
        label={t("paymentsWeb.page.paymentCode")}
        value={reference}
        testId="payment-reference"
      />
      <p className="text-sm text-slate-600">{hint}</p>
    </section>
  );
}
