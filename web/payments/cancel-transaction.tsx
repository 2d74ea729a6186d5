import { useState } from "react";
import { useT } from "../lib/i18n.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { useTransactionAction } from "./use-transaction-action.ts";

/** "Cancel transaction" with its yes/no confirmation; the page reloads its data to show the result. */
export function CancelTransaction({ externalId }: { externalId: string }) {
  const t = useT();
  const { busy, run } = useTransactionAction();
  const [open, setOpen] = useState(false);
  const cancel = async () => {
    const done = await run(
      (payments) => payments.cancel(externalId),
      () => t("paymentsWeb.page.cancelled"),
    );
    if (done) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="min-h-11 text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
        onClick={() => setOpen(true)}
      >
        {t("paymentsWeb.page.cancel")}
      </button>
      <ConfirmDialog
        open={open}
        testId="cancel-dialog"
        title={t("paymentsWeb.page.cancelTitle")}
        body={t("paymentsWeb.page.cancelBody")}
        yesLabel={t("paymentsWeb.page.cancelYes")}
        noLabel={t("paymentsWeb.page.cancelNo")}
        busy={busy}
        onYes={cancel}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
