import {
  DOUBLE_ADMISSIONS_SHOWN,
  type GateActivity,
  type GateThroughput,
  THROUGHPUT_WINDOWS,
} from "#shared/contracts/organizer-gates.ts";
import { type OrganiserAccess, requireOrgEvent } from "../organizations/index.ts";
import { ticketReference } from "../records/index.ts";
import type { GatesDeps } from "./deps.ts";
import { countScansSince, listDoubleAdmissions, listGates, type WindowCounts } from "./gates-data.ts";

/** Two decimals: one scan in an hour still shows (0.02/min), not a misleading zero. */
const perMinute = (count: number, minutes: number) => Math.round((count / minutes) * 100) / 100;
const keyOf = (gateId: number | null, name: string) => (gateId === null ? `typed:${name}` : `gate:${gateId}`);

/**
 * GET .../gate-activity: scans per minute per gate over the last 15 and 60 minutes, admitted against
 * refused, and the newest double-admission reports (scans answered `already_used`, with the admission
 * they ran into). Named gates are listed even with no scan; scans made with the operators' CLI link
 * are grouped by the gate name typed on the device.
 */
export async function getGateActivity(
  deps: GatesDeps,
  access: OrganiserAccess,
  rawEventId: string,
): Promise<GateActivity> {
  const event = await requireOrgEvent(deps.db, access.organiserId, rawEventId);
  const now = deps.clock.now();
  const [gates, doubles, ...windows] = await Promise.all([
    listGates(deps.db, event.id, false),
    listDoubleAdmissions(deps.db, event.id, DOUBLE_ADMISSIONS_SHOWN),
    ...THROUGHPUT_WINDOWS.map((minutes) =>
      countScansSince(deps.db, event.id, new Date(now.getTime() - minutes * 60_000)),
    ),
  ]);
  const rows = new Map<string, GateThroughput>();
  const rowFor = (gateId: number | null, name: string): GateThroughput => {
    const key = keyOf(gateId, name);
    const found = rows.get(key);
    if (found) return found;
    const row: GateThroughput = {
      gate_id: gateId,
      name,
      windows: THROUGHPUT_WINDOWS.map((minutes) => ({
        minutes,
        valid: 0,
        refused: 0,
        valid_per_minute: 0,
        refused_per_minute: 0,
      })),
    };
    rows.set(key, row);
    return row;
  };
  for (const gate of gates) if (!gate.archivedAt) rowFor(gate.id, gate.name);
  const names = new Map(gates.map((gate) => [gate.id, gate.name]));
  windows.forEach((counts: WindowCounts[], index) => {
    const minutes = THROUGHPUT_WINDOWS[index]!;
    for (const count of counts) {
      // A named gate shows under its current name, whatever it was called when scanned.
      const row = rowFor(
        count.gateId,
        count.gateId === null ? count.gateName : (names.get(count.gateId) ?? count.gateName),
      );
      const window = row.windows[index]!;
      window.valid += count.valid;
      window.refused += count.refused;
      window.valid_per_minute = perMinute(window.valid, minutes);
      window.refused_per_minute = perMinute(window.refused, minutes);
    }
  });
  return {
    as_of: now.toISOString(),
    gates: [...rows.values()],
    double_admissions: doubles.flatMap((row) =>
      row.ticketId && row.firstAt && row.firstGate
        ? [
            {
              ticket_id: row.ticketId,
              reference: ticketReference(row.ticketId, row.codeVersion ?? 1),
              first_gate: row.firstGate,
              first_at: row.firstAt.toISOString(),
              second_gate: row.secondGate,
              second_at: row.secondAt.toISOString(),
            },
          ]
        : [],
    ),
  };
}
