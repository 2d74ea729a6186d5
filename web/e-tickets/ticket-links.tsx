import { useState } from "react";
import type { ETicketDetail } from "#shared/contracts/e-tickets.ts";
import { ApiError } from "../lib/api-client.ts";
import { useT } from "../lib/i18n.tsx";
import { useApi } from "../lib/use-api.ts";
import { ExternalLink } from "../shell/external-link.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";
import { saveTicketPdf } from "./download-pdf.ts";

const button =
  "inline-flex min-h-11 flex-1 basis-48 items-center justify-center rounded-full border px-5 py-2 text-center font-semibold";
const plain = `${button} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

/** Download the PDF, and the event's claim-insurance and chat-group links when the organiser set them. */
export function TicketLinks({ ticket }: { ticket: ETicketDetail }) {
  const t = useT();
  const api = useApi();
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveTicketPdf(await api.call("ticketPdf", { params: { ticketId: ticket.id } }));
    } catch (failure) {
      snackbar.show("error", failure instanceof ApiError ? failure.message : t("errors.network"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
        className={`${button} border-brand-600 bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-70`}
      >
        {t("eTicketsWeb.detail.download")}
      </button>
      {ticket.insurance_claim_url ? (
        <ExternalLink href={ticket.insurance_claim_url} className={plain}>
          {t("eTicketsWeb.detail.claimInsurance")}
        </ExternalLink>
      ) : null}
      {ticket.chat_group_url ? (
        <ExternalLink href={ticket.chat_group_url} className={plain}>
          {t("eTicketsWeb.detail.joinChat")}
        </ExternalLink>
      ) : null}
    </div>
  );
}
