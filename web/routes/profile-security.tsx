import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { PasskeysPanel } from "../accounts/passkeys-panel.tsx";
import { SessionsList } from "../accounts/sessions-list.tsx";
import { TwoFactorPanel } from "../accounts/two-factor-panel.tsx";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { useT } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle } from "../lib/route-module.ts";

/** ProfileSecurity: two-factor sign-in, passkeys and the signed-in devices (sign one or all others out). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("ProfileSecurity", context);
  const api = loaderApi(context, request);
  const [sessions, twoFactor, passkeys, me] = await Promise.all([
    api.call("mySessions"),
    api.call("twoFactorStatus"),
    api.call("myPasskeys"),
    api.call("myData"),
  ]);
  return {
    sessions: sessions.sessions,
    twoFactor,
    passkeys: passkeys.passkeys,
    hasPassword: me.is_acp === 1,
  };
}

// A personal page: never indexed.
export const meta: MetaFunction = ({ location, matches }) =>
  pageMeta({ name: "ProfileSecurity", pathname: location.pathname, matches, noindex: true });
export const handle = routeHandle("ProfileSecurity");

export default function ProfileSecurityRoute() {
  const { sessions, twoFactor, passkeys, hasPassword } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-6" data-testid="profile-security">
      <h1 className="text-2xl font-bold text-slate-900">{t("routes.ProfileSecurity.heading")}</h1>
      <TwoFactorPanel status={twoFactor} />
      <PasskeysPanel passkeys={passkeys} hasPassword={hasPassword} hasCode={twoFactor.enabled} />
      <SessionsList sessions={sessions} />
    </section>
  );
}
