import { type SQL, sql } from "drizzle-orm";
import type {
  AttendeeFilters,
  OrderFilters,
  OrderStatusFilter,
} from "#shared/contracts/organizer-records.ts";
import { SHORT_CODE_LENGTH, SHORT_CODE_STEP } from "#shared/e-tickets/short-code.ts";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { containsPattern } from "../events/index.ts";

/**
 * The SQL of the organiser's records: an event's tickets and orders, filtered and paged on the server.
 * Lists page by offset (a person reads page 3); exports walk by key (`after`) so 140,000 rows are read
 * in batches and never held at once.
 */

export interface AttendeeRecord {
  id: string;
  category_id: number;
  category_name: string;
  seat_label: string | null;
  status: string;
  /** The ticket's code version: its reference (short code) follows it. */
  code_version: number;
  visitor_data: unknown;
  holder_name: string;
  holder_email: string;
  invoice_number: string;
  source: string;
  transferred: boolean;
  checked_in_at: Date | string | null;
  gate: string | null;
}

export interface OrderRecord {
  id: string;
  invoice_number: string;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string | null;
  status: string;
  needs_refund: boolean;
  payment_method: string;
  source: string;
  tickets: number | string;
  sub_total: number | string;
  voucher_discount: number | string;
  tax: number | string;
  inet_fee: number | string;
  payment_fee: number | string;
  total: number | string;
  created_at: Date | string;
  paid_at: Date | string | null;
}

/** A ticket id starting with `term` (the reference a buyer reads): the contains pattern less its head. */
const referencePrefix = (term: string) => containsPattern(term.toLowerCase()).slice(1);

/**
 * The ticket's current reference in lower case, in SQL: `ticketShortCode` with the same step, so a
 * search finds a transferred ticket by the reference the list shows now as well as by its id's own
 * digits (an older export's).
 */
const STEP = sql.raw(String(SHORT_CODE_STEP));
const DIGITS = sql.raw(String(SHORT_CODE_LENGTH));
const CURRENT_REFERENCE = sql`lpad(to_hex((('x' || substr(t.id::text, 1, ${DIGITS}))::bit(32)::bigint
  + (t.code_version - 1)::bigint * ${STEP}) % 4294967296), ${DIGITS}, '0')`;

