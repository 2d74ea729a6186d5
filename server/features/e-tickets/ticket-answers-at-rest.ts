import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  hasClearProtectedAnswers,
  SEALED_KEY,
  sealAnswers,
  ticketAnswersContext,
} from "../../security/sealed-answers.ts";
import { visitorFormCache } from "../checkout/index.ts";

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

/**
 * The at-rest migration for tickets issued before answers were sealed: seals every clear identity or
 * health answer, bound to its ticket, in batches by id. Safe to run twice and while the server runs.
 * Returns how many tickets it sealed.
 */
export async function sealClearTicketAnswers(db: Db, cipher: DataCipher, batchSize = 500): Promise<number> {
  let sealed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  const formOf = visitorFormCache(db);
  for (;;) {
    const batch = await rows<{ id: string; event_id: number; visitor_data: unknown }>(
      db,
      sql`SELECT id, event_id, visitor_data FROM e_tickets
        WHERE id > ${after} AND jsonb_typeof(visitor_data) = 'object' ORDER BY id LIMIT ${batchSize}`,
    );
    if (batch.length === 0) return sealed;
    after = batch[batch.length - 1]?.id ?? after;
    for (const ticket of batch) {
      const fields = await formOf(ticket.event_id);
      if (!hasClearProtectedAnswers(ticket.visitor_data, fields)) continue;
      let stored: unknown;
      try {
        stored = sealAnswers(ticket.visitor_data, fields, cipher, ticketAnswersContext(ticket.id));
      } catch (error) {
        // A sealed part that no configured key opens: leave the row for an operator, seal the rest.
        if (error instanceof UnreadableCiphertextError) continue;
        throw error;
      }
      const updated = await rows<{ id: string }>(
        db,
        sql`UPDATE e_tickets SET visitor_data = ${JSON.stringify(stored)}::jsonb
          WHERE id = ${ticket.id} AND visitor_data = ${JSON.stringify(ticket.visitor_data)}::jsonb RETURNING id`,
      );
      sealed += updated.length;
    }
  }
}
