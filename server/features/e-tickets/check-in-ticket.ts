import type { CheckInBody, CheckInResult } from "#shared/contracts/e-tickets.ts";
import type { Db } from "../../db/client.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import type { GateEvent } from "./check-in-secret.ts";
import { findFirstCheckIn } from "./data.ts";
import { type Judgement, judgeCode } from "./judge-code.ts";
import { insertCheckIn } from "./mutations.ts";
import { toTicketDisplay } from "./ticket-view.ts";

/**
 * The protection the clone-race test switches off in its CONTROL run to prove it can fail: with
 * `"read-then-write"` a scan trusts its earlier read of check-ins instead of the insert's outcome.
 * Routes never pass it.
 */
export interface AdmissionProtection {
  admission?: "unique-insert" | "read-then-write";
}

export function toCheckInResult(judgement: Judgement, cipher: DataCipher): CheckInResult {
  return {
    verdict: judgement.verdict,
    ticket: judgement.ticket ? toTicketDisplay(judgement.ticket, cipher) : null,
    first_check_in:
      judgement.verdict === "already_used" && judgement.firstCheckIn
        ? { at: judgement.firstCheckIn.at.toISOString(), gate: judgement.firstCheckIn.gate }
        : null,
  };
}

/**
 * Judges a code and, when it is valid, admits its ticket: the insert's outcome decides, so of any
 * number of gates scanning the same ticket at the same moment exactly one hears `valid`; the others
 * hear `already_used` with that admission's gate and time.
 */
export async function admitCode(
  db: Db,
  eventId: number,
  scan: { code: string; gate: string; at: Date; source: "online" | "offline" },
  protection: AdmissionProtection = {},
): Promise<Judgement> {
  const judgement = await judgeCode(db, eventId, scan.code);
  if (judgement.verdict !== "valid" || !judgement.ticket) return judgement;
  const admitted = await insertCheckIn(db, {
    ticketId: judgement.ticket.id,
    eventId,
    gate: scan.gate,
    codeVersion: judgement.codeVersion,
    checkedInAt: scan.at,
    source: scan.source,
  });
  if (admitted || protection.admission === "read-then-write") return judgement;
  const first = await findFirstCheckIn(db, judgement.ticket.id);
  return { ...judgement, verdict: "already_used", firstCheckIn: first ?? null };
}

/** POST /check-in/{slug}/scan. */
export async function checkInTicket(
  deps: { db: Db; clock: { now(): Date }; cipher: DataCipher },
  event: GateEvent,
  body: CheckInBody,
  protection: AdmissionProtection = {},
): Promise<CheckInResult> {
  const judgement = await admitCode(
    deps.db,
    event.id,
    { code: body.code, gate: body.gate, at: deps.clock.now(), source: "online" },
    protection,
  );
  return toCheckInResult(judgement, deps.cipher);
}
