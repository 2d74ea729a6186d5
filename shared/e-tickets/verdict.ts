import type { CheckInVerdict } from "../contracts/e-tickets.ts";

/**
 * What is known about a scanned code, online (from the database) or offline (from the bundle). One
 * rule turns it into the gate's answer, so the check-in page and the server never disagree.
 */
export interface CodeFacts {
  /** False when the text is not one of our codes at all. */
  readable: boolean;
  /** Whose key the code names: this event's, another event's, or none we know. */
  keyOwner: "this_event" | "other_event" | "unknown";
  signatureValid: boolean;
  /** The ticket as it stands now; null when not known (offline, issued after the bundle). */
  ticket: { currentVersion: number; status: "valid" | "transferred" | "void" } | null;
  codeVersion: number;
  /** Revocations known to an offline device (transfers and voids after the bundle's tickets list). */
  revokedBelowVersion: { below: number; reason: "transferred" | "void" } | null;
  firstCheckIn: { at: string; gate: string } | null;
}

export function decideVerdict(facts: CodeFacts): CheckInVerdict {
  if (!facts.readable || facts.keyOwner === "unknown" || !facts.signatureValid) return "forged";
  // Only a genuine signature earns "not for this event"; anything else is indistinguishable from forgery.
  if (facts.keyOwner === "other_event") return "wrong_event";
  const revoked = facts.revokedBelowVersion;
  if (revoked && facts.codeVersion < revoked.below) return revoked.reason;
  if (facts.ticket) {
    if (facts.ticket.status === "void") return "void";
    if (facts.codeVersion < facts.ticket.currentVersion || facts.ticket.status === "transferred") {
      return "transferred";
    }
    // A version from the future can only come from a leaked key: never admit it.
    if (facts.codeVersion > facts.ticket.currentVersion) return "forged";
  }
  if (facts.firstCheckIn) return "already_used";
  return "valid";
}
