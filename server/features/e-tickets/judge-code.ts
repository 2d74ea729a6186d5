import type { CheckInVerdict } from "#shared/contracts/e-tickets.ts";
import { parseTicketCode } from "#shared/e-tickets/ticket-code.ts";
import { decideVerdict } from "#shared/e-tickets/verdict.ts";
import { verifyEd25519 } from "#shared/e-tickets/verify-code.ts";
import type { Db } from "../../db/client.ts";
import { findFirstCheckIn, findTicket, type TicketRow } from "./data.ts";
import { findPublicKey } from "./signing-key-store.ts";

export interface Judgement {
  /** The answer before this scan admits anyone: `valid` means "admit if nobody beat us to it". */
  verdict: CheckInVerdict;
  /** The ticket, only when the code genuinely named one of this event's tickets. */
  ticket: TicketRow | null;
  codeVersion: number;
  firstCheckIn: { at: Date; gate: string } | null;
}

const forged: Judgement = { verdict: "forged", ticket: null, codeVersion: 0, firstCheckIn: null };

/**
 * Reads what the database knows about a scanned code and applies the same rule as the offline gate
 * (`decideVerdict`): signature against the key the code names, key's event, ticket version and status.
 */
export async function judgeCode(db: Db, eventId: number, code: string): Promise<Judgement> {
  const parsed = parseTicketCode(code);
  if (!parsed) return forged;
  const key = await findPublicKey(db, parsed.kid);
  if (!key) return forged;
  const signatureValid = await verifyEd25519(key.publicKey, parsed.signedMessage, parsed.signature);
  const found = signatureValid ? await findTicket(db, parsed.ticketId) : undefined;
  // A genuine signature over a ticket of another event can only come from that event's key.
  const keyOwner =
    key.eventId === eventId && (!found || found.eventId === eventId) ? "this_event" : "other_event";
  // A genuine signature by this event's key over a ticket that does not exist: a leaked key or a bug.
  if (signatureValid && keyOwner === "this_event" && !found) return forged;
  const ticket = found && keyOwner === "this_event" ? found : null;
  const first = ticket ? await findFirstCheckIn(db, ticket.id) : undefined;
  const verdict = decideVerdict({
    readable: true,
    keyOwner,
    signatureValid,
    ticket: ticket ? { currentVersion: ticket.codeVersion, status: ticket.status } : null,
    codeVersion: parsed.codeVersion,
    revokedBelowVersion: null,
    firstCheckIn: first ? { at: first.at.toISOString(), gate: first.gate } : null,
  });
  return { verdict, ticket, codeVersion: parsed.codeVersion, firstCheckIn: first ?? null };
}
