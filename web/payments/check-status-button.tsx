import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { useT } from "../lib/i18n.tsx";
import { useTransactionAction } from "./use-transaction-action.ts";

/** The transaction detail's "check payment status": asks once, tells the result, reloads the detail. */
export function CheckStatusButton({ externalId }: { externalId: string }) {
  const t = useT();
  const { busy, run } = useTransactionAction();
  const check = () =>
    run(
      (payments) => payments.status(externalId),
      (result) =>
        t("paymentsWeb.detail.statusUnchanged", { status: t(`paymentsWeb.status.${result.status}`) }),
    );
  return (
    <button type="button" className={BUTTON_CLASS.secondary} onClick={check} disabled={busy}>
      {busy ? t("paymentsWeb.page.checking") : t("paymentsWeb.detail.checkStatus")}
    </button>
  );
}
