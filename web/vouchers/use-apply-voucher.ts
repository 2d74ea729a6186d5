import { useNavigate } from "react-router";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useSnackbar } from "../ui/snackbar.tsx";

/**
 * "Pakai": keeps the code for that event's checkout (which applies it when the payment step opens) and
 * goes to the event's ticket selection; the event page's voucher cards and the voucher screens both use it.
 * The stored selection's code is fetched on the tap: the event page's first load does not carry it.
 */
export function useApplyVoucher(): (eventSlug: string, code: string) => void {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  return (eventSlug, code) => {
    void import("../events/stored-selection.ts").then(
      ({ readCheckoutForm, withVoucher, writeCheckoutForm }) => {
        writeCheckoutForm(withVoucher(readCheckoutForm(), eventSlug, code));
        snackbar.show("success", t("catalogue.detail.voucherSaved", { code }));
        navigate(href("EventTicket", { slug: eventSlug }));
      },
    );
  };
}
