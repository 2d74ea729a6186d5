import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/** Reads and writes of the organisations' webhook endpoints and their delivery outbox. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointPatch = Partial<typeof webhookEndpoints.$inferInsert>;

// Endpoints

/** Per endpoint: its pending and failed deliveries and when one was last delivered. */
export function deliveryCountsOf(
  db: Db,
  endpointIds: readonly number[],
): Promise<
  { endpoint_id: number; pending: number; failed: number; last_delivery_at: string | Date | null }[]
> {
  return rows(
    db,
    sql`
      SELECT endpoint_id,
        count(*) FILTER (WHERE status = 'pending')::int AS pending,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        max(delivered_at) AS last_delivery_at
      FROM webhook_deliveries WHERE endpoint_id IN (${sql.join(
        endpointIds.map((id) => sql`${id}`),
        sql`, `,
      )}) GROUP BY endpoint_id`,
  );
}

/** The organisation's endpoints, oldest first. */
export function listOrganiserEndpoints(db: Db, organiserId: number): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organiserId, organiserId))
    .orderBy(webhookEndpoints.id);
}

/** The endpoint `id`, only if it belongs to the organisation. */
export async function findOrganiserEndpoint(
  db: Db,
  organiserId: number,
  id: number,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organiserId, organiserId)))
    .limit(1);
  return row;
}

/** Locks the organisation's row until the transaction ends, so its endpoints are counted by one at a time. */
export async function lockOrganiser(tx: Tx, organiserId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM organisers WHERE id = ${organiserId} FOR UPDATE`);
}

export async function countOrganiserEndpoints(tx: Tx, organiserId: number): Promise<number> {
  const [tally] = await tx
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organiserId, organiserId));
  return Number(tally?.total ?? 0);
}

export async function insertEndpoint(
  tx: Tx,
  endpoint: typeof webhookEndpoints.$inferInsert,
): Promise<EndpointRow> {
  const [created] = await tx.insert(webhookEndpoints).values(endpoint).returning();
  if (!created) throw new Error("endpoint insert returned nothing");
  return created;
}

/** Sets the given columns of one endpoint; undefined when it is gone. */
export async function patchEndpoint(
  db: Db | Tx,
  id: number,
  patch: EndpointPatch,
): Promise<EndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set(patch).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

/** Deletes the endpoint; its delivery log goes with it (the foreign key cascades). */
export async function deleteEndpointById(db: Db, id: number): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

// Deliveries

/** One page of an endpoint's deliveries, newest first, and how many there are in all. */
export async function deliveryPage(
  db: Db,
  endpointId: number,
  page: { status: DeliveryRow["status"] | undefined; limit: number; offset: number },
): Promise<{ total: number; rows: DeliveryRow[] }> {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    page.status ? eq(webhookDeliveries.status, page.status) : undefined,
  );
  const [tally] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  const found = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: Number(tally?.total ?? 0), rows: found };
}

/**
 * Makes one delivery of the endpoint pending and due at `now`: a failed or delivered one starts over
 * at attempt 0, a pending one keeps its count. Undefined when the endpoint has no such delivery.
 */
export async function makeDeliveryDue(
  db: Db,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: "pending",
      attempts: sql`CASE WHEN ${webhookDeliveries.status} = 'pending' THEN ${webhookDeliveries.attempts} ELSE 0 END`,
      nextAttemptAt: now,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning();
  return row;
}

/** One message as the outbox stores it, before it is copied to each endpoint that receives it. */
export interface NewDelivery {
  messageId: string;
  type: string;
  orderingKey: string;
  body: string;
  /** ISO time: when it was made and when it is first due. */
  at: string;
}

/**
 * One statement: a delivery row per enabled endpoint subscribed to the type, of the organisation
 * (`organiserId`) or of the event's organisation (`eventId`); none when there is none. Answers how
 * many rows it wrote.
 */
export async function insertDeliveries(
  tx: Tx,
  recipient: { organiserId: number } | { eventId: number },
  delivery: NewDelivery,
): Promise<number> {
  const organiserFilter =
    "organiserId" in recipient
      ? sql`e.organiser_id = ${recipient.organiserId}`
      : sql`e.organiser_id = (SELECT organiser_id FROM events WHERE id = ${recipient.eventId})`;
  const { messageId, type, orderingKey, body, at } = delivery;
  const inserted = await rows(
    tx,
    sql`
    INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, ordering_key, body, next_attempt_at, created_at)
    SELECT e.id, ${messageId}, ${type}, ${orderingKey}, ${body}, ${at}::timestamptz, ${at}::timestamptz
    FROM webhook_endpoints e
    WHERE ${organiserFilter} AND e.enabled AND ${type} = ANY (e.event_types)
    RETURNING id
  `,
  );
  return inserted.length;
}

// The sender

/** A delivery the sender claimed, with what it needs to POST it. */
export interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  message_id: string;
  body: string;
  attempts: number;
  url: string;
  secret_ciphertext: string;
}

/**
 * The due deliveries: pending, due, of an enabled endpoint, and the oldest pending one of their
 * (endpoint, order) chain, so a message about an order never overtakes an earlier one. With
 * `"skip-locked"` they are locked `FOR UPDATE SKIP LOCKED`; `"none"` reads them unlocked.
 */
export function selectDueDeliveries(
  tx: Tx,
  now: Date,
  limit: number,
  locking: "skip-locked" | "none",
): Promise<{ id: number | string }[]> {
  const lock = locking === "none" ? sql`` : sql`FOR UPDATE OF d SKIP LOCKED`;
  return rows(
    tx,
    sql`SELECT d.id FROM webhook_deliveries d
          JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE d.status = 'pending' AND d.next_attempt_at <= ${now.toISOString()}::timestamptz AND e.enabled
            AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries older
              WHERE older.endpoint_id = d.endpoint_id AND older.ordering_key = d.ordering_key
                AND older.status = 'pending' AND older.id < d.id)
          ORDER BY d.next_attempt_at, d.id
          LIMIT ${limit}
          ${lock}`,
  );
}

/** Counts an attempt on each delivery and leases it (not due again before `lease`); never an empty list. */
export function leaseDeliveries(tx: Tx, ids: readonly number[], lease: string): Promise<ClaimedDelivery[]> {
  return rows(
    tx,
    sql`UPDATE webhook_deliveries d SET attempts = d.attempts + 1, next_attempt_at = ${lease}::timestamptz
          FROM webhook_endpoints e
          WHERE e.id = d.endpoint_id AND d.id IN ${inList(ids)}
          RETURNING d.id, d.endpoint_id, d.message_id, d.body, d.attempts, e.url, e.secret_ciphertext`,
  );
}

/*
 * Both outcomes are guarded by the attempt number: a sender whose lease ran out and whose row was
 * claimed again does not overwrite the newer attempt's result.
 */

export async function markDelivered(
  db: Db,
  delivery: { id: number; attempts: number },
  outcome: { at: Date; statusCode: number | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = 'delivered', delivered_at = ${outcome.at.toISOString()}::timestamptz,
            last_status_code = ${outcome.statusCode}, last_error = NULL
          WHERE id = ${delivery.id} AND attempts = ${delivery.attempts}`,
  );
}

