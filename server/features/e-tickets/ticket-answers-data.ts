import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { SEALED_KEY } from "../../security/sealed-answers.ts";

/** The visitor answers stored on a ticket: sealed at rest, erased when their retention ends. */

/**
 * Retention (UU PDP): `days` after its event ended, a ticket loses its visitor's identity and health
 * answers (all sealed under `_sealed`), keeping the name and contact answers the invoice, the
 * transaction history and the organiser's records still need. Returns how many tickets it erased.
 */
export async function eraseExpiredTicketAnswers(db: Db, days: number, limit = 1_000): Promise<number> {
  const erased = await rows<{ id: string }>(
    db,
    sql`WITH due AS (
      SELECT t.id FROM e_tickets t JOIN events e ON e.id = t.event_id
      WHERE t.visitor_data ? ${SEALED_KEY} AND e.ends_at <= now() - make_interval(days => ${days})
      LIMIT ${limit} FOR UPDATE OF t SKIP LOCKED
    )
    UPDATE e_tickets t SET visitor_data = t.visitor_data - ${SEALED_KEY}
    FROM due WHERE t.id = due.id RETURNING t.id`,
  );
  return erased.length;
}

/** The next `limit` tickets after `after` (by id) whose answers are an object, for the at-rest migration. */
export function listTicketAnswersAfter(
  db: Db,
  after: string,
  limit: number,
): Promise<{ id: string; event_id: number; visitor_data: unknown }[]> {
  return rows<{ id: string; event_id: number; visitor_data: unknown }>(
    db,
    sql`SELECT id, event_id, visitor_data FROM e_tickets
        WHERE id > ${after} AND jsonb_typeof(visitor_data) = 'object' ORDER BY id LIMIT ${limit}`,
  );
}

/** Replaces a ticket's answers only if nobody changed them since they were read. True when it did. */
export async function replaceTicketAnswersIfUnchanged(
  db: Db,
  ticketId: string,
  read: unknown,
  stored: unknown,
): Promise<boolean> {
  const updated = await rows<{ id: string }>(
    db,
    sql`UPDATE e_tickets SET visitor_data = ${JSON.stringify(stored)}::jsonb
          WHERE id = ${ticketId} AND visitor_data = ${JSON.stringify(read)}::jsonb RETURNING id`,
  );
  return updated.length > 0;
}
