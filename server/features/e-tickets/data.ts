import { and, asc, desc, eq, gt, gte, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  buyers,
  eTicketCheckIns,
  eTicketOfflineScans,
  eTickets,
  eTicketTransfers,
  events,
  eventTicketSettings,
  orderRefunds,
  paymentTransactions,
  ticketCategories,
} from "../../db/schema/index.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";

/** Reads of the e-tickets feature. Each takes the connection it runs on (the pool or a transaction). */

const ticketColumns = {
  id: eTickets.id,
  transactionId: eTickets.transactionId,
  eventId: eTickets.eventId,
  categoryName: ticketCategories.name,
  seatLabel: eTickets.seatLabel,
  entryNumber: eTickets.entryNumber,
  visitorData: eTickets.visitorData,
  codeVersion: eTickets.codeVersion,
  status: eTickets.status,
  holderBuyerId: eTickets.holderBuyerId,
  holderAccountName: buyers.name,
  holderEmail: buyers.email,
  /** The current holder got it by transfer (the latest hand-over produced the current version). */
  receivedByTransfer: sql<boolean>`EXISTS (SELECT 1 FROM ${eTicketTransfers}
    WHERE ${eTicketTransfers.ticketId} = ${eTickets.id} AND ${eTicketTransfers.toVersion} = ${eTickets.codeVersion})`,
  event: {
    id: events.id,
    slug: events.slug,
    title: events.title,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    venueName: events.venueName,
    city: events.city,
    address: events.address,
    posterPath: events.posterPath,
    chatGroupUrl: events.chatGroupUrl,
    insuranceClaimUrl: events.insuranceClaimUrl,
  },
};

export type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

function selectTickets(db: Db, where: SQL | undefined) {
  return db
    .select(ticketColumns)
    .from(eTickets)
    .innerJoin(events, eq(events.id, eTickets.eventId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, eTickets.categoryId))
    .innerJoin(buyers, eq(buyers.id, eTickets.holderBuyerId))
    .where(where);
}

/**
 * A ticket received by transfer reaches its holder once their e-mail address is verified, or once the
 * claim link of the transfer mail was used; until then it is nobody's to see.
 */
export const delivered = sql`NOT EXISTS (SELECT 1 FROM ${eTicketTransfers} x
    JOIN ${buyers} b ON b.id = x.to_buyer_id
    WHERE x.ticket_id = ${eTickets.id} AND x.to_version = ${eTickets.codeVersion}
      AND x.claimed_at IS NULL AND b.email_verified_at IS NULL)`;

const heldBy = (buyerId: AuthorizedBuyerId) =>
  and(eq(eTickets.holderBuyerId, buyerId), eq(eTickets.status, "valid"), delivered);

/**
 * Listed in My tickets but never shown at the gate or transferable: a ticket voided because its event
 * was cancelled stays with its holder, marked cancelled, until the refund of its order is recorded.
 */
/** A ticket given back by a refund (by the organiser, or cancelled by its buyer). */
const refundedTicket = sql`EXISTS (SELECT 1 FROM order_refund_tickets x WHERE x.ticket_id = ${eTickets.id})`;

const heldOrCancelledFor = (buyerId: AuthorizedBuyerId) =>
  and(
    eq(eTickets.holderBuyerId, buyerId),
    or(
      eq(eTickets.status, "valid"),
      and(eq(eTickets.status, "void"), or(eq(events.lifecycle, "cancelled"), refundedTicket)),
    ),
    delivered,
  );

/**
 * For a void ticket (refunded, or its event cancelled), where its money stands (what the refunds
 * feature records): a ticket refunded on its own follows its refund (`refunded` once it succeeded,
 * `owed` until then); otherwise `refunded` once a refund of its order succeeded, `owed` while the order
 * is marked `needs_refund` with money to pay back, `none` otherwise (nothing was paid). Null: valid.
 */
