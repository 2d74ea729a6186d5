import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { useCommerceEvents } from "../analytics/use-commerce-events.ts";
import { readCheckoutForm } from "../events/stored-selection.ts";
import { ApiError } from "../lib/api-client.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useApi } from "../lib/use-api.ts";
import type { CardToken } from "../payments/card-entry-form.tsx";
import { useModal } from "../ui/modal-host.tsx";
import { BuyerStep } from "./buyer-step.tsx";
import type { CheckoutApi, CheckoutDetail } from "./checkout-api.ts";
import { CheckoutSummary } from "./checkout-summary.tsx";
import { cleanValues, serverFieldErrors } from "./form-values.ts";
import { forgetSelection } from "./hold-request.ts";
import { useOvoPhone } from "./ovo-phone-field.tsx";
import { MobilePayBar, PayActions, PaymentStep } from "./payment-step.tsx";
import { type Step, StepIndicator } from "./step-indicator.tsx";
import { TimeLimitBanner } from "./time-limit-banner.tsx";
import { useParticipantForms } from "./use-participant-forms.ts";
import { usePayment } from "./use-payment.ts";
import { visitorFieldsOf } from "./visitor-fields-of.ts";
import { VisitorsStep } from "./visitors-step.tsx";

/** Moves focus to the first field showing an error once React has drawn it. */
const focusFirstError = () =>
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus({ preventScroll: false }),
  );

/**
 * The held checkout (spec section 2): buyer details -> visitor details per ticket -> voucher and payment
 * method -> pay now, with the time-limit banner above and the order summary beside (below on mobile).
 */
export function CheckoutFlow({
  api,
  initial,
  holdKey,
  cardGateway,
}: {
  api: CheckoutApi;
  initial: CheckoutDetail;
  holdKey: string;
  cardGateway: string;
}) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const modal = useModal();
  const { viewer } = useRootData();
  const [detail, setDetail] = useState(initial);
  const [step, setStep] = useState<Step>("buyer");
  const [serverErrors, setServerErrors] = useState(() => serverFieldErrors(null));
  const [visitorsError, setVisitorsError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  // The card's token, once the browser tokenized it with the gateway; another method forgets it.
  const [card, setCard] = useState<CardToken | null>(null);
  const fields = useMemo(() => visitorFieldsOf(detail.visitor_fields), [detail.visitor_fields]);
  const forms = useParticipantForms(detail, fields, viewer);
  const payment = usePayment(api, detail, setDetail);
  const ovo = useOvoPhone(useApi(), forms.buyer.phone_number, step === "payment" && payment.method === "ovo");
  const slug = detail.event_slug;
  useCommerceEvents(
    detail,
    step === "payment" ? payment.method : null,
    (payment.fees ?? payment.base)?.total,
  );

  const go = (next: Step) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const toVisitors = forms.buyerForm.handleSubmit(() => go("visitors"), focusFirstError);

  const toPayment = forms.visitorsForm.handleSubmit(
    async (body) => {
      setSaving(true);
      setVisitorsError(null);
      try {
        await api.saveParticipants(detail.hold_id, cleanValues(forms.buyer), body.visitors);
        setServerErrors(serverFieldErrors(null));
        go("payment");
      } catch (error) {
        const split = serverFieldErrors(error instanceof ApiError ? error.fields : null);
        setServerErrors(split);
        setVisitorsError(error instanceof Error ? error.message : null);
        if (Object.keys(split.buyer).length > 0) go("buyer");
        else focusFirstError();
      } finally {
        setSaving(false);
      }
    },
    () => {
      setVisitorsError(t("checkoutWeb.visitors.fixErrors"));
      focusFirstError();
    },
  );

  const payNow = async () => {
    if (!payment.method) return setPayError(t("checkoutWeb.payment.chooseFirst"));
    const cardToken = payment.method === "card" ? card?.token : undefined;
    if (payment.method === "card" && !cardToken) return setPayError(t("checkoutWeb.payment.cardFirst"));
    const phone = payment.method === "ovo" ? ovo.check() : undefined;
    if (phone === null) return;
    setPaying(true);
    setPayError(null);
    try {
      const bought = await api.buyTicket(
        {
          hold_id: detail.hold_id,
          payment_method: payment.method,
          ...(phone ? { phone_number: phone } : {}),
          ...(cardToken ? { card_token: cardToken } : {}),
        },
        `${holdKey}:buy`,
      );
      // The order now holds the tickets: the stored selection (and its hold key) is spent.
      const form = readCheckoutForm();
      if (form) forgetSelection(form);
      navigate(href("CompletePayment", { slug, externalId: bought.external_id }));
    } catch (error) {
      setPayError(error instanceof Error ? error.message : null);
      const phoneError = error instanceof ApiError ? error.fields?.phone_number : undefined;
      if (phoneError) ovo.setError(phoneError);
      setPaying(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="checkout-flow">
      <TimeLimitBanner expiredAt={detail.expired_at} onExpire={() => modal.open("form-timeout", { slug })} />
      <StepIndicator current={step} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 desktop:grid-cols-[minmax(0,1fr)_22rem] desktop:items-start">
        <div className="min-w-0">
          {step === "buyer" ? (
            <BuyerStep
              values={forms.buyer}
              errors={forms.buyerErrors}
              serverErrors={serverErrors.buyer}
              onChange={forms.setBuyerValue}
              onSubmit={toVisitors}
            />
          ) : step === "visitors" ? (
            <VisitorsStep
              slots={detail.participants}
              fields={fields}
              visitors={forms.visitors}
              errors={forms.visitorErrors}
              serverErrors={serverErrors.visitors}
              copiedFrom={forms.copiedFrom}
              error={visitorsError}
              saving={saving}
              onChange={(index, key, value) => {
                setVisitorsError(null);
                forms.setVisitorValue(index, key, value);
              }}
              onCopy={forms.copy}
              onBack={() => go("buyer")}
              onSubmit={toPayment}
            />
          ) : (
            <PaymentStep
              detail={detail}
              payment={payment}
              storedVoucher={readCheckoutForm()?.voucher_code ?? null}
              card={payment.method === "card" ? card : null}
              ovoPhone={ovo}
              cardGateway={cardGateway}
              onCard={(token) => {
                setCard(token);
                setPayError(null);
              }}
            />
          )}
        </div>
        <aside className="desktop:sticky desktop:top-32">
          <CheckoutSummary
            detail={detail}
            fees={payment.fees ?? payment.base}
            withMethod={payment.fees !== null}
          >
            {step === "payment" ? (
              <PayActions
                paying={paying}
                error={payError}
                onPay={() => void payNow()}
                onBack={() => go("buyer")}
              />
            ) : null}
          </CheckoutSummary>
        </aside>
      </div>
      {step === "payment" ? (
        <MobilePayBar
          total={(payment.fees ?? payment.base)?.total ?? detail.sub_total}
          paying={paying}
          onPay={() => void payNow()}
        />
      ) : null}
    </div>
  );
}
