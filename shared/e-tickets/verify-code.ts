import type { CheckInResult, OfflineBundle } from "../contracts/e-tickets.ts";
import { fromBase64Url } from "./base64url.ts";
import { matchShortCode, normalizeShortCode } from "./short-code.ts";
import { parseTicketCode } from "./ticket-code.ts";
import { decideVerdict } from "./verdict.ts";

/**
 * Ed25519 verification with WebCrypto, present in Node 20 and current browsers, so the gate page and
 * the server run the very same check. Any failure to import or verify counts as "not valid".
 */
export async function verifyEd25519(
  publicKeyBase64Url: string,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  const raw = fromBase64Url(publicKeyBase64Url);
  if (raw?.length !== 32) return false;
  try {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey("raw", raw as BufferSource, { name: "Ed25519" }, false, ["verify"]);
    return await subtle.verify({ name: "Ed25519" }, key, signature as BufferSource, message as BufferSource);
  } catch {
    return false;
  }
}

/** Admissions the device already made while offline (not yet in the bundle), by ticket id. */
export type LocalAdmissions = ReadonlyMap<string, { at: string; gate: string }>;

/**
 * The gate's answer with no network: the signature against the event's public keys, the revocation
 * list, the bundle's ticket versions and what this device and the bundle saw admitted. The server
 * re-judges every offline scan at sync time; this answer is the best the device can know. A typed
 * short code is looked up in the bundle's tickets (`verifyShortCodeOffline`).
 */
export async function verifyTicketCodeOffline(
  code: string,
  bundle: OfflineBundle,
  localAdmissions: LocalAdmissions = new Map(),
): Promise<CheckInResult> {
  const shortCode = normalizeShortCode(code);
  if (shortCode !== null) return verifyShortCodeOffline(shortCode, bundle, localAdmissions);
  const parsed = parseTicketCode(code);
  if (!parsed) return { verdict: "forged", ticket: null, first_check_in: null };
  const key = bundle.keys.find((candidate) => candidate.kid === parsed.kid);
  const signatureValid = key
    ? await verifyEd25519(key.public_key, parsed.signedMessage, parsed.signature)
    : false;
  const listed = bundle.tickets.find((ticket) => ticket.ticket_id === parsed.ticketId) ?? null;
  const revoked = bundle.revoked.find((entry) => entry.ticket_id === parsed.ticketId) ?? null;
  const firstCheckIn =
    bundle.checked_in.find((entry) => entry.ticket_id === parsed.ticketId) ??
    localAdmissions.get(parsed.ticketId) ??
    null;
  const verdict = decideVerdict({
    readable: true,
    keyOwner: key ? "this_event" : "unknown",
    signatureValid,
    ticket: listed ? { currentVersion: listed.code_version, status: "valid" } : null,
    codeVersion: parsed.codeVersion,
    revokedBelowVersion: revoked ? { below: revoked.below_version, reason: revoked.reason } : null,
    firstCheckIn: firstCheckIn ? { at: firstCheckIn.at, gate: firstCheckIn.gate } : null,
  });
  const genuine = verdict !== "forged" && verdict !== "wrong_event";
  const ticket = genuine && listed ? withoutVersion(listed) : null;
  return {
    verdict,
    ticket,
    first_check_in:
      verdict === "already_used" && firstCheckIn ? { at: firstCheckIn.at, gate: firstCheckIn.gate } : null,
  };
}

/**
 * A typed short code with no network: the one ticket of the bundle (current, or revoked as void or
 * transferred) it names, by the server's rule (`matchShortCode`: a ticket's current code first, else
 * an older version's), judged by the same rule at the version whose code was typed, so a transferred
 * ticket's old code is `transferred`. A revoked ticket no longer listed has no known version: any of
 * its codes is refused. No ticket, or two sharing the code, is `forged` (the server answers the latter
 * with "scan the QR").
 */
function verifyShortCodeOffline(
  shortCode: string,
  bundle: OfflineBundle,
  localAdmissions: LocalAdmissions,
): CheckInResult {
  const listedIds = new Set(bundle.tickets.map((ticket) => ticket.ticket_id));
  const match = matchShortCode(
    [
      ...bundle.tickets.map((ticket) => ({
        ticketId: ticket.ticket_id,
        currentVersion: ticket.code_version,
        current: ticket,
        gone: null,
      })),
      ...bundle.revoked
        .filter((entry) => !listedIds.has(entry.ticket_id))
        .map((entry) => ({
          ticketId: entry.ticket_id,
          currentVersion: entry.below_version,
          current: null,
          gone: entry,
        })),
    ],
    shortCode,
  );
  if (match.kind !== "one") return { verdict: "forged", ticket: null, first_check_in: null };
  const { ticketId, current, gone } = match.ticket;
  const firstCheckIn =
    bundle.checked_in.find((entry) => entry.ticket_id === ticketId) ?? localAdmissions.get(ticketId) ?? null;
  const verdict = decideVerdict({
    readable: true,
    keyOwner: "this_event",
    signatureValid: true,
    ticket: current ? { currentVersion: current.code_version, status: "valid" } : null,
    codeVersion: match.codeVersion,
    revokedBelowVersion: gone ? { below: gone.below_version, reason: gone.reason } : null,
    firstCheckIn: firstCheckIn ? { at: firstCheckIn.at, gate: firstCheckIn.gate } : null,
  });
  return {
    verdict,
    ticket: current ? withoutVersion(current) : null,
    first_check_in:
      verdict === "already_used" && firstCheckIn ? { at: firstCheckIn.at, gate: firstCheckIn.gate } : null,
  };
}

function withoutVersion(listed: OfflineBundle["tickets"][number]): CheckInResult["ticket"] {
  const { code_version: _version, ...display } = listed;
  return display;
}
