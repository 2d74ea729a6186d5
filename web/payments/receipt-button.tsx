import { useState } from "react";
import { saveTicketPdf } from "../e-tickets/download-pdf.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";

/** A paid transaction's receipt (invoice) PDF: fetched through the session-checked API, then saved. */
export function ReceiptButton({ externalId }: { externalId: string }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveTicketPdf(await api.call("transactionReceipt", { params: { id: externalId } }));
    } catch (failure) {
      snackbar.show("error", failure instanceof ApiError ? failure.message : t("errors.network"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={BUTTON_CLASS.secondary}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t("paymentsWeb.detail.preparingReceipt") : t("paymentsWeb.detail.downloadReceipt")}
    </button>
  );
}
