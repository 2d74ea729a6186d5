import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { eventGates, events, gateLinks, gateScans, organiserMembers } from "../../db/schema/index.ts";

/** A staff check-in link that may scan now, with the name of its gate (what check-ins record). */
export interface StaffGateLink {
  id: string;
  gateId: number;
  gateName: string;
}

/**
 * The live link of this event whose secret hashes to `secretHash`: not revoked, its gate not archived,
 * its holder still a member of the event's organisation. One indexed read on every scan, on purpose:
 * nothing is cached, so a revoke (or a removed member) is refused at the next request on any process.
 */
export async function findLiveGateLink(
  db: Db,
  eventId: number,
  secretHash: string,
): Promise<StaffGateLink | null> {
  const [row] = await db
    .select({ id: gateLinks.id, gateId: eventGates.id, gateName: eventGates.name })
    .from(gateLinks)
    .innerJoin(eventGates, eq(eventGates.id, gateLinks.gateId))
    .innerJoin(events, eq(events.id, gateLinks.eventId))
    .innerJoin(
      organiserMembers,
      and(
        eq(organiserMembers.organiserId, events.organiserId),
        eq(organiserMembers.buyerId, gateLinks.holderId),
      ),
    )
    .where(
      and(
        eq(gateLinks.secretHash, secretHash),
        eq(gateLinks.eventId, eventId),
        isNull(gateLinks.revokedAt),
        isNull(eventGates.archivedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** One answered scan, for the per-gate throughput and the double-admission report. */
export async function recordGateScan(
  db: Db,
  scan: {
    eventId: number;
    link: StaffGateLink | null;
    gateName: string;
    ticketId: string | null;
    verdict: string;
    first: { at: Date; gate: string } | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(gateScans).values({
    eventId: scan.eventId,
    gateId: scan.link?.gateId ?? null,
    linkId: scan.link?.id ?? null,
    gateName: scan.gateName,
    ticketId: scan.ticketId,
    verdict: scan.verdict,
    firstGate: scan.first?.gate ?? null,
    firstAt: scan.first?.at ?? null,
    scannedAt: scan.at,
  });
}
