import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { type LayoutName, ROUTE_NAMES, ROUTE_TABLE, type RouteName } from "../shared/routing/route-table.ts";

/** Module of each named route. Route ids are the route names, so `handle`/guards can refer to them. */
const ROUTE_FILES: Record<RouteName, string> = {
  LandingPage: "routes/landing.tsx",
  EventDetail: "routes/event-detail.tsx",
  EventTicket: "routes/event-ticket.tsx",
  EventTicketCheckout: "routes/event-checkout.tsx",
  SearchPage: "routes/search.tsx",
  ForgetPassword: "routes/forget-password.tsx",
  ProfilePage: "routes/profile.tsx",
  ProfileSecurity: "routes/profile-security.tsx",
  CompletePayment: "routes/complete-payment.tsx",
  TransactionHistory: "routes/transaction-history.tsx",
  TransactionDetail: "routes/transaction-detail.tsx",
  TicketHistory: "routes/ticket-history.tsx",
  ETicket: "routes/e-ticket.tsx",
  CheckIn: "routes/check-in.tsx",
  RefundAccount: "routes/refund-account.tsx",
  PaymentSimulator: "routes/payment-simulator.tsx",
  ContactUs: "routes/contact-us.tsx",
  AboutUs: "routes/about-us.tsx",
  CustomWebsite: "routes/custom-website.tsx",
  Wristband: "routes/wristband.tsx",
  TermsAndConditions: "routes/terms.tsx",
  PrivacyPolicy: "routes/privacy.tsx",
  NotFound: "routes/not-found.tsx",
  HowToBuy: "routes/how-to-buy.tsx",
  VerifyEmail: "routes/verify-email.tsx",
  OrganizerHome: "routes/organizer/home.tsx",
  OrganizerInvitation: "routes/organizer/invitation.tsx",
  OrganizerEvents: "routes/organizer/events.tsx",
  OrganizerEventDetails: "routes/organizer/event-details.tsx",
  OrganizerEventTickets: "routes/organizer/event-tickets.tsx",
  OrganizerEventSeats: "routes/organizer/event-seats.tsx",
  OrganizerEventForm: "routes/organizer/event-form.tsx",
  OrganizerEventVouchers: "routes/organizer/event-vouchers.tsx",
  OrganizerEventAudit: "routes/organizer/event-audit.tsx",
  OrganizerEventBuyers: "routes/organizer/event-buyers.tsx",
  OrganizerEventGates: "routes/organizer/event-gates.tsx",
  OrganizerCheckIn: "routes/organizer/check-in-desk.tsx",
  OrganizerEventRefunds: "routes/organizer/event-refunds.tsx",
  OrganizerEventPayout: "routes/organizer/event-payout.tsx",
  OrganizerEventBoxOffice: "routes/organizer/event-box-office.tsx",
  OrganizerEventMessages: "routes/organizer/event-messages.tsx",
  OrganizerEventWaitingRoom: "routes/organizer/event-waiting-room.tsx",
  OrganizerOrderDetail: "routes/organizer/order-detail.tsx",
  OrganizerEventDashboard: "routes/organizer/event-dashboard.tsx",
  OrganizerDashboard: "routes/organizer/org-dashboard.tsx",
  OrganizerAccessLog: "routes/organizer/access-log.tsx",
  OrganizerWebhooks: "routes/organizer/webhooks.tsx",
  OrganizerTeam: "routes/organizer/team.tsx",
  OrganizerSettings: "routes/organizer/settings.tsx",
  WaitingRoom: "routes/waiting-room.tsx",
  VoucherList: "routes/voucher-list.tsx",
  VoucherDetail: "routes/voucher-detail.tsx",
};

const LAYOUTS: LayoutName[] = [
  "default",
  "event-detail",
  "event-ticket",
  "secondary",
  "about",
  "plain",
  "none",
  "organizer",
];

/** Every path takes an optional leading `en` segment (spec section 2): `/about-us` and `/en/about-us`. */
function localizedPath(path: string): string {
  return path ? `en?/${path}` : "en?";
}

export default [
  ...LAYOUTS.map((layoutName) =>
    layout(
      `layouts/${layoutName}.tsx`,
      // The workspace's layout loads the switcher's list; its id lets pages read that data.
      layoutName === "organizer" ? { id: "OrganizerLayout" } : {},
      ROUTE_NAMES.filter((name) => ROUTE_TABLE[name].layout === layoutName).map((name) =>
        route(localizedPath(ROUTE_TABLE[name].path), ROUTE_FILES[name], { id: name }),
      ),
    ),
  ),
  route("*", "routes/catch-all.tsx", { id: "CatchAll" }),
] satisfies RouteConfig;
