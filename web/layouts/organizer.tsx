import { type LoaderFunctionArgs, Outlet, useParams } from "react-router";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { layoutMeta } from "../lib/route-module.ts";
import { OrgSwitcher } from "../organizer/org-switcher.tsx";
import type { WorkspaceData } from "../organizer/workspace-data.ts";
import { WorkspaceNav } from "../organizer/workspace-nav.tsx";
import { RouteError } from "../pages/route-error.tsx";
import { LanguageSwitch } from "../shell/language-switch.tsx";
import { Logo } from "../shell/logo.tsx";

export const meta = layoutMeta;

/** The switcher's list, read once per navigation into the workspace (none when signed out). */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<WorkspaceData> {
  if (!context.viewer) return { signedIn: false, organizations: [] };
  const mine = await loaderApi(context, request).call("myOrganizations");
  return { signedIn: true, organizations: mine.rows };
}

function WorkspaceHeader({ orgId }: { orgId: string | undefined }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-3 px-4">
        <Logo />
        <span className="hidden border-l border-slate-200 pl-3 text-sm font-semibold text-slate-700 md:inline">
          {t("organizer.shell.title")}
        </span>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <OrgSwitcher currentId={orgId} />
          <LanguageSwitch />
          <a
            href={href("LandingPage")}
            className="hidden whitespace-nowrap text-sm text-slate-700 underline-offset-2 hover:underline lg:inline"
          >
            {t("organizer.shell.backToSite")}
          </a>
        </div>
      </div>
    </header>
  );
}

/**
 * Layout "organizer": the workspace. Desktop first (sidebar beside the content), usable at
 * 390 px (the navigation becomes a scrolling row). Its modules load only under /organizer.
 */
export default function OrganizerLayout() {
  const { orgId, eventId } = useParams();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("organizer.shell.skipToContent")}
      </a>
      <WorkspaceHeader orgId={orgId} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row lg:gap-6 lg:px-6 lg:py-6">
        {orgId ? (
          <aside className="border-b border-slate-200 bg-white lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent">
            <WorkspaceNav orgId={orgId} eventId={eventId} />
          </aside>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 lg:px-0 lg:py-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <WorkspaceHeader orgId={undefined} />
      <main id="main" tabIndex={-1} className="flex-1">
        <RouteError />
      </main>
    </div>
  );
}
