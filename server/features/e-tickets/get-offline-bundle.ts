import type { OfflineBundle } from "#shared/contracts/e-tickets.ts";
import type { GateEvent } from "./check-in-secret.ts";
import { listEventCheckIns, listEventTickets } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { activeSigningKey, listEventPublicKeys } from "./signing-key-store.ts";
import { toTicketDisplay } from "./ticket-view.ts";

/** Below any real version: every code of a void ticket is revoked. */
const ALL_VERSIONS = 0xffff_ffff;

/**
 * GET /check-in/{slug}/bundle: what a gate needs offline. Public keys only (a stolen device can
 * verify, never mint), revocations (transferred codes, void tickets), names for display and who is
 * already in. Holder names are personal data: the bundle is only for holders of the check-in secret.
 */
export async function getOfflineBundle(deps: ETicketsDeps, event: GateEvent): Promise<OfflineBundle> {
  // Create the event's key now if no ticket has been shown yet, so the bundle always has one.
  await activeSigningKey(deps.db, deps.cipher, event.id);
  const [keys, tickets, checkIns] = await Promise.all([
    listEventPublicKeys(deps.db, event.id),
    listEventTickets(deps.db, event.id),
    listEventCheckIns(deps.db, event.id),
  ]);
  const revoked: OfflineBundle["revoked"] = [];
  for (const ticket of tickets) {
    if (ticket.status !== "valid") {
      revoked.push({
        ticket_id: ticket.id,
        below_version: ALL_VERSIONS,
        reason: ticket.status === "void" ? "void" : "transferred",
      });
    } else if (ticket.codeVersion > 1) {
      revoked.push({ ticket_id: ticket.id, below_version: ticket.codeVersion, reason: "transferred" });
    }
  }
  return {
    event: { id: event.id, slug: event.slug, title: event.title, starts_at: event.startsAt.toISOString() },
    keys: keys.map((key) => ({ kid: key.kid, public_key: key.publicKey })),
    revoked,
    tickets: tickets
      .filter((ticket) => ticket.status === "valid")
      .map((ticket) => ({ ...toTicketDisplay(ticket, deps.cipher), code_version: ticket.codeVersion })),
    checked_in: checkIns.map((row) => ({
      ticket_id: row.ticketId,
      at: row.at.toISOString(),
      gate: row.gate,
    })),
    generated_at: deps.clock.now().toISOString(),
  };
}
