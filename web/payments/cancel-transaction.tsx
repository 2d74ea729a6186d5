import { useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { paymentsApi } from "./payments-api.ts";

/** "Cancel transaction" with its yes/no confirmation; the page reloads its data to show the result. */
export function CancelTransaction({ externalId }: { externalId: string }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    try {
      await paymentsApi(api).cancel(externalId);
      snackbar.show("success", t("paymentsWeb.page.cancelled"));
      setOpen(false);
      await revalidator.revalidate();
    } catch (error) {
      snackbar.show("error", error instanceof ApiError ? error.message : t("errors.network"));
    } finally {
      setBusy(false);
    }
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
