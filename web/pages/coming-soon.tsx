import { useLoaderData } from "react-router";
import { routeTextKey } from "#shared/routing/route-text.ts";
import { useT } from "../lib/i18n.tsx";
import type { GuardResult } from "../lib/route-guard.server.ts";
import { NotAuthorizedPage } from "./error-pages.tsx";

/**
 * The body of a screen a later issue builds: the route's real heading in its real layout, a plain
 * "coming soon" note, and the login prompt when the route needs a signed-in buyer.
 */
export function ComingSoonPage() {
  const { routeName, needsLogin } = useLoaderData<GuardResult>();
  const t = useT();
  if (needsLogin) return <NotAuthorizedPage />;
  return (
    <section className="mx-auto max-w-3xl px-6 py-12" data-testid="coming-soon">
      <h1 className="text-2xl font-bold text-slate-900 desktop:text-3xl">
        {t(routeTextKey(routeName, "heading"))}
      </h1>
      <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-semibold text-slate-800">{t("pages.comingSoonTitle")}</p>
        <p className="mt-2 text-slate-600">{t("pages.comingSoonBody")}</p>
      </div>
    </section>
  );
}
