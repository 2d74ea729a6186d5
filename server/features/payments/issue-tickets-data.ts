import { sql } from "drizzle-orm";
import type { HoldLine } from "#shared/contracts/checkout.ts";
import type { Db } from "../../db/client.ts";
import { eTickets } from "../../db/schema/index.ts";
import { rows } from "../../db/sql-helpers.ts";

/**
 * The rows issuing touches, in the payment's transaction. checkout_holds and e_tickets belong to
 * checkout and e-tickets: a paid order's tickets are written here so they exist exactly when the
 * payment does.
 */

export type NewETicket = typeof eTickets.$inferInsert;

/** The hold's lines and its visitors' answers, as the tickets are issued from them. */
export async function findHoldToIssue(
  tx: Db,
  holdId: string,
): Promise<{ lines: HoldLine[]; participants: unknown } | undefined> {
  const [hold] = await rows<{ lines: HoldLine[]; participants: unknown }>(
    tx,
    sql`SELECT lines, participants FROM checkout_holds WHERE id = ${holdId}`,
  );
  return hold;
}

export function insertETickets(tx: Db, tickets: NewETicket[]) {
  return tx.insert(eTickets).values(tickets).returning({
    id: eTickets.id,
    entryNumber: eTickets.entryNumber,
    categoryId: eTickets.categoryId,
    seatLabel: eTickets.seatLabel,
  });
}

/** After issuing, the tickets are the one place the visitors' answers are kept. */
export async function clearHoldParticipants(tx: Db, holdId: string): Promise<void> {
  await tx.execute(sql`UPDATE checkout_holds SET participants = NULL WHERE id = ${holdId}`);
}
