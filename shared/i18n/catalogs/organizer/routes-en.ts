/**
 * Title, description and heading of each workspace page: they travel with the organizer namespace, which
 * every workspace route loads, so buyer pages do not carry them (`shared/routing/route-text.ts`).
 */
export const organizerRoutesEn = {
  OrganizerHome: {
    title: "Organiser workspace",
    description: "Create and manage your events on Tiketin.",
    heading: "Organiser workspace",
  },
  OrganizerInvitation: {
    title: "Invitation",
    description: "Join an organisation on Tiketin.",
    heading: "Invitation",
  },
  OrganizerEvents: { title: "Events", description: "Your organisation's events.", heading: "Events" },
  OrganizerEventDetails: {
    title: "Event details",
    description: "Edit the event's details.",
    heading: "Event details",
  },
  OrganizerEventTickets: {
    title: "Tickets",
    description: "The event's ticket categories.",
    heading: "Tickets",
  },
  OrganizerEventSeats: { title: "Seats", description: "The event's seat map.", heading: "Seats" },
  OrganizerEventForm: {
    title: "Visitor form",
    description: "The event's visitor form.",
    heading: "Visitor form",
  },
  OrganizerEventVouchers: { title: "Vouchers", description: "The event's vouchers.", heading: "Vouchers" },
  OrganizerEventAudit: {
    title: "Audit log",
    description: "Changes to the published event.",
    heading: "Audit log",
  },
  OrganizerEventDashboard: {
    title: "Dashboard",
    description: "Live sales, money and check-ins of the event.",
    heading: "Dashboard",
  },
  OrganizerDashboard: {
    title: "Sales dashboard",
    description: "Live sales, money and check-ins of all your events.",
    heading: "Sales dashboard",
  },
  OrganizerEventBuyers: {
    title: "Buyers",
    description: "The event's attendees and orders, live, with exports.",
    heading: "Buyers",
  },
  OrganizerEventGates: {
    title: "Gates",
    description: "The event's gates, each staff member's check-in link, and live gate figures.",
    heading: "Gates",
  },
  OrganizerCheckIn: {
    title: "Check-in",
    description: "The events you can check in for.",
    heading: "Check-in",
  },
  OrganizerEventRefunds: {
    title: "Refunds",
    description: "Orders whose money must go back to the buyer, and the refunds recorded.",
    heading: "Refunds",
  },
  OrganizerEventWaitingRoom: {
    title: "Waiting room",
    description: "The sale's line: opening, admission rate and the line so far.",
    heading: "Waiting room",
  },
  OrganizerEventBoxOffice: {
    title: "Box office",
    description: "Sell at the door for cash or QRIS, and issue complimentary tickets.",
    heading: "Box office",
  },
  OrganizerEventPayout: {
    title: "Payout statement",
    description: "Gross, gateway fees and net payable per day.",
    heading: "Payout statement",
  },
  OrganizerOrderDetail: {
    title: "Order",
    description: "One order: amounts, e-tickets, refund and confirmation.",
    heading: "Order",
  },
  OrganizerAccessLog: {
    title: "Access log",
    description: "Who opened or exported buyers' personal data, when and why.",
    heading: "Access log",
  },
  OrganizerWebhooks: {
    title: "Webhooks",
    description: "Signed notifications of paid orders, refunds, transfers and check-ins to your own systems.",
    heading: "Webhooks",
  },
  OrganizerTeam: {
    title: "Team",
    description: "Your organisation's members and invitations.",
    heading: "Team",
  },
  OrganizerSettings: {
    title: "Organisation settings",
    description: "Profile and payout account.",
    heading: "Organisation settings",
  },
  OrganizerEventMessages: {
    title: "Messages",
    description: "Messages to the event's ticket holders: compose, preview, send, and what was sent.",
    heading: "Messages",
  },
} as const;
