import { useState } from "react";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { useSnackbar } from "../ui/snackbar.tsx";
import { saveTicketPdf } from "./download-pdf.ts";

/** The sender's copy of a ticket they transferred, as a PDF stamped void. */
export function VoidCopyButton({ ticketId, eventTitle }: { ticketId: string; eventTitle: string }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveTicketPdf(await api.call("sentTicketPdf", { params: { ticketId } }));
    } catch (failure) {
      snackbar.show("error", failure instanceof ApiError ? failure.message : t("errors.network"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      aria-label={t("eTicketsWeb.received.voidPdfLabel", { event: eventTitle })}
      className="mt-2 inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-70"
    >
      {t("eTicketsWeb.received.voidPdf")}
    </button>
  );
}
