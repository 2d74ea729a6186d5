import type { CheckInBody, CheckInResult } from "#shared/contracts/e-tickets.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import type { GateEvent, StaffGateLink } from "./check-in-secret.ts";
import { findFirstCheckIn } from "./data.ts";
import { recordGateScan } from "./gate-scan-data.ts";
import type { Judgement } from "./judge-code.ts";
import { ticketIsListed } from "./resale-data.ts";
import { toTicketDisplay } from "./ticket-view.ts";
import { insertCheckIn, lockTicketForAdmission } from "./ticket-writes-data.ts";
import {
  ambiguousShortCode,
  judgeScan,
  type ScanJudgement,
  type TypedCodeBudget,
  typedCodeBudget,
} from "./typed-code.ts";

/**
 * The protection the clone-race test switches off in its CONTROL run to prove it can fail: with
 * `"read-then-write"` a scan trusts its earlier read of check-ins instead of the insert's outcome.
 * Routes never pass it.
 */
export interface AdmissionProtection {
  admission?: "unique-insert" | "read-then-write";
  /** `false` (the refund race's control only): admit without re-reading the ticket under its lock. */
  recheckTicket?: boolean;
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
 * Judges a code (the signed QR code, or the short code typed by hand, spending `typed`'s budget) and,
 * when it is valid, admits its ticket: the insert's outcome decides, so of any number of gates scanning
 * the same ticket at the same moment exactly one hears `valid`; the others hear `already_used` with
 * that admission's gate and time.
 */
export async function admitCode(
  db: Db,
  eventId: number,
  scan: { code: string; gate: string; at: Date; source: "online" | "offline"; linkId?: string | null },
  typed: TypedCodeBudget,
  protection: AdmissionProtection = {},
): Promise<ScanJudgement> {
  const judgement = await judgeScan(db, eventId, scan.code, typed);
  if (judgement.verdict !== "valid" || !judgement.ticket) return judgement;
  const ticket = judgement.ticket;
  // The admission and its webhook commit together (the outbox), so the organiser hears of each once.
  const admitted = await inTransaction(db, async (tx) => {
    if (protection.recheckTicket !== false) {
      // Refunded or transferred since the judgement: its code no longer admits anyone.
      const now = await lockTicketForAdmission(tx, ticket.id);
      if (now?.status !== "valid" || now.codeVersion !== judgement.codeVersion)
        return now?.status === "void" ? ("void" as const) : ("transferred" as const);
      // Listed for resale: its holder takes the listing back before entering. An offline gate that
      // already let it in is the gate's fact, recorded as it is; the sale then finds it used.
      if (scan.source === "online" && (await ticketIsListed(tx, ticket.id))) return "listed" as const;
    }
    const made = await insertCheckIn(tx, {
      ticketId: ticket.id,
      eventId,
      gate: scan.gate,
      codeVersion: judgement.codeVersion,
      checkedInAt: scan.at,
      source: scan.source,
      gateLinkId: scan.linkId ?? null,
    });
    if (made)
      await enqueueWebhookForEvent(tx, eventId, "ticket.checked_in", {
        ticketId: ticket.id,
        orderId: ticket.transactionId,
        eventId,
        gate: scan.gate,
        checkedInAt: scan.at.toISOString(),
        source: scan.source,
      });
    return made;
  });
  if (admitted === "listed") throw new AppError("rule_refused", { messageKey: "resale.errors.listedAtGate" });
  if (admitted === "void" || admitted === "transferred") return { ...judgement, verdict: admitted };
  if (admitted || protection.admission === "read-then-write") return judgement;
  const first = await findFirstCheckIn(db, judgement.ticket.id);
  return { ...judgement, verdict: "already_used", firstCheckIn: first ?? null };
}

/**
 * The gate a scan is recorded under: a staff link's gate name (so per-gate figures are the organiser's
 * named gates whatever the device typed), else the name typed on a device holding the CLI's secret.
 */
export const scanGateName = (link: StaffGateLink | null, typed: string): string => link?.gateName ?? typed;

/** Writes the answered scan to the gate log (throughput, double admissions). */
export async function logScan(
  db: Db,
  eventId: number,
  link: StaffGateLink | null,
  gate: string,
  judgement: Judgement,
  at: Date,
): Promise<void> {
  const first = judgement.verdict === "already_used" ? (judgement.firstCheckIn ?? null) : null;
  await recordGateScan(db, {
    eventId,
    link,
    gateName: gate,
    ticketId: judgement.ticket?.id ?? null,
    verdict: judgement.verdict,
    first,
    at,
  });
}

/**
 * POST /check-in/{slug}/scan. `link`: the staff link that proved the device (null: the CLI's secret).
 * An admission is announced to the event's dashboards after it committed. Throws 429 when the link
 * typed too many short codes that name no ticket, 409 for a short code two tickets share.
 */
export async function checkInTicket(
  deps: {
    db: Db;
    clock: { now(): Date };
    cipher: DataCipher;
    announceAdmitted?: (eventSlug: string) => void;
  },
  event: GateEvent,
  body: CheckInBody,
  protection: AdmissionProtection = {},
  link: StaffGateLink | null = null,
): Promise<CheckInResult> {
  const at = deps.clock.now();
  const gate = scanGateName(link, body.gate);
  const judgement = await admitCode(
    deps.db,
    event.id,
    { code: body.code, gate, at, source: "online", linkId: link?.id ?? null },
    typedCodeBudget(deps, event.id, link),
    protection,
  );
  await logScan(deps.db, event.id, link, gate, judgement, at);
  // Logged as refused; the gate is told to scan the QR, which names one ticket.
  if (judgement.ambiguous) throw ambiguousShortCode();
  if (judgement.verdict === "valid") deps.announceAdmitted?.(event.slug);
  return toCheckInResult(judgement, deps.cipher);
}
