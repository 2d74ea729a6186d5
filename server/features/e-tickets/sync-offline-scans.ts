import type { CheckInVerdict, SyncBody, SyncResult } from "#shared/contracts/e-tickets.ts";
import type { GateEvent, StaffGateLink } from "./check-in-secret.ts";
import { admitCode, logScan, scanGateName, toCheckInResult } from "./check-in-ticket.ts";
import { findFirstCheckIn, findOfflineScan, findTicket } from "./data.ts";
import type { ETicketsDeps } from "./deps.ts";
import { insertOfflineScan } from "./ticket-writes-data.ts";
import { typedCodeBudget } from "./typed-code.ts";

type ScanResult = SyncResult["results"][number];

/**
 * POST /check-in/{slug}/sync: replays a device's offline scans in the order they happened, as if the
 * device had been online then. Each scan id counts once (a re-sent queue changes nothing). A scan the
 * device ADMITTED that the server finds already used is a double admission: reported with both
 * entries so staff can look for the second person. Admissions are announced to the event's dashboards
 * once, after the queue is replayed. Typed short codes spend the link's budget as online; past it the
 * call answers 429 and the device keeps the rest of its queue (scans already replayed count once).
 */
export async function syncOfflineScans(
  deps: ETicketsDeps,
  event: GateEvent,
  body: SyncBody,
  link: StaffGateLink | null = null,
): Promise<SyncResult> {
  let admitted = 0;
  const ordered = [...body.scans].sort((a, b) => a.scanned_at.localeCompare(b.scanned_at));
  const results = new Map<string, ScanResult>();
  const doubles = new Map<
    string,
    { ticketId: string; holder: string; admissions: { at: string; gate: string }[] }
  >();

  for (const scan of ordered) {
    const previous = await findOfflineScan(deps.db, event.id, scan.scan_id);
    let verdict: CheckInVerdict;
    let ticketId: string | null;
    if (previous) {
      verdict = previous.verdict as CheckInVerdict;
      ticketId = previous.ticketId;
      const ticket = ticketId ? await findTicket(deps.db, ticketId) : undefined;
      const first = ticketId ? await findFirstCheckIn(deps.db, ticketId) : undefined;
      results.set(scan.scan_id, {
        scan_id: scan.scan_id,
        ...toCheckInResult(
          { verdict, ticket: ticket ?? null, codeVersion: 0, firstCheckIn: first ?? null },
          deps.cipher,
        ),
      });
    } else {
      const at = new Date(scan.scanned_at);
      const gate = scanGateName(link, scan.gate);
      // A short code two tickets share is recorded as refused (no ticket): the queue must go through.
      const judgement = await admitCode(
        deps.db,
        event.id,
        { code: scan.code, gate, at, source: "offline", linkId: link?.id ?? null },
        typedCodeBudget(deps, event.id, link),
      );
      verdict = judgement.verdict;
      ticketId = judgement.ticket?.id ?? null;
      if (verdict === "valid") admitted++;
      // A second device syncing the same scan id concurrently loses here and keeps its own answer.
      const recorded = await insertOfflineScan(deps.db, {
        eventId: event.id,
        scanId: scan.scan_id,
        ticketId,
        gate,
        scannedAt: at,
        deviceVerdict: scan.device_verdict,
        verdict,
      });
      results.set(scan.scan_id, { scan_id: scan.scan_id, ...toCheckInResult(judgement, deps.cipher) });
      if (recorded) await logScan(deps.db, event.id, link, gate, judgement, at);
    }
    const result = results.get(scan.scan_id);
    if (scan.device_verdict === "valid" && verdict === "already_used" && ticketId && result?.first_check_in) {
      const entry = doubles.get(ticketId) ?? {
        ticketId,
        holder: result.ticket?.holder_name ?? "",
        admissions: [result.first_check_in],
      };
      entry.admissions.push({
        at: new Date(scan.scanned_at).toISOString(),
        gate: scanGateName(link, scan.gate),
      });
      doubles.set(ticketId, entry);
    }
  }
  // One dashboard update for the whole queue, after its admissions committed.
  if (admitted > 0) deps.announceAdmitted(event.slug);
  return {
    results: body.scans
      .map((scan) => results.get(scan.scan_id))
      .filter((row): row is ScanResult => row !== undefined),
    admitted_twice: [...doubles.values()].map((entry) => ({
      ticket_id: entry.ticketId,
      holder_name: entry.holder,
      admissions: entry.admissions,
    })),
  };
}
