import { Link } from "react-router";
import type { TransactionStatus } from "#shared/contracts/payments.ts";
import { formatWib } from "#shared/format/datetime.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";

type FinalStatus = Exclude<TransactionStatus, "Waiting For Payment">;

const TEXT = {
  "Payment Success": { title: "paymentsWeb.page.successTitle", body: "paymentsWeb.page.successBody" },
  "Payment Expired": { title: "paymentsWeb.page.expiredTitle", body: "paymentsWeb.page.expiredBody" },
  Cancelled: { title: "paymentsWeb.page.cancelledTitle", body: "paymentsWeb.page.cancelledBody" },
} as const;

const ICON: Record<FinalStatus, { mark: string; tone: string }> = {
  "Payment Success": { mark: "✓", tone: "bg-emerald-100 text-emerald-700" },
  "Payment Expired": { mark: "!", tone: "bg-slate-200 text-slate-700" },
  Cancelled: { mark: "×", tone: "bg-red-100 text-red-700" },
};

/** What the payment page turns into once the transaction is no longer waiting (spec section 4). */
export function PaymentResult({
  status,
  paidAt,
  needsRefund,
  eventSlug,
}: {
  status: FinalStatus;
  paidAt: string | null;
  needsRefund: boolean;
  eventSlug: string;
}) {
  const t = useT();
  const href = useRouteHref();
  const text = TEXT[status];
  return (
    <section
      className="flex flex-col items-center gap-3 py-4 text-center"
      data-testid="payment-result"
      data-status={status}
    >
      <span
        aria-hidden="true"
        className={`flex size-14 items-center justify-center rounded-full text-2xl font-bold ${ICON[status].tone}`}
      >
        {ICON[status].mark}
      </span>
      <h2 className="text-xl font-bold text-slate-900">{t(text.title)}</h2>
      <p className="max-w-md text-sm text-slate-600">
        {needsRefund ? t("paymentsWeb.page.refundBody") : t(text.body)}
      </p>
      {paidAt ? (
        <p className="text-sm text-slate-700">
          {t("paymentsWeb.page.paidAt", { time: formatWib(paidAt, t.locale) })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {status === "Payment Success" && !needsRefund ? (
          <Link to={href("TicketHistory")} className={BUTTON_CLASS.primary}>
            {t("paymentsWeb.page.viewTickets")}
          </Link>
        ) : (
          <Link to={href("EventDetail", { slug: eventSlug })} className={BUTTON_CLASS.primary}>
            {t("paymentsWeb.page.orderAgain")}
          </Link>
        )}
        <Link to={href("TransactionHistory")} className={BUTTON_CLASS.secondary}>
          {t("paymentsWeb.page.viewTransactions")}
        </Link>
      </div>
    </section>
  );
}
