import { lazy, Suspense, useEffect, useRef } from "react";
import { formatRupiah } from "#shared/format/money.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import type { CardToken } from "../payments/card-entry-form.tsx";
import type { CheckoutDetail } from "./checkout-api.ts";
import { type OvoPhone, OvoPhoneField } from "./ovo-phone-field.tsx";
import { PaymentMethods } from "./payment-methods.tsx";
import { ERROR_TEXT } from "./ui.ts";
import type { PaymentState } from "./use-payment.ts";
import { VoucherBox } from "./voucher-box.tsx";

// Only buyers paying by card need the card form.
const CardEntryForm = lazy(() =>
  import("../payments/card-entry-form.tsx").then((module) => ({ default: module.CardEntryForm })),
);

/** Step 3: voucher entry, then the payment method; a voucher chosen on the event page is applied once. */
export function PaymentStep({
  detail,
  payment,
  storedVoucher,
  card,
  ovoPhone,
  cardGateway,
  onCard,
}: {
  detail: CheckoutDetail;
  payment: PaymentState;
  storedVoucher: string | null;
  card: CardToken | null;
  ovoPhone: OvoPhone;
  cardGateway: string;
  onCard(card: CardToken): void;
}) {
  const t = useT();
  const triedStored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: apply the event page's voucher once on arrival
  useEffect(() => {
    if (triedStored.current || !storedVoucher || detail.voucher) return;
    triedStored.current = true;
    void payment.applyVoucher(storedVoucher);
  }, []);
  return (
    <div className="space-y-4 mobile:pb-24" data-testid="payment-step">
      <VoucherBox
        voucher={detail.voucher}
        allowed={payment.allowed}
        methods={payment.methods}
        initialCode={storedVoucher && !detail.voucher ? storedVoucher : ""}
        error={payment.voucherError}
        busy={payment.busy}
        onApply={payment.applyVoucher}
        onRemove={payment.removeVoucher}
      />
      <PaymentMethods
        methods={payment.methods}
        allowed={payment.allowed}
        selected={payment.method}
        onSelect={(code) => void payment.choose(code)}
        selectedDetails={
          payment.method === "card" ? (
            <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="checkout-card">
              {card ? (
                <p role="status" className="text-sm font-semibold text-emerald-700">
                  {t("checkoutWeb.payment.cardReady", { brand: card.brand, last4: card.last4 })}
                </p>
              ) : (
                <Suspense fallback={null}>
                  <CardEntryForm gatewayBase={cardGateway} onToken={onCard} />
                </Suspense>
              )}
            </section>
          ) : payment.method === "ovo" ? (
            <OvoPhoneField phone={ovoPhone} />
          ) : null
        }
      />
      {payment.error ? (
        <p role="alert" className={ERROR_TEXT} data-testid="payment-error">
          {payment.error}
        </p>
      ) : null}
    </div>
  );
}

/** Pay now and the way back to buyer details (spec section 2), under the order summary. */
export function PayActions({
  paying,
  error,
  onPay,
  onBack,
}: {
  paying: boolean;
  error: string | null;
  onPay: () => void;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <div className="mt-4 space-y-2">
      {error ? (
        <p role="alert" className={ERROR_TEXT} data-testid="pay-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={onPay}
        disabled={paying}
        className={`${BUTTON_CLASS.primary} w-full mobile:hidden`}
      >
        {paying ? t("checkoutWeb.payment.paying") : t("checkoutWeb.payment.payNow")}
      </button>
      <button type="button" onClick={onBack} className={`${BUTTON_CLASS.secondary} w-full`}>
        {t("checkoutWeb.payment.backToBuyer")}
      </button>
    </div>
  );
}

/** Mobile: the total and Pay now stay at the bottom of the screen below the long method list. */
export function MobilePayBar({
  total,
  paying,
  onPay,
}: {
  total: number;
  paying: boolean;
  onPay: () => void;
}) {
  const t = useT();
  return (
    <div
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur desktop:hidden"
      data-testid="mobile-pay-bar"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div>
          <p className="text-xs text-slate-600">{t("checkoutWeb.summary.total")}</p>
          <p className="text-lg font-extrabold text-slate-900">{formatRupiah(total, t.locale)}</p>
        </div>
        <button type="button" onClick={onPay} disabled={paying} className={BUTTON_CLASS.primary}>
          {paying ? t("checkoutWeb.payment.paying") : t("checkoutWeb.payment.payNow")}
        </button>
      </div>
    </div>
  );
}
