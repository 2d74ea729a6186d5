import { matchShortCode, normalizeShortCode, shortCodeCandidates } from "#shared/e-tickets/short-code.ts";
import { decideVerdict } from "#shared/e-tickets/verdict.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { databaseRateLimiter, type RateLimiter, type RateLimitPolicy } from "../rate-limits/index.ts";
import type { StaffGateLink } from "./check-in-secret.ts";
import { findEventTicketsByIdPrefixes, findFirstCheckIn } from "./data.ts";
import { type Judgement, judgeCode } from "./judge-code.ts";

/**
 * Typed short codes that name no ticket of the event, per gate link (or per event for the operators'
 * secret): 10 in 5 minutes. An 8-hex-digit code is a 1 in 4 billion guess per ticket, so a link gets
 * about 2,900 guesses a day, against 20,000 tickets about a 1.3% chance a day of hitting one. Only
 * typed short codes count; the signed QR code cannot be guessed and is never limited.
 */
export const FAILED_TYPED_CODES: RateLimitPolicy = {
  name: "gate-typed-code",
  limit: 10,
  windowSeconds: 5 * 60,
};

/** Whose budget a typed code spends: the staff link's own, or the event's for its operators' secret. */
export interface TypedCodeBudget {
  limiter: RateLimiter;
  key: string;
}

export function typedCodeBudget(
  deps: { db: Db; clock: { now(): Date } },
  eventId: number,
  link: StaffGateLink | null,
): TypedCodeBudget {
  return {
    limiter: databaseRateLimiter(deps.db, deps.clock),
    key: link ? `link:${link.id}` : `event:${eventId}`,
  };
}

/** A judgement of a typed short code that two tickets of the event share: refused, never guessed. */
export interface ScanJudgement extends Judgement {
  ambiguous?: true;
}

const unknown: ScanJudgement = { verdict: "forged", ticket: null, codeVersion: 0, firstCheckIn: null };

const typedCodesLimited = (retryAfterSeconds: number) =>
  new AppError("too_many_requests", {
    messageKey: "eTickets.errors.typedCodeLimit",
    vars: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    headers: { "retry-after": String(retryAfterSeconds) },
  });

/** 409 for a typed code two tickets of the event share: the gate scans the QR instead. */
export const ambiguousShortCode = () =>
  new AppError("conflict", { messageKey: "eTickets.errors.shortCodeAmbiguous" });

/**
 * What a gate's scanned or typed text names. A signed QR code goes to `judgeCode`. A short code is
 * counted against the link's budget BEFORE it is looked up (parallel guesses cannot overtake the count)
 * and forgiven when it names a ticket, so only codes that name nothing use the budget; it is looked up
 * in this event's tickets only (another event's ticket is as unknown as a made-up code), at each version
 * a code can have (`matchShortCode`), and judged by the same rule as the QR path with the version whose
 * code was typed, so a transferred ticket's old code, a void or transferred ticket are refused and an
 * admitted one is `already_used`.
 */
export async function judgeScan(
  db: Db,
  eventId: number,
  code: string,
  budget: TypedCodeBudget,
): Promise<ScanJudgement> {
  const shortCode = normalizeShortCode(code);
  if (shortCode === null) return judgeCode(db, eventId, code);
  const counted = await budget.limiter.hit(FAILED_TYPED_CODES, budget.key);
  if (!counted.allowed) throw typedCodesLimited(counted.retryAfterSeconds);
  const candidates = shortCodeCandidates(shortCode);
  const found = await findEventTicketsByIdPrefixes(
    db,
    eventId,
    candidates.map((candidate) => candidate.idPrefix),
  );
  const match = matchShortCode(
    found.map((row) => ({ ticketId: row.id, currentVersion: row.codeVersion, row })),
    shortCode,
  );
  if (match.kind === "none") return unknown;
  await budget.limiter.forgive(FAILED_TYPED_CODES, budget.key, counted);
  if (match.kind === "ambiguous") return { ...unknown, ambiguous: true };
  const ticket = match.ticket.row;
  const first = await findFirstCheckIn(db, ticket.id);
  const verdict = decideVerdict({
    readable: true,
    keyOwner: "this_event",
    // The ticket was found in this event: a typed code has no signature, its lookup is the check.
    signatureValid: true,
    ticket: { currentVersion: ticket.codeVersion, status: ticket.status },
    // The version whose code was typed: an older one (the sender's, after a transfer) is refused.
    codeVersion: match.codeVersion,
    revokedBelowVersion: null,
    firstCheckIn: first ? { at: first.at.toISOString(), gate: first.gate } : null,
  });
  return { verdict, ticket, codeVersion: match.codeVersion, firstCheckIn: first ?? null };
}