const cancelledRefundState = sql<"owed" | "refunded" | "none" | null>`CASE
    WHEN ${eTickets.status} <> 'void' THEN NULL
    WHEN ${refundedTicket} THEN CASE WHEN EXISTS (SELECT 1 FROM order_refund_tickets x
      JOIN ${orderRefunds} ON ${orderRefunds.id} = x.refund_id
      WHERE x.ticket_id = ${eTickets.id} AND ${orderRefunds.state} = 'succeeded') THEN 'refunded' ELSE 'owed' END
    WHEN EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.transactionId} = ${eTickets.transactionId}
      AND ${orderRefunds.state} = 'succeeded')
      THEN 'refunded'
    WHEN EXISTS (SELECT 1 FROM ${paymentTransactions} WHERE ${paymentTransactions.id} = ${eTickets.transactionId}
      AND ${paymentTransactions.needsRefund} AND ${paymentTransactions.total} > 0) THEN 'owed'
    ELSE 'none' END`;

/**
 * My tickets: upcoming (not ended yet) soonest first, past most recent first; the tickets this buyer
 * holds, and those voided because their event was cancelled (with their order's refund state).
 */
export function listHeldTickets(db: Db, buyerId: AuthorizedBuyerId, tab: "upcoming" | "past", now: Date) {
  const when = tab === "upcoming" ? gt(events.endsAt, now) : lte(events.endsAt, now);
  const order =
    tab === "upcoming"
      ? [asc(events.startsAt), asc(eTickets.entryNumber)]
      : [desc(events.startsAt), asc(eTickets.entryNumber)];
  return db
    .select({ ...ticketColumns, cancelledRefundState })
    .from(eTickets)
    .innerJoin(events, eq(events.id, eTickets.eventId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, eTickets.categoryId))
    .innerJoin(buyers, eq(buyers.id, eTickets.holderBuyerId))
    .where(and(heldOrCancelledFor(buyerId), when))
    .orderBy(...order, asc(eTickets.id))
    .limit(500);
}

/** A ticket this buyer holds now; undefined for anyone else's (the route answers 404, never 403). */
export async function findHeldTicket(db: Db, buyerId: AuthorizedBuyerId, ticketId: string) {
  const [row] = await selectTickets(db, and(heldBy(buyerId), eq(eTickets.id, ticketId)));
  return row;
}

export async function findTicket(db: Db, ticketId: string) {
  const [row] = await selectTickets(db, eq(eTickets.id, ticketId));
  return row;
}

/** The tickets of one paid transaction, in entry order (confirmation e-mail attachment). */
export function listTransactionTickets(db: Db, transactionId: string) {
  return selectTickets(
    db,
    and(eq(eTickets.transactionId, transactionId), eq(eTickets.status, "valid")),
  ).orderBy(asc(eTickets.entryNumber));
}

/** Every ticket of an event a gate may meet: valid ones to show, the others to refuse offline. */
export function listEventTickets(db: Db, eventId: number) {
  return selectTickets(db, eq(eTickets.eventId, eventId)).orderBy(asc(eTickets.id));
}

/**
 * The tickets of one event whose id starts with any of these prefixes (8 lower-case hex digits each,
 * the ids a typed short code names at each version): one range over the primary key per prefix, so a
 * guess costs a handful of index probes. Bounded: a real code names one ticket, and strangers are rare.
 */
export function findEventTicketsByIdPrefixes(db: Db, eventId: number, idPrefixes: readonly string[]) {
  const ranges = idPrefixes.map((prefix) =>
    and(
      gte(eTickets.id, `${prefix}-0000-0000-0000-000000000000`),
      lte(eTickets.id, `${prefix}-ffff-ffff-ffff-ffffffffffff`),
    ),
  );
  return selectTickets(db, and(eq(eTickets.eventId, eventId), or(...ranges) ?? sql`FALSE`)).limit(32);
}

export async function findFirstCheckIn(db: Db, ticketId: string) {
  const [row] = await db
    .select({ at: eTicketCheckIns.checkedInAt, gate: eTicketCheckIns.gate })
    .from(eTicketCheckIns)
    .where(eq(eTicketCheckIns.ticketId, ticketId));
  return row;
}

export function listEventCheckIns(db: Db, eventId: number) {
  return db
    .select({
      ticketId: eTicketCheckIns.ticketId,
      at: eTicketCheckIns.checkedInAt,
      gate: eTicketCheckIns.gate,
    })
    .from(eTicketCheckIns)
    .where(eq(eTicketCheckIns.eventId, eventId));
}

