import { NavLink } from "react-router";
import { type OrganizerRole, ROLE_GROUPS, type RoleGroup } from "#shared/contracts/organizer.ts";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { useCurrentOrganization } from "./workspace-data.ts";

/** The items the caller's role may open (an unknown role, while the layout loads, sees them all). */
function useOffered<Route>(orgId: string, items: NavItem<Route>[]): NavItem<Route>[] {
  const role = useCurrentOrganization(orgId)?.role;
  return items.filter(
    (item) =>
      !item.only || !role || ROLE_GROUPS[item.only].some((allowed: OrganizerRole) => allowed === role),
  );
}

type OrgRoute =
  | "OrganizerDashboard"
  | "OrganizerEvents"
  | "OrganizerCheckIn"
  | "OrganizerTeam"
  | "OrganizerSettings"
  | "OrganizerAccessLog"
  | "OrganizerWebhooks";
type EventRoute =
  | "OrganizerEventDashboard"
  | "OrganizerEventDetails"
  | "OrganizerEventTickets"
  | "OrganizerEventSeats"
  | "OrganizerEventForm"
  | "OrganizerEventVouchers"
  | "OrganizerEventAudit"
  | "OrganizerEventBuyers"
  | "OrganizerEventGates"
  | "OrganizerEventRefunds"
  | "OrganizerEventPayout"
  | "OrganizerEventBoxOffice"
  | "OrganizerEventMessages"
  | "OrganizerEventWaitingRoom";

/** `only`: the role group that may open the screen; the item is not offered to anyone else. */
type NavItem<Route> = { route: Route; label: MessageKey; only?: RoleGroup };

// Gate staff see only check-in: everything else names the `office` group.
const ORG_ITEMS: NavItem<OrgRoute>[] = [
  { route: "OrganizerDashboard", label: "organizer.shell.navDashboard", only: "dashboard" },
  { route: "OrganizerEvents", label: "organizer.shell.navEvents", only: "office" },
  { route: "OrganizerCheckIn", label: "organizer.gates.navCheckIn", only: "checkIn" },
  { route: "OrganizerTeam", label: "organizer.shell.navTeam", only: "office" },
  { route: "OrganizerSettings", label: "organizer.shell.navSettings", only: "office" },
  { route: "OrganizerAccessLog", label: "organizer.records.tabs.accessLog", only: "owners" },
  { route: "OrganizerWebhooks", label: "organizer.webhooks.tab", only: "editors" },
];

/** The event's own screens: its live dashboard first, details; tickets, seats, form, vouchers and audit log (catalogue work). */
export const EVENT_ITEMS: NavItem<EventRoute>[] = [
  { route: "OrganizerEventDashboard", label: "organizer.shell.navDashboard", only: "dashboard" },
  { route: "OrganizerEventDetails", label: "organizer.shell.navEventDetails", only: "office" },
  { route: "OrganizerEventBuyers", label: "organizer.records.title", only: "records" },
  { route: "OrganizerEventRefunds", label: "organizer.refunds.tabs.refunds", only: "records" },
  { route: "OrganizerEventPayout", label: "organizer.refunds.tabs.payout", only: "records" },
  { route: "OrganizerEventMessages", label: "organizer.messaging.tab", only: "editors" },
  { route: "OrganizerEventTickets", label: "organizer.shell.navEventTickets", only: "office" },
  { route: "OrganizerEventSeats", label: "organizer.shell.navEventSeats", only: "office" },
  { route: "OrganizerEventForm", label: "organizer.shell.navEventForm", only: "office" },
  { route: "OrganizerEventVouchers", label: "organizer.shell.navEventVouchers", only: "office" },
  { route: "OrganizerEventAudit", label: "organizer.shell.navEventAudit", only: "office" },
  { route: "OrganizerEventWaitingRoom", label: "organizer.waitingRoom.tab", only: "office" },
  { route: "OrganizerEventGates", label: "organizer.gates.nav", only: "editors" },
  { route: "OrganizerEventBoxOffice", label: "organizer.boxOffice.screen.title", only: "editors" },
];

const ITEM =
  "block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700";

/**
 * The workspace navigation: a sidebar on desktop, a scrolling row at 390 px. The event's screens
 * appear under Events while an event is open.
 */
export function WorkspaceNav({ orgId, eventId }: { orgId: string; eventId: string | undefined }) {
  const t = useT();
  const href = useRouteHref();
  const orgItems = useOffered(orgId, ORG_ITEMS);
  const eventItems = useOffered(orgId, EVENT_ITEMS);
  return (
    <nav aria-label={t("organizer.shell.nav")} data-testid="workspace-nav">
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 lg:flex-col lg:overflow-visible lg:px-0 lg:py-0">
        {orgItems.map((item) => (
          <li key={item.route}>
            <NavLink to={href(item.route, { orgId })} end={item.route !== "OrganizerEvents"} className={ITEM}>
              {t(item.label)}
            </NavLink>
            {item.route === "OrganizerEvents" && eventId ? (
              <ul className="hidden lg:mt-1 lg:ml-3 lg:block lg:border-l lg:border-slate-200 lg:pl-2">
                {eventItems.map((sub) => (
                  <li key={sub.route}>
                    <NavLink to={href(sub.route, { orgId, eventId })} end className={ITEM}>
                      {t(sub.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The event's screens as tabs above its content (all widths; the sidebar repeats them on desktop). */
export function EventTabs({ orgId, eventId }: { orgId: string; eventId: string }) {
  const t = useT();
  const href = useRouteHref();
  const items = useOffered(orgId, EVENT_ITEMS);
  return (
    <nav
      aria-label={t("organizer.events.title")}
      className="-mx-4 mb-4 overflow-x-auto border-b border-slate-200 px-4 lg:hidden"
    >
      <ul className="flex gap-1">
        {items.map((sub) => (
          <li key={sub.route}>
            <NavLink
              to={href(sub.route, { orgId, eventId })}
              end
              className="block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
            >
              {t(sub.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
