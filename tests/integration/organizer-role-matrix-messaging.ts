import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { ticketCategories } from "../../server/db/schema/index.ts";
import { issuePaidTickets } from "../support/e-tickets-fixtures.ts";
import type { Fixture, Row } from "../support/organizer-matrix-row.ts";

/**
 * The role-matrix rows of messages to an event's ticket holders: owners and admins (`editors`); finance,
 * gate staff, buyers and other organisations never.
 */
const messages = (f: Fixture, id = f.published.id) =>
  `/organizer/organizations/${f.organiser.id}/events/${id}/messages`;

/** One holder, so a send has someone to mail (a send to nobody is refused with 422). */
async function sellOne(fixture: Fixture, db: Db): Promise<void> {
  const [category] = await db
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, fixture.published.id))
    .limit(1);
  if (!category) throw new Error("the fixture's published event has no category");
  await issuePaidTickets(db, {
    buyerId: fixture.target.id,
    eventId: fixture.published.id,
    categoryId: category.id,
    visitors: ["Sari Wulandari"],
  });
}

const draft = { reason: "venue_change", subject: "Lokasi pindah", body: "Ke Hall B." };

export const MESSAGING_ROWS: Row[] = [
  {
    name: "previewEventMessage",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/messages/preview",
    request: (f) => ({ method: "POST", url: `${messages(f)}/preview`, body: draft }),
    foreign: (own, other) => ({
      method: "POST",
      url: `${messages(own, other.published.id)}/preview`,
      body: draft,
    }),
  },
  {
    name: "sendEventMessage",
    allowed: "editors",
    operation: "POST /organizer/organizations/{orgId}/events/{eventId}/messages",
    prepare: sellOne,
    request: (f) => ({ method: "POST", url: messages(f), body: { ...draft, idempotencyKey: randomUUID() } }),
    foreign: (own, other) => ({
      method: "POST",
      url: messages(own, other.published.id),
      body: { ...draft, idempotencyKey: randomUUID() },
    }),
  },
  {
    name: "eventMessages",
    allowed: "editors",
    operation: "GET /organizer/organizations/{orgId}/events/{eventId}/messages",
    request: (f) => ({ method: "GET", url: messages(f) }),
    foreign: (own, other) => ({ method: "GET", url: messages(own, other.published.id) }),
  },
];
