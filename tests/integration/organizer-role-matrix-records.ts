import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { ticketCategories } from "../../server/db/schema/index.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of an event's buyer records: lists and exports for owner, admin and
 * finance; the reveal of protected answers for owner and admin; the access log for owners only; the
 * live dashboards for owner, admin and finance. Gate staff see none of it.
 */
const base = (f: Fixture) => `/organizer/organizations/${f.organiser.id}`;
const records = (f: Fixture, id = f.published.id) => `${base(f)}/events/${id}`;

/** A paid ticket of the fixture's published event, for the reveal rows. */
async function sellOneTicket(fixture: Fixture, db: Db): Promise<void> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, fixture.published.id))
    .limit(1);
  if (!category) throw new Error("the fixture's published event has no category");
  const sold = await issuePaidTickets(db, {
    buyerId: fixture.target.id,
    eventId: fixture.published.id,
    categoryId: category.id,
    visitors: ["Sari Wulandari"],
  });
  fixture.ticketId = sold.ticketIds[0];
}

const reason = { reason: "Cek identitas di gerbang VIP" };

export const RECORDS_ROWS: Row[] = [
  {
    name: "eventAttendees",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/attendees",
    request: (f) => ({ method: "GET", url: `${records(f)}/attendees?q=sari` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/attendees` }),
  },
  {
    name: "eventOrders",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/orders",
    request: (f) => ({ method: "GET", url: `${records(f)}/orders?status=paid` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/orders` }),
  },
  {
    name: "revealAttendee",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/attendees/{ticketId}/reveal",
    prepare: sellOneTicket,
    request: (f) => ({ method: "POST", url: `${records(f)}/attendees/${f.ticketId}/reveal`, body: reason }),
    // Another organisation's ticket, under the caller's own event: not found, never "not yours".
    foreign: (own, other) => ({
      method: "POST",
      url: `${records(own)}/attendees/${other.ticketId}/reveal`,
      body: reason,
    }),
  },
  {
    name: "exportRecords",
    allowed: "records",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/exports/{kind}",
    request: (f) => ({ method: "GET", url: `${records(f)}/exports/attendees?format=csv` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/exports/orders` }),
  },
  // the live dashboard: owner, admin and finance; gate staff 403
  {
    name: "eventDashboard",
    allowed: "dashboard",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/dashboard",
    prepare: sellOneTicket,
    request: (f) => ({ method: "GET", url: `${records(f)}/dashboard` }),
    foreign: (own, other) => ({ method: "GET", url: `${records(own, other.published.id)}/dashboard` }),
  },
  {
    name: "orgDashboard",
    allowed: "dashboard",
    operation: "GET /organizer/organizations/{orgId}/dashboard",
    request: (f) => ({ method: "GET", url: `${base(f)}/dashboard` }),
  },
  {
    name: "accessLog",
    allowed: "owners",
    operation: "GET /organizer/organizations/{orgId}/access-log",
    request: (f) => ({ method: "GET", url: `${base(f)}/access-log` }),
  },
];
