import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { arrayLiteral, inList, rows } from "../../db/sql-helpers.ts";

// Namespace of the two-key advisory lock, so it never collides with other features' keys.
const BUYER_LOCK_NAMESPACE = 7_270_103;

/**
 * Serialises one buyer's checkouts and orders (idempotency lookup, cart replacement, per-account
 * counting) until commit. Returns the database clock, which decides hold expiry everywhere.
 */
export async function lockBuyer(tx: Db, buyerId: string): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(
    tx,
    sql`SELECT now() AS now, pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, hashtext(${buyerId}))::text AS locked`,
  );
  return new Date(row!.now);
}

/**
 * `lockBuyer` for a whole batch: the advisory locks are taken in ascending key order in ONE statement,
 * so two batches sharing buyers wait for each other instead of deadlocking.
 */
export async function lockBuyers(tx: Db, buyerIds: readonly string[]): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(
    tx,
    sql`SELECT now() AS now, (SELECT count(pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, k))
          FROM (SELECT DISTINCT hashtext(b) AS k FROM unnest(${arrayLiteral(buyerIds)}::text[]) AS b
                ORDER BY k OFFSET 0) AS keys)::text AS locked`,
  );
  return new Date(row!.now);
}

/**
 * `lockBuyers`, then the categories (ascending id, `FOR NO KEY UPDATE`), in ONE statement: the lock
 * order stays buyers, then categories, because the category scan's one-time filter needs the buyers'
 * count first, so no category row is locked before every buyer lock is held. The batch state and the
 * live claims are then read by the NEXT statement, whose READ COMMITTED snapshot is taken after both
 * kinds of lock were granted: it sees everything the previous holders committed (ADR 0128).
 */
export async function lockBuyersAndCategories(
  tx: Db,
  buyerIds: readonly string[],
  categoryIds: readonly number[],
): Promise<Date> {
  if (categoryIds.length === 0) return lockBuyers(tx, buyerIds);
  const [row] = await rows<{ now: Date | string }>(
    tx,
    sql`WITH buyers AS (
          SELECT count(pg_advisory_xact_lock(${BUYER_LOCK_NAMESPACE}, k)) AS locked
          FROM (SELECT DISTINCT hashtext(b) AS k FROM unnest(${arrayLiteral(buyerIds)}::text[]) AS b
                ORDER BY k OFFSET 0) AS keys
        ), categories AS (
          SELECT id FROM ticket_categories
          WHERE id IN ${inList(categoryIds)} AND (SELECT locked FROM buyers) IS NOT NULL
          ORDER BY id FOR NO KEY UPDATE
        )
        SELECT now() AS now, (SELECT count(*) FROM categories)::text AS locked`,
  );
  return new Date(row!.now);
}

/** The database's clock (the one hold expiry is judged by), without taking any lock. */
export async function databaseNow(tx: Db): Promise<Date> {
  const [row] = await rows<{ now: Date | string }>(tx, sql`SELECT now() AS now`);
  return new Date(row!.now);
}
