import type { Locale } from "../i18n/locales.ts";

/**
 * The 18 routes of spec section 2, plus the how-to-buy page the footer links to. Each path is written without the optional leading `en` segment;
 * the web's route config and every link are derived from this one table.
 *
 * access: 0 open, 1 logged-in only, 2 logged-out only, 3 mobile only (width <= 800 px). A failed guard
 * renders NotFound. `loginPrompt` routes render "You Are Not Authorized" and open the login modal instead.
 */
export const ROUTE_TABLE = {
  LandingPage: { path: "", access: 0, layout: "default" },
  EventDetail: { path: "event/:slug", access: 0, layout: "event-detail" },
  EventTicket: { path: "event/:slug/tickets", access: 0, layout: "event-ticket" },
  EventTicketCheckout: { path: "event/:slug/checkout", access: 1, layout: "event-ticket" },
  SearchPage: { path: "search", access: 0, layout: "default" },
  ForgetPassword: { path: "forget-password", access: 2, layout: "plain" },
  ProfilePage: { path: "profile", access: 3, layout: "none" },
  // Signed-in devices and two-factor sign-in: on every screen size, unlike the mobile profile page.
  ProfileSecurity: { path: "profile/security", access: 1, layout: "secondary" },
  CompletePayment: {
    path: "event/:slug/complete-payment/:externalId",
    access: 0,
    layout: "secondary",
    loginPrompt: true,
  },
  TransactionHistory: { path: "transaction-history", access: 0, layout: "default", loginPrompt: true },
  TransactionDetail: {
    path: "transaction-history/:externalId",
    access: 0,
    layout: "secondary",
    loginPrompt: true,
  },
  TicketHistory: { path: "ticket-history", access: 0, layout: "default", loginPrompt: true },
  ContactUs: { path: "contact-us", access: 0, layout: "secondary" },
  AboutUs: { path: "about-us", access: 0, layout: "about" },
  CustomWebsite: { path: "about-us/web-development", access: 0, layout: "about" },
  Wristband: { path: "about-us/wristband", access: 0, layout: "about" },
  TermsAndConditions: { path: "terms-and-conditions", access: 0, layout: "plain" },
  PrivacyPolicy: { path: "privacy-policy", access: 0, layout: "plain" },
  NotFound: { path: "404", access: 0, layout: "plain" },
  // The e-ticket view of My tickets (spec section 2).
  ETicket: { path: "ticket-history/:ticketId", access: 0, layout: "secondary", loginPrompt: true },
  // The gate's check-in page; its secret travels in the URL fragment `#k=...`, never to the server.
  CheckIn: { path: "check-in/:slug", access: 0, layout: "none" },
  // A refund's bank account, from the mailed link; its single-use token travels in the fragment `#t=...`.
  RefundAccount: { path: "refund-account", access: 0, layout: "secondary" },
  // Development and test only: act as the bank, QRIS app, OVO, cashier; production answers 404.
  PaymentSimulator: { path: "sandbox/pay/:externalId", access: 0, layout: "plain" },
  // Not in spec section 2's table, but the footer links to it (spec section 2).
  HowToBuy: { path: "how-to-buy", access: 0, layout: "secondary" },
  // The e-mail verification link's page: works signed in or not.
  VerifyEmail: { path: "verify-email", access: 0, layout: "plain" },
  // The organiser's workspace: code-split, loaded only under /organizer. Signed out, each
  // page asks for sign-in first (loginPrompt); every action is checked again by the API.
  OrganizerHome: { path: "organizer", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerInvitation: { path: "organizer/invitation", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerEvents: { path: "organizer/:orgId/events", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerDashboard: {
    path: "organizer/:orgId/dashboard",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventDashboard: {
    path: "organizer/:orgId/events/:eventId/dashboard",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventDetails: {
    path: "organizer/:orgId/events/:eventId",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventTickets: {
    path: "organizer/:orgId/events/:eventId/tickets",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventSeats: {
    path: "organizer/:orgId/events/:eventId/seats",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventForm: {
    path: "organizer/:orgId/events/:eventId/form",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventVouchers: {
    path: "organizer/:orgId/events/:eventId/vouchers",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventWaitingRoom: {
    path: "organizer/:orgId/events/:eventId/waiting-room",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventAudit: {
    path: "organizer/:orgId/events/:eventId/audit",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventBuyers: {
    path: "organizer/:orgId/events/:eventId/buyers",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventGates: {
    path: "organizer/:orgId/events/:eventId/gates",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventRefunds: {
    path: "organizer/:orgId/events/:eventId/refunds",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventPayout: {
    path: "organizer/:orgId/events/:eventId/payout",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventBoxOffice: {
    path: "organizer/:orgId/events/:eventId/box-office",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerEventMessages: {
    path: "organizer/:orgId/events/:eventId/messages",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerOrderDetail: {
    path: "organizer/:orgId/events/:eventId/orders/:orderId",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerCheckIn: { path: "organizer/:orgId/check-in", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerAccessLog: {
    path: "organizer/:orgId/access-log",
    access: 0,
    layout: "organizer",
    loginPrompt: true,
  },
  OrganizerWebhooks: { path: "organizer/:orgId/webhooks", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerTeam: { path: "organizer/:orgId/team", access: 0, layout: "organizer", loginPrompt: true },
  OrganizerSettings: { path: "organizer/:orgId/settings", access: 0, layout: "organizer", loginPrompt: true },
  // The event's waiting room: signed-out visitors may wait; sign-in before their turn.
  WaitingRoom: { path: "event/:slug/queue", access: 0, layout: "plain" },
  // Spec section 2's voucher list and voucher detail screens; a code is unique per event.
  VoucherList: { path: "vouchers", access: 0, layout: "default" },
  VoucherDetail: { path: "vouchers/:slug/:code", access: 0, layout: "secondary" },
} as const satisfies Record<string, RouteEntry>;

export type LayoutName =
  | "default"
  | "event-detail"
  | "event-ticket"
  | "secondary"
  | "about"
  | "plain"
  | "none"
  | "organizer";
export type AccessLevel = 0 | 1 | 2 | 3;
export interface RouteEntry {
  path: string;
  access: AccessLevel;
  layout: LayoutName;
  loginPrompt?: boolean;
}
export type RouteName = keyof typeof ROUTE_TABLE;
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

export const MOBILE_MAX_WIDTH_PX = 800;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof ROUTE_TABLE)[N]["path"]>, string>;

/** Builds the href of a named route in a locale: Indonesian has no prefix, English lives under `/en`. */
export function routeHref<N extends RouteName>(
  name: N,
  locale: Locale,
  params?: RouteParams<N>,
  query?: Record<string, string | undefined>,
): string {
  const path = ROUTE_TABLE[name].path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent((params as Record<string, string> | undefined)?.[key] ?? ""),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, value);
  const qs = search.size > 0 ? `?${search}` : "";
  return `${localePrefix(locale)}/${path}`.replace(/\/$/, "").replace(/^$/, "/") + qs;
}

function localePrefix(locale: Locale): string {
  return locale === "en" ? "/en" : "";
}

/** The locale a pathname is in: `/en` or `/en/...` is English, everything else Indonesian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "id";
}

/** The same page in another locale, keeping the query string and hash (the language switch). */
export function switchLocalePath(pathname: string, search: string, hash: string, target: Locale): string {
  const bare = localeOfPath(pathname) === "en" ? pathname.slice(3) || "/" : pathname;
  const prefixed = target === "en" ? (bare === "/" ? "/en" : `/en${bare}`) : bare;
  return `${prefixed}${search}${hash}`;
}