export interface TicketSettings {
  transfersEnabled: boolean;
  transferFreezeHours: number;
  checkInSecretHash: string | null;
}

const DEFAULT_SETTINGS: TicketSettings = {
  transfersEnabled: true,
  transferFreezeHours: 0,
  checkInSecretHash: null,
};

export async function findTicketSettings(db: Db, eventId: number): Promise<TicketSettings> {
  const [row] = await db
    .select({
      transfersEnabled: eventTicketSettings.transfersEnabled,
      transferFreezeHours: eventTicketSettings.transferFreezeHours,
      checkInSecretHash: eventTicketSettings.checkInSecretHash,
    })
    .from(eventTicketSettings)
    .where(eq(eventTicketSettings.eventId, eventId));
  return row ?? DEFAULT_SETTINGS;
}

export async function findEventBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt })
    .from(events)
    .where(eq(events.slug, slug.toLowerCase()));
  return row;
}

/** Up to `limit` events that have not started by `now`, soonest first (the demo check-in link's candidates). */
export function listUpcomingEvents(db: Db, now: Date, limit: number) {
  return db
    .select({ id: events.id, slug: events.slug, endsAt: events.endsAt })
    .from(events)
    .where(and(gt(events.startsAt, now), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** Transfers this buyer sent or received, newest first, with the other party's e-mail. */
export function listTransfersOf(db: Db, buyerId: AuthorizedBuyerId) {
  return db
    .select({
      ticketId: eTicketTransfers.ticketId,
      fromBuyerId: eTicketTransfers.fromBuyerId,
      fromEmail: sql<string>`(SELECT email FROM ${buyers} WHERE ${buyers.id} = ${eTicketTransfers.fromBuyerId})`,
      toEmail: sql<string>`(SELECT email FROM ${buyers} WHERE ${buyers.id} = ${eTicketTransfers.toBuyerId})`,
      eventTitle: events.title,
      categoryName: ticketCategories.name,
      seatLabel: eTickets.seatLabel,
      createdAt: eTicketTransfers.createdAt,
    })
    .from(eTicketTransfers)
    .innerJoin(eTickets, eq(eTickets.id, eTicketTransfers.ticketId))
    .innerJoin(events, eq(events.id, eTickets.eventId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, eTickets.categoryId))
    .where(or(eq(eTicketTransfers.fromBuyerId, buyerId), eq(eTicketTransfers.toBuyerId, buyerId)))
    .orderBy(desc(eTicketTransfers.createdAt))
    .limit(200);
}

/** A device's scan synced before (its id is the device's own). */
export async function findOfflineScan(db: Db, eventId: number, scanId: string) {
  const [row] = await db
    .select()
    .from(eTicketOfflineScans)
    .where(and(eq(eTicketOfflineScans.eventId, eventId), eq(eTicketOfflineScans.scanId, scanId)));
  return row;
}

export async function findInvoiceNumber(db: Db, transactionId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ invoiceNumber: paymentTransactions.invoiceNumber })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId));
  return row?.invoiceNumber;
}

/** A pending transfer's recipient, by claim link (whoever opens it must be signed in as them). */
export async function findTransferByClaim(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ toBuyerId: eTicketTransfers.toBuyerId })
    .from(eTicketTransfers)
    .where(eq(eTicketTransfers.claimTokenHash, tokenHash));
  return row;
}

/** The latest hand-over of a ticket by this buyer: what their void copy shows. */
export async function findSentTransfer(db: Db, buyerId: AuthorizedBuyerId, ticketId: string) {
  const [row] = await db
    .select({
      toEmail: buyers.email,
      createdAt: eTicketTransfers.createdAt,
      fromVersion: eTicketTransfers.fromVersion,
    })
    .from(eTicketTransfers)
    .innerJoin(buyers, eq(buyers.id, eTicketTransfers.toBuyerId))
    .where(and(eq(eTicketTransfers.ticketId, ticketId), eq(eTicketTransfers.fromBuyerId, buyerId)))
    .orderBy(desc(eTicketTransfers.createdAt))
    .limit(1);
  return row;
}
