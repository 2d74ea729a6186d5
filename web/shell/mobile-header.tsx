import { useNavigate } from "react-router";
import { routeTextKey } from "#shared/routing/route-text.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useCurrentRouteName } from "../lib/root-data.ts";
import { BackIcon } from "./icons.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";

/** Mobile top bar (<= 800 px): back navigation with the page title; the landing page shows the logo. */
export function MobileHeader({ title }: { title?: string }) {
  const t = useT();
  const href = useRouteHref();
  const navigate = useNavigate();
  const routeName = useCurrentRouteName();
  const isHome = routeName === "LandingPage";
  const heading = title ?? (routeName ? t(routeTextKey(routeName, "heading")) : "");
  return (
    <header
      className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 desktop:hidden"
      data-testid="mobile-header"
    >
      {isHome ? (
        <div className="flex-1 px-2">
          <Logo />
        </div>
      ) : (
        <>
          <button
            type="button"
            aria-label={t("nav.back")}
            className="grid size-10 place-items-center rounded-full text-slate-700 hover:bg-slate-100"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(href("LandingPage")))}
          >
            <BackIcon />
          </button>
          {/* Two lines before it is cut (English titles beside "Bahasa Indonesia" at 320 px), then the title. */}
          <p
            className="line-clamp-2 min-w-0 flex-1 leading-5 font-semibold [overflow-wrap:anywhere] text-slate-900"
            title={heading}
          >
            {heading}
          </p>
        </>
      )}
      <LanguageSwitch className="px-2" compact />
    </header>
  );
}