/** A failed attempt: pending again from `next`, or `failed` for good when `next` is null. */
export async function recordFailedAttempt(
  db: Db,
  delivery: { id: number; attempts: number },
  outcome: { next: string | null; statusCode: number | null; error: string | null },
): Promise<void> {
  const { next } = outcome;
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = ${next === null ? "failed" : "pending"},
          next_attempt_at = COALESCE(${next}::timestamptz, next_attempt_at),
          last_status_code = ${outcome.statusCode}, last_error = ${outcome.error}
        WHERE id = ${delivery.id} AND attempts = ${delivery.attempts} AND status = 'pending'`,
  );
}

export interface DeliveryBacklog {
  /** Deliveries still to make, to enabled endpoints. */
  pending: number;
  /** Of those, the ones that failed at least once and wait for their next attempt. */
  retrying: number;
  /**
   * Seconds the oldest first attempt that could be made now has waited (due, never tried, first of its
   * order's chain): how far the sender is behind, whatever the receivers do (0 when none).
   */
  lagSeconds: number;
}

/** The outbox of organisers' webhooks as the metrics see it (the pending rows' partial indexes only). */
export async function deliveryBacklog(db: Db): Promise<DeliveryBacklog> {
  const [row] = await rows<{ pending: number; retrying: number; lag: number | null }>(
    db,
    sql`SELECT count(*)::int AS pending, (count(*) FILTER (WHERE d.attempts > 0))::int AS retrying,
          extract(epoch FROM now() - min(d.next_attempt_at) FILTER (
            WHERE d.attempts = 0 AND d.next_attempt_at <= now() AND NOT EXISTS (
              SELECT 1 FROM webhook_deliveries o WHERE o.status = 'pending' AND o.endpoint_id = d.endpoint_id
                AND o.ordering_key = d.ordering_key AND o.id < d.id)))::float8 AS lag
        FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
        WHERE d.status = 'pending'`,
  );
  return {
    pending: row?.pending ?? 0,
    retrying: row?.retrying ?? 0,
    lagSeconds: Math.max(0, row?.lag ?? 0),
  };
}
