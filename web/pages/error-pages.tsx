import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { rememberNextRoute } from "../accounts/finish-sign-in.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { isRecord } from "../lib/narrow.ts";
import { resetStoredState } from "../lib/stored-state.ts";
import { useModal } from "../ui/modal-host.tsx";
import { StatusPage } from "./status-page.tsx";

/** Opens the login modal once the page is shown, and clears stored buyer state (spec section 2). */
function useLoginPrompt(enabled: boolean) {
  const modal = useModal();
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: open once on arrival, not on every modal change
  useEffect(() => {
    if (!enabled) return;
    resetStoredState();
    rememberNextRoute(location.pathname + location.search);
    modal.open("login");
  }, [enabled]);
}

export function NotFoundPage({ openLogin = false }: { openLogin?: boolean }) {
  const t = useT();
  useLoginPrompt(openLogin);
  return (
    <StatusPage testId="page-not-found" title={t("routes.NotFound.heading")} body={t("pages.notFoundBody")} />
  );
}

export function AccessDeniedPage() {
  const t = useT();
  useEffect(() => resetStoredState(), []);
  return (
    <StatusPage
      testId="page-access-denied"
      title={t("pages.accessDeniedTitle")}
      body={t("pages.accessDeniedBody")}
    />
  );
}

/** An organisation that requires two-factor sign-in, refusing a member without it: where to turn it on. */
export function TwoFactorRequiredPage() {
  const t = useT();
  const href = useRouteHref();
  return (
    <StatusPage
      testId="page-two-factor-required"
      title={t("pages.twoFactorRequiredTitle")}
      body={t("pages.twoFactorRequiredBody")}
    >
      <Link
        to={href("ProfileSecurity")}
        className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("pages.twoFactorRequiredAction")}
      </Link>
    </StatusPage>
  );
}

/** "You Are Not Authorized" and the login modal; `body` gives a screen its own wording (spec section 8). */
export function NotAuthorizedPage({ body }: { body?: string }) {
  const t = useT();
  const modal = useModal();
  useLoginPrompt(true);
  return (
    <StatusPage
      testId="page-not-authorized"
      title={t("pages.notAuthorizedTitle")}
      body={body ?? t("pages.notAuthorizedBody")}
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

/** What a route error renders, inside whichever layout caught it. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      // A guard's refusal (`GuardFailure`) carries `openLogin`; any other 404 carries nothing of it.
      const data: unknown = error.data;
      return <NotFoundPage openLogin={isRecord(data) && data.openLogin === true} />;
    }
    if (error.status === 403 && isRecord(error.data) && error.data.twoFactorRequired === true)
      return <TwoFactorRequiredPage />;
    if (error.status === 403) return <AccessDeniedPage />;
    if (error.status === 401) return <NotAuthorizedPage />;
  }
  return <StatusPage testId="page-error" title={t("pages.errorTitle")} body={t("pages.errorBody")} />;
}
