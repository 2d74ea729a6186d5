import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import {
  holdAnswersContext,
  resealAnswers,
  SEALED_KEY,
  ticketAnswersContext,
} from "../../security/sealed-answers.ts";
import { participantSlots } from "../checkout/index.ts";
import { clearHoldParticipants, findHoldToIssue, insertETickets } from "./issue-tickets-data.ts";

export interface IssueInput {
  transactionId: string;
  eventId: number;
  holderBuyerId: string;
  holdId: string;
}

export interface IssuedTicket {
  id: string;
  entryNumber: number;
  categoryId: number;
  seatLabel: string | null;
}

/**
 * Issues the ticket set of a paid transaction: one e-ticket per participant slot (seated tickets in
 * seat order, then general admission), entry numbers 1..n, each with its visitor data. Runs inside
 * the transaction that marks the payment successful, so tickets exist exactly when the payment does;
 * `(transaction_id, entry_number)` is unique, so a second run for the same transaction fails.
 *
 * Each visitor's sealed identity and health answers are re-bound from the hold's slot to the ticket,
 * and the hold's copy is cleared: after issuing, the ticket is the one place they are kept.
 *
 * The e-tickets feature extends issuing here (signing, codes): add its work after the insert, in the
 * same `tx`, using the returned rows.
 */
/**
 * The visitor's answers bound to the new ticket. A paid order is never refused here: sealed answers
 * that no configured key opens (checked when the order was placed, so only a key removed meanwhile)
 * are dropped, and the ticket keeps the readable ones; the holder can still enter with it.
 */
function rebindAnswers(
  deps: { cipher: DataCipher },
  answers: unknown,
  holdId: string,
  index: number,
  ticketId: string,
): unknown {
  try {
    return resealAnswers(
      answers,
      deps.cipher,
      holdAnswersContext(holdId, index),
      ticketAnswersContext(ticketId),
    );
  } catch (error) {
    if (!(error instanceof UnreadableCiphertextError)) throw error;
    const { [SEALED_KEY]: _unreadable, ...readable } = answers as Record<string, unknown>;
    return readable;
  }
}

export async function issueTickets(
  tx: Db,
  deps: { cipher: DataCipher },
  input: IssueInput,
): Promise<IssuedTicket[]> {
  const hold = await findHoldToIssue(tx, input.holdId);
  if (!hold) throw new Error(`hold ${input.holdId} missing while issuing tickets`);
  const seatIds = new Map(
    hold.lines.flatMap((line) =>
      line.seats.map((seat) => [`${line.category_id}:${seat.label}`, seat.id] as const),
    ),
  );
  const slots = participantSlots(hold.lines, hold.participants);
  if (slots.length === 0) return [];
  const ids = slots.map(() => randomUUID());
  const inserted = await insertETickets(
    tx,
    slots.map((slot, index) => ({
      id: ids[index],
      transactionId: input.transactionId,
      eventId: input.eventId,
      categoryId: slot.category_id,
      seatId: slot.seat ? (seatIds.get(`${slot.category_id}:${slot.seat}`) ?? null) : null,
      seatLabel: slot.seat,
      entryNumber: slot.index + 1,
      holderBuyerId: input.holderBuyerId,
      visitorData: rebindAnswers(deps, slot.data, input.holdId, slot.index, ids[index] ?? ""),
    })),
  );
  await clearHoldParticipants(tx, input.holdId);
  return inserted;
}
