import type { Db } from "../../db/client.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  hasClearProtectedAnswers,
  sealAnswers,
  ticketAnswersContext,
} from "../../security/sealed-answers.ts";
import { visitorFormCache } from "../checkout/index.ts";
import { listTicketAnswersAfter, replaceTicketAnswersIfUnchanged } from "./ticket-answers-data.ts";

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
    const batch = await listTicketAnswersAfter(db, after, batchSize);
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
      if (await replaceTicketAnswersIfUnchanged(db, ticket.id, ticket.visitor_data, stored)) sealed += 1;
    }
  }
}
