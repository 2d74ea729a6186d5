import type { ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { LazyNamespace } from "#shared/i18n/catalog.ts";
import type { RouteName } from "#shared/routing/route-table.ts";
import { WithMessages } from "./i18n.tsx";
import type { RootData } from "./root-data.ts";

/**
 * The catalog namespaces each page shows beyond the first-view text (route ids are route names). They
 * load before the page renders: before hydration on a first view, inside the navigation's transition
 * afterwards. Every lazy namespace a route module uses (directly or through its components) is listed;
 * tests/unit/i18n-browser-catalogs.test.ts checks that against the source.
 */
export const ROUTE_NAMESPACES: Partial<Record<RouteName, readonly LazyNamespace[]>> = {
  LandingPage: ["landingContent"],
  SearchPage: ["discovery"],
  EventDetail: ["eventShare"],
  EventTicket: ["ticketPicker"],
  EventTicketCheckout: ["auth", "checkout", "checkoutWeb", "paymentsWeb"],
  CompletePayment: ["paymentsWeb"],
  TransactionHistory: ["paymentsWeb"],
  TransactionDetail: ["paymentsWeb"],
  PaymentSimulator: ["paymentsWeb"],
  TicketHistory: ["auth", "eTicketsWeb"],
  ETicket: ["auth", "checkout", "checkoutWeb", "eTicketsWeb"],
  CheckIn: ["eTicketsWeb"],
  ProfilePage: ["auth"],
  ForgetPassword: ["auth"],
  OrganizerHome: ["auth", "organizer"],
  OrganizerInvitation: ["auth", "organizer"],
  OrganizerEvents: ["auth", "organizer"],
  OrganizerEventDetails: ["auth", "organizer"],
  OrganizerEventTickets: ["auth", "organizer", "orgCatalog"],
  OrganizerEventSeats: ["auth", "organizer", "orgCatalog"],
  OrganizerEventForm: ["auth", "organizer", "orgCatalog", "checkoutWeb"],
  OrganizerEventVouchers: ["auth", "organizer", "orgCatalog"],
  OrganizerEventAudit: ["auth", "organizer", "orgCatalog"],
  OrganizerEventBuyers: ["auth", "organizer"],
  OrganizerEventGates: ["auth", "organizer"],
  OrganizerCheckIn: ["auth", "organizer"],
  OrganizerEventRefunds: ["auth", "organizer"],
  OrganizerEventPayout: ["auth", "organizer"],
  OrganizerOrderDetail: ["auth", "organizer"],
  OrganizerEventDashboard: ["auth", "organizer", "paymentsWeb"],
  OrganizerDashboard: ["auth", "organizer", "paymentsWeb"],
  OrganizerAccessLog: ["auth", "organizer"],
  OrganizerWebhooks: ["auth", "organizer"],
  OrganizerTeam: ["auth", "organizer"],
  OrganizerSettings: ["auth", "organizer"],
  WaitingRoom: ["auth", "waitingRoom"],
  VoucherList: ["vouchersWeb"],
  VoucherDetail: ["vouchersWeb"],
};

/** Text a lazily loaded part fetches itself when it first shows (the cookie banner, ADR 0123). */
export const SELF_LOADED_NAMESPACES: readonly LazyNamespace[] = ["consent"];

/** The modals' forms (sign-in, sign-up, profile, password) and the signed-in profile menu. */
export const ACCOUNT_NAMESPACES: readonly LazyNamespace[] = ["auth"];

/** Lazy namespaces the current page needs: its routes' and, for a signed-in buyer, the profile menu's. */
export function useRouteNamespaces(): LazyNamespace[] {
  const matches = useMatches();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.viewer);
  const needed = new Set<LazyNamespace>(signedIn ? ACCOUNT_NAMESPACES : []);
  for (const match of matches)
    for (const namespace of ROUTE_NAMESPACES[match.id as RouteName] ?? []) needed.add(namespace);
  return [...needed].sort();
}

/**
 * Holds back a page until its text is loaded: a client navigation to checkout, or to the other language,
 * suspends here, and since navigations run in a transition the current page stays on screen meanwhile,
 * never message keys. On a first view entry.client.tsx has loaded everything, so nothing suspends.
 */
export function RouteMessages({ children }: { children: ReactNode }) {
  return <WithMessages namespaces={useRouteNamespaces()}>{children}</WithMessages>;
}
