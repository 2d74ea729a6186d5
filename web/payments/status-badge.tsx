import type { TransactionStatus } from "#shared/contracts/payments.ts";
import { useT } from "../lib/i18n.tsx";

const TONE: Record<TransactionStatus, string> = {
  "Waiting For Payment": "bg-amber-100 text-amber-900",
  "Payment Success": "bg-emerald-100 text-emerald-900",
  "Payment Expired": "bg-slate-200 text-slate-800",
  Cancelled: "bg-red-100 text-red-900",
};

/** A transaction's status in words (spec section 4), coloured so the list can be scanned. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-testid="transaction-status"
      data-status={status}
    >
      {t(`paymentsWeb.status.${status}`)}
    </span>
  );
}
