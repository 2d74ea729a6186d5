import { useT } from "../lib/i18n.tsx";
import { CopyableNumber } from "./copyable-number.tsx";

/** Alfamart / Indomaret: the payment code the cashier types in. */
export function RetailInstrument({ outletName, paymentCode }: { outletName: string; paymentCode: string }) {
  const t = useT();
  return (
    <section className="space-y-3" data-testid="instrument-retail">
      <h2 className="text-base font-semibold text-slate-900">
        {t("paymentsWeb.page.retailTitle", { outlet: outletName })}
      </h2>
      <CopyableNumber label={t("paymentsWeb.page.paymentCode")} value={paymentCode} testId="payment-code" />
    </section>
  );
}
