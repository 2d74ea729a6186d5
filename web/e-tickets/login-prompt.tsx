import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { useT } from "../lib/i18n.tsx";
import { resetStoredState } from "../lib/stored-state.ts";
import { StatusPage } from "../pages/status-page.tsx";
import { useModal } from "../ui/modal-host.tsx";

/**
 * "You Are Not Authorized" with the e-ticket wording of spec section 8 ('Please login to view your
 * E-Tickets'). Like the shell's NotAuthorizedPage it clears stored state, remembers the page and opens
 * the login modal; it only differs in its body text, which that page does not take as a prop.
 */
export function ETicketsLoginPrompt() {
  const t = useT();
  const modal = useModal();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: open once on arrival, not on every modal change
  useEffect(() => {
    resetStoredState();
    rememberNextRoute(location.pathname + location.search);
    modal.open("login");
  }, []);
  return (
    <StatusPage
      testId="page-not-authorized"
      title={t("pages.notAuthorizedTitle")}
      body={t("eTicketsWeb.list.loginBody")}
    >
      <button
        type="button"
        onClick={() => modal.open("login")}
        className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("nav.login")}
      </button>
    </StatusPage>
  );
}
