import { useEffect, useRef, useState } from "react";
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import type { OrganizationSummary } from "#shared/contracts/organizer.ts";
import { ApiError } from "../../lib/api-client.ts";
import { useRouteHref, useT } from "../../lib/i18n.tsx";
import { guardRoute } from "../../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../../lib/route-module.ts";
import { useOrganizerApi } from "../../organizer/organizer-api.ts";
import { CARD, ORG_BUTTON } from "../../organizer/ui.ts";
import { NotAuthorizedPage } from "../../pages/error-pages.tsx";

// OrganizerInvitation: the invitation mail's link. Its token travels in the URL
// fragment (never sent to a server or written to a log); the page sends it to the API once, signed in.
// A signed-out invitee signs in or up in the login modal on this page, which then reloads in place
// (web/accounts/finish-sign-in.ts), so the fragment and its token are still here.
export async function loader({ context }: LoaderFunctionArgs) {
  return guardRoute("OrganizerInvitation", context);
}

export const meta = routeMeta("OrganizerInvitation");
export const handle = routeHandle("OrganizerInvitation");

export default function OrganizerInvitationRoute() {
  const { needsLogin } = useLoaderData<typeof loader>();
  const t = useT();
  if (needsLogin) return <NotAuthorizedPage body={t("organizer.invitation.signInFirst")} />;
  return <AcceptInvitation />;
}

function AcceptInvitation() {
  const t = useT();
  const href = useRouteHref();
  const api = useOrganizerApi();
  const revalidator = useRevalidator();
  const [state, setState] = useState<
    { kind: "working" } | { kind: "joined"; org: OrganizationSummary } | { kind: "failed"; message: string }
  >({ kind: "working" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
    // No token (the link was cut, or opened without its fragment): say so rather than send an empty one.
    if (token === "") {
      setState({ kind: "failed", message: t("organizer.invitation.missingToken") });
      return;
    }
    api.call("acceptInvitation", { body: { token } }).then(
      (org) => {
        setState({ kind: "joined", org });
        // The fragment has done its work; a reload must not try the used token again.
        window.history.replaceState(null, "", window.location.pathname);
        revalidator.revalidate();
      },
      (error: unknown) =>
        setState({
          kind: "failed",
          message: error instanceof ApiError ? error.message : t("errors.network"),
        }),
    );
  }, [api, revalidator, t]);
  return (
    <div className="mx-auto max-w-xl py-4">
      <h1 className="text-2xl font-bold text-slate-900">{t("organizer.invitation.title")}</h1>
      <div className={`${CARD} mt-4`} data-testid="invitation-state">
        {state.kind === "working" ? <p role="status">{t("organizer.invitation.accepting")}</p> : null}
        {state.kind === "joined" ? (
          <div role="status" className="space-y-3">
            <p>{t("organizer.invitation.joined", { org: state.org.name })}</p>
            <Link
              to={href("OrganizerEvents", { orgId: String(state.org.id) })}
              className={ORG_BUTTON.primary}
            >
              {t("organizer.invitation.open")}
            </Link>
          </div>
        ) : null}
        {state.kind === "failed" ? (
          <p role="alert" className="text-red-900">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
