import { NavLink } from "react-router";
import { ProfileMenu } from "../accounts/profile-menu.tsx";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useRootData } from "../lib/root-data.ts";
import { useModal } from "../ui/modal-host.tsx";
import { CompanyMenu } from "./company-menu.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { SearchBox } from "./search-box.tsx";

const navLink =
  "rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-brand-700";

/** Desktop top bar (hidden at <= 800 px): spec section 2. */
export function TopBar() {
  const t = useT();
  const href = useRouteHref();
  const { viewer } = useRootData();
  const modal = useModal();
  return (
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur mobile:hidden"
      data-testid="top-bar"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-6">
        <Logo />
        <SearchBox id="top-search" variant="bar" />
        <nav aria-label={t("nav.mainNavigation")} className="flex shrink-0 items-center gap-1">
          <CompanyMenu />
          <LanguageSwitch className="whitespace-nowrap" />
        </nav>
        {viewer ? (
          <div className="flex shrink-0 items-center gap-1">
            <NavLink to={href("TransactionHistory")} className={navLink}>
              {t("nav.transactions")}
            </NavLink>
            <NavLink to={href("TicketHistory")} className={navLink}>
              {t("nav.tickets")}
            </NavLink>
            <ProfileMenu viewer={viewer} />
          </div>
        ) : (
          <div className="flex shrink-0 items-center gap-2">
            <button
              type="button"
              onClick={() => modal.open("login")}
              className="whitespace-nowrap rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t("nav.login")}
            </button>
            <button
              type="button"
              onClick={() => modal.open("signup")}
              className="whitespace-nowrap rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t("nav.signup")}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}
