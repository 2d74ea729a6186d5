import { useEffect } from "react";
import { useLocation } from "react-router";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { useT } from "../lib/i18n.tsx";
import { resetStoredState } from "../lib/stored-state.ts";
import { StatusPage } from "../pages/status-page.tsx";
import { useModal } from "../ui/modal-context.ts";

/**
 * Signed out on a transaction screen: "You Are Not Authorized" with spec section 8's 'Please login to view
 * your transaction details', the login modal opened once, stored buyer state cleared, and the page
 * remembered so signing in comes back here (the same as the shell's NotAuthorizedPage, with this text).
 */
export function TransactionLoginPrompt() {
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
      body={t("paymentsWeb.history.loginBody")}
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
