import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { RouteName } from "#shared/routing/route-table.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { HomeIcon, ReceiptIcon, SearchIcon, TicketIcon, UserIcon } from "./icons.tsx";

const TABS: { route: RouteName; label: MessageKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { route: "LandingPage", label: "nav.home", Icon: HomeIcon },
  { route: "TransactionHistory", label: "nav.transactions", Icon: ReceiptIcon },
  { route: "TicketHistory", label: "nav.tickets", Icon: TicketIcon },
  { route: "SearchPage", label: "nav.search", Icon: SearchIcon },
  { route: "ProfilePage", label: "nav.profile", Icon: UserIcon },
];

/** Mobile bottom navigation (<= 800 px) with five tabs: spec section 2. */
export function BottomNav() {
  const t = useT();
  const href = useRouteHref();
  return (
    <nav
      aria-label={t("nav.bottomNavigation")}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] desktop:hidden"
      data-testid="bottom-nav"
    >
      <ul className="grid grid-cols-5">
        {TABS.map(({ route, label, Icon }) => (
          <li key={route}>
            <NavLink
              to={href(route)}
              end={route === "LandingPage"}
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${isActive ? "text-brand-700" : "text-slate-500"}`
              }
            >
              <Icon width={22} height={22} />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
