import { useNavigate } from "react-router";
import { readCheckoutForm, withVoucher, writeCheckoutForm } from "../events/stored-selection.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";

/**
 * "Pakai": keeps the code for that event's checkout (which applies it when the payment step opens) and
 * goes to the event's ticket selection, as the event page's own voucher cards do.
 */
export function useApplyVoucher(): (eventSlug: string, code: string) => void {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  return (eventSlug, code) => {
    writeCheckoutForm(withVoucher(readCheckoutForm(), eventSlug, code));
    snackbar.show("success", t("catalogue.detail.voucherSaved", { code }));
    navigate(href("EventTicket", { slug: eventSlug }));
  };
}
