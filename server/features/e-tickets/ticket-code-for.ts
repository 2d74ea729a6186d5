import type { ETicketsDeps } from "./deps.ts";
import { activeSigningKey } from "./signing-key-store.ts";
import { signTicketCode } from "./signing-keys.ts";

/** The code to show for a ticket now: its current version, signed with the event's active key. */
export async function currentTicketCode(
  deps: Pick<ETicketsDeps, "db" | "cipher">,
  ticket: { id: string; eventId: number; codeVersion: number },
): Promise<string> {
  const key = await activeSigningKey(deps.db, deps.cipher, ticket.eventId);
  return signTicketCode(key.privateKey, {
    ticketId: ticket.id,
    codeVersion: ticket.codeVersion,
    kid: key.kid,
  });
}