function attendeeWhere(eventId: number, filters: AttendeeFilters): SQL {
  const parts: SQL[] = [sql`t.event_id = ${eventId}`];
  if (filters.category) parts.push(sql`t.category_id = ${filters.category}`);
  if (filters.checked_in === "yes") parts.push(sql`ci.ticket_id IS NOT NULL`);
  if (filters.checked_in === "no") parts.push(sql`ci.ticket_id IS NULL`);
  const moved = sql`EXISTS (SELECT 1 FROM e_ticket_transfers x WHERE x.ticket_id = t.id)`;
  if (filters.transferred === "yes") parts.push(moved);
  if (filters.transferred === "no") parts.push(sql`NOT ${moved}`);
  if (filters.q) {
    const like = containsPattern(filters.q);
    parts.push(sql`(
      t.visitor_data->>'name' ILIKE ${like} OR t.visitor_data->>'email' ILIKE ${like}
      OR t.visitor_data->>'phone_number' ILIKE ${like} OR hb.name ILIKE ${like} OR hb.email ILIKE ${like}
      OR p.invoice_number ILIKE ${like} OR t.id::text LIKE ${referencePrefix(filters.q)}
      OR ${CURRENT_REFERENCE} LIKE ${referencePrefix(filters.q)}
    )`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * The tickets with their category, holder, order and admission. `after` (an export's batch) is also put
 * on the admissions' side, so the join reads them from that ticket on instead of from the first one:
 * without it each of 140 batches re-read every earlier admission (a merge join over its primary key).
 */
const attendeeFrom = (after: string | null = null) => sql`FROM e_tickets t
  JOIN ticket_categories c ON c.id = t.category_id
  JOIN buyers hb ON hb.id = t.holder_buyer_id
  JOIN payment_transactions p ON p.id = t.transaction_id
  LEFT JOIN e_ticket_check_ins ci ON ci.ticket_id = t.id${after === null ? sql`` : sql` AND ci.ticket_id > ${after}`}`;
const ATTENDEE_FROM = attendeeFrom();

const ATTENDEE_COLUMNS = sql`t.id, t.category_id, c.name AS category_name, t.seat_label, t.status,
  t.code_version, t.visitor_data, hb.name AS holder_name, hb.email AS holder_email, p.invoice_number, p.source,
  EXISTS (SELECT 1 FROM e_ticket_transfers x WHERE x.ticket_id = t.id) AS transferred,
  ci.checked_in_at, ci.gate`;

export async function countAttendees(db: Db, eventId: number, filters: AttendeeFilters): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total ${ATTENDEE_FROM} WHERE ${attendeeWhere(eventId, filters)}`,
  );
  return Number(row?.total ?? 0);
}

export function pageOfAttendees(
  db: Db,
  eventId: number,
  filters: AttendeeFilters,
  limit: number,
  offset: number,
): Promise<AttendeeRecord[]> {
  return rows<AttendeeRecord>(
    db,
    sql`SELECT ${ATTENDEE_COLUMNS} ${ATTENDEE_FROM} WHERE ${attendeeWhere(eventId, filters)}
      ORDER BY t.issued_at DESC, t.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

/** The next `limit` tickets after ticket id `after`, in id order: an export's batch. */
export function attendeesAfter(
  db: Db,
  eventId: number,
  filters: AttendeeFilters,
  after: string | null,
  limit: number,
): Promise<AttendeeRecord[]> {
  const from = after === null ? sql`TRUE` : sql`t.id > ${after}`;
  return rows<AttendeeRecord>(
    db,
    sql`SELECT ${ATTENDEE_COLUMNS} ${attendeeFrom(after)} WHERE ${attendeeWhere(eventId, filters)} AND ${from}
      ORDER BY t.id LIMIT ${limit}`,
  );
}

/** One ticket of the event, or nothing (another event's or organisation's id is not found). */
export async function attendeeById(
  db: Db,
  eventId: number,
  ticketId: string,
): Promise<AttendeeRecord | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ticketId)) return null;
  const [row] = await rows<AttendeeRecord>(
    db,
    sql`SELECT ${ATTENDEE_COLUMNS} ${ATTENDEE_FROM} WHERE t.event_id = ${eventId} AND t.id = ${ticketId}`,
  );
  return row ?? null;
}

const STATUS_CONDITION: Record<OrderStatusFilter, SQL> = {
  paid: sql`p.status = 'Payment Success'`,
  waiting: sql`p.status = 'Waiting For Payment'`,
  expired: sql`p.status = 'Payment Expired' AND NOT p.needs_refund`,
  cancelled: sql`p.status = 'Cancelled'`,
  // Owed and not yet recorded as paid back: a refund record moves an order out.
  needs_refund: sql`p.needs_refund AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.transaction_id = p.id)`,
};

function orderWhere(eventId: number, filters: OrderFilters): SQL {
  const parts: SQL[] = [sql`p.event_id = ${eventId}`];
  if (filters.status) parts.push(STATUS_CONDITION[filters.status]);
  if (filters.category)
    parts.push(
      sql`EXISTS (SELECT 1 FROM e_tickets ot WHERE ot.transaction_id = p.id AND ot.category_id = ${filters.category})`,
    );
  if (filters.q) {
    const like = containsPattern(filters.q);
    parts.push(sql`(
      p.invoice_number ILIKE ${like} OR b.name ILIKE ${like} OR b.email ILIKE ${like}
      OR b.phone_number ILIKE ${like}
    )`);
  }
  return sql.join(parts, sql` AND `);
}

const ORDER_FROM = sql`FROM payment_transactions p JOIN buyers b ON b.id = p.buyer_id`;
const ORDER_COLUMNS = sql`p.id, p.invoice_number, b.name AS buyer_name, b.email AS buyer_email,
  b.phone_number AS buyer_phone, p.status, p.needs_refund, p.payment_method, p.source,
  (SELECT count(*) FROM e_tickets ot WHERE ot.transaction_id = p.id) AS tickets,
  p.sub_total, p.voucher_discount, p.tax, p.inet_fee, p.payment_fee, p.total, p.created_at, p.paid_at`;

export async function countOrders(db: Db, eventId: number, filters: OrderFilters): Promise<number> {
  const [row] = await rows<{ total: number | string }>(
    db,
    sql`SELECT count(*) AS total ${ORDER_FROM} WHERE ${orderWhere(eventId, filters)}`,
  );
  return Number(row?.total ?? 0);
}

export function pageOfOrders(
  db: Db,
  eventId: number,
  filters: OrderFilters,
  limit: number,
  offset: number,
): Promise<OrderRecord[]> {
  return rows<OrderRecord>(
    db,
    sql`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE ${orderWhere(eventId, filters)}
      ORDER BY p.created_at DESC, p.id LIMIT ${limit} OFFSET ${offset}`,
  );
}

export function ordersAfter(
  db: Db,
  eventId: number,
  filters: OrderFilters,
  after: string | null,
  limit: number,
): Promise<OrderRecord[]> {
  const from = after === null ? sql`TRUE` : sql`p.id > ${after}`;
  return rows<OrderRecord>(
    db,
    sql`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE ${orderWhere(eventId, filters)} AND ${from}
      ORDER BY p.id LIMIT ${limit}`,
  );
}

/** One order of the event with the list's columns, or nothing (another event's id is not found). */
export async function orderById(db: Db, eventId: number, orderId: string): Promise<OrderRecord | null> {
  const [row] = await rows<OrderRecord>(
    db,
    sql`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE p.event_id = ${eventId} AND p.id = ${orderId}`,
  );
  return row ?? null;
}
