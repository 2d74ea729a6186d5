import type { ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { LazyNamespace } from "#shared/i18n/catalog.ts";
import { ROUTE_TABLE, type RouteName } from "#shared/routing/route-table.ts";
import { WithMessages } from "./i18n.tsx";
import type { RootData } from "./root-data.ts";

/**
 * The catalog namespaces each page shows beyond the first-view text (route ids are route names); a
 * workspace page also loads WORKSPACE_NAMESPACES (routeNamespaces). They
 * load before the page renders: before hydration on a first view, inside the navigation's transition
 * afterwards. Every lazy namespace a route module uses (directly or through its components) is listed;
 * tests/unit/i18n-browser-catalogs.test.ts checks that against the source.
 */
export const ROUTE_NAMESPACES: Partial<Record<RouteName, readonly LazyNamespace[]>> = {
  LandingPage: ["landingContent"],
  SearchPage: ["discovery"],
  EventDetail: ["eventShare", "resale", "waitingList"],
  EventTicket: ["ticketPicker"],
  EventTicketCheckout: ["auth", "checkout", "checkoutWeb", "paymentsWeb", "validation"],
  CompletePayment: ["paymentsWeb"],
  TransactionHistory: ["paymentsWeb"],
  TransactionDetail: ["paymentsWeb"],
  PaymentSimulator: ["paymentsWeb"],
  TicketHistory: ["auth", "eTicketsWeb", "resale", "validation", "waitingList"],
  ETicket: ["auth", "checkout", "checkoutWeb", "eTicketsWeb", "validation"],
  CheckIn: ["eTicketsWeb"],
  RefundAccount: ["eTicketsWeb"],
  ProfilePage: ["auth", "validation"],
  ProfileSecurity: ["security", "validation"],
  VerifyEmail: ["auth"],
  ForgetPassword: ["auth", "validation"],
  OrganizerEventTickets: ["orgCatalog"],
  OrganizerEventSeats: ["orgCatalog"],
  OrganizerEventForm: ["orgCatalog", "checkoutWeb"],
  OrganizerEventVouchers: ["orgCatalog"],
  OrganizerEventAudit: ["orgCatalog"],
  OrganizerEventDashboard: ["paymentsWeb"],
  OrganizerDashboard: ["paymentsWeb"],
  OrganizerEventBuyers: ["paymentsWeb"],
  OrganizerOrderDetail: ["paymentsWeb"],
  OrganizerEventBoxOffice: ["orgCatalog", "checkoutWeb"],
  OrganizerSettings: ["security"],
  WaitingRoom: ["auth", "waitingRoom"],
  VoucherList: ["vouchersWeb"],
  VoucherDetail: ["vouchersWeb"],
};

/** What every workspace page (the organiser layout) shows beyond its own: the sign-in forms and its text. */
export const WORKSPACE_NAMESPACES: readonly LazyNamespace[] = ["auth", "organizer", "validation"];

const isRouteName = (id: string): id is RouteName => Object.hasOwn(ROUTE_TABLE, id);

/** The namespaces a page loads: its own row's, and the workspace's on a workspace page. */
export function routeNamespaces(name: RouteName): readonly LazyNamespace[] {
  const own = ROUTE_NAMESPACES[name] ?? [];
  return ROUTE_TABLE[name].layout === "organizer" ? [...WORKSPACE_NAMESPACES, ...own] : own;
}

/** Text a lazily loaded part fetches itself when it first shows (the cookie banner, ADR 0123). */
export const SELF_LOADED_NAMESPACES: readonly LazyNamespace[] = ["consent"];

/** The modals' forms (sign-in, sign-up, profile, password) and the signed-in profile menu. */
export const ACCOUNT_NAMESPACES: readonly LazyNamespace[] = ["auth", "validation"];

/** Lazy namespaces the current page needs: its routes' and, for a signed-in buyer, the profile menu's. */
export function useRouteNamespaces(): LazyNamespace[] {
  const matches = useMatches();
  const signedIn = Boolean(useRouteLoaderData<RootData>("root")?.viewer);
  const needed = new Set<LazyNamespace>(signedIn ? ACCOUNT_NAMESPACES : []);
  for (const match of matches)
    if (isRouteName(match.id)) for (const namespace of routeNamespaces(match.id)) needed.add(namespace);
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
