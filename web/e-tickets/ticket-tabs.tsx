import { Link } from "react-router";
import type { TicketTab } from "#shared/contracts/e-tickets.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";

const TABS: TicketTab[] = ["upcoming", "past"];

/** Upcoming and past (spec section 2). Links, not buttons: each tab is an address the server renders. */
export function TicketTabs({ current }: { current: TicketTab }) {
  const t = useT();
  const href = useRouteHref();
  return (
    <nav aria-label={t("eTicketsWeb.list.tabsLabel")} className="mt-4 flex border-b border-slate-200">
      {TABS.map((tab) => {
        const active = tab === current;
        return (
          <Link
            key={tab}
            to={href("TicketHistory", undefined, { tab: tab === "upcoming" ? undefined : tab })}
            aria-current={active ? "page" : undefined}
            className={`-mb-px flex-1 border-b-2 px-4 py-3 text-center font-semibold desktop:flex-none ${
              active
                ? "border-brand-600 text-brand-700"
                : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(`eTicketsWeb.list.${tab}`)}
          </Link>
        );
      })}
    </nav>
  );
}
