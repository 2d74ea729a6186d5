import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  buyers,
  eTicketCheckIns,
  eTicketOfflineScans,
  eTickets,
  eTicketTransfers,
  eventTicketSettings,
} from "../../db/schema/index.ts";
import type { Tx } from "../../db/transaction.ts";
import { delivered } from "./data.ts";

/** Writes of the e-tickets feature. */

/** Locks the ticket row for a transfer; only its current holder may move it. */
export async function lockHeldTicket(tx: Tx, buyerId: string, ticketId: string) {
  const [row] = await tx
    .select({ id: eTickets.id, eventId: eTickets.eventId, codeVersion: eTickets.codeVersion })
    .from(eTickets)
    .where(
      and(
        eq(eTickets.id, ticketId),
        eq(eTickets.holderBuyerId, buyerId),
        eq(eTickets.status, "valid"),
        delivered,
      ),
    )
    .for("update");
  return row;
}

/**
 * The account an e-mail belongs to, created (no password yet, is_acp 0) when there is none. `verified`:
 * its owner proved the address, so a transfer reaches them at once.
 */
export async function findOrCreateBuyerByEmail(tx: Tx, email: string, name: string) {
  const created = await tx
    .insert(buyers)
    .values({ email, name })
    .onConflictDoNothing({ target: buyers.email })
    .returning({ id: buyers.id });
  const [row] = await tx
    .select({ id: buyers.id, verifiedAt: buyers.emailVerifiedAt })
    .from(buyers)
    .where(eq(buyers.email, email));
  if (!row) throw new Error("buyer vanished right after upsert");
  return { id: row.id, created: created.length === 1, verified: row.verifiedAt !== null };
}

/**
 * Hands the ticket over and bumps its code version in one statement; the transfer row's unique
 * (ticket, from_version) makes a second hand-over of the same version impossible. The visitor's
 * answers stay with the sender: the recipient fills in their own.
 */
export async function moveTicket(
  tx: Tx,
  move: {
    ticketId: string;
    fromBuyerId: string;
    toBuyerId: string;
    fromVersion: number;
    /** SHA-256 of the claim link's token, for a recipient whose address is not verified yet. */
    claimTokenHash: string | null;
    claimExpiresAt: Date | null;
  },
): Promise<Date> {
  const updated = await tx
    .update(eTickets)
    .set({ holderBuyerId: move.toBuyerId, codeVersion: sql`${eTickets.codeVersion} + 1`, visitorData: null })
    .where(and(eq(eTickets.id, move.ticketId), eq(eTickets.codeVersion, move.fromVersion)))
    .returning({ id: eTickets.id });
  if (updated.length !== 1) throw new Error("ticket changed under its row lock");
  const [transfer] = await tx
    .insert(eTicketTransfers)
    .values({
      ticketId: move.ticketId,
      fromBuyerId: move.fromBuyerId,
      toBuyerId: move.toBuyerId,
      fromVersion: move.fromVersion,
      toVersion: move.fromVersion + 1,
      claimTokenHash: move.claimTokenHash,
      claimExpiresAt: move.claimExpiresAt,
    })
    .returning({ createdAt: eTicketTransfers.createdAt });
  if (!transfer) throw new Error("insert into e_ticket_transfers returned nothing");
  return transfer.createdAt;
}

/**
 * The ticket as it stands at its admission, read FOR SHARE: a refund or a transfer (which lock it FOR
 * UPDATE) waits for the admission's commit, and the admission waits for theirs and then reads their
 * outcome. So a refund racing a check-in has exactly one winner.
 */
export async function lockTicketForAdmission(tx: Tx, ticketId: string) {
  const [row] = await tx
    .select({ status: eTickets.status, codeVersion: eTickets.codeVersion })
    .from(eTickets)
    .where(eq(eTickets.id, ticketId))
    .for("share");
  return row;
}

/**
 * Admits a ticket unless it already was: the primary key on the ticket decides between two gates
 * scanning at the same moment. True when this call made the admission.
 */
export async function insertCheckIn(
  db: Db | Tx,
  checkIn: {
    ticketId: string;
    eventId: number;
    gate: string;
    codeVersion: number;
    checkedInAt: Date;
    source: "online" | "offline";
    gateLinkId?: string | null;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(eTicketCheckIns)
    .values(checkIn)
    .onConflictDoNothing({ target: eTicketCheckIns.ticketId })
    .returning({ ticketId: eTicketCheckIns.ticketId });
  return inserted.length === 1;
}

/** Records an offline scan once per device scan id; false when it was synced before. */
export async function insertOfflineScan(
  db: Db,
  scan: {
    eventId: number;
    scanId: string;
    ticketId: string | null;
    gate: string;
    scannedAt: Date;
    deviceVerdict: string;
    verdict: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(eTicketOfflineScans)
    .values(scan)
    .onConflictDoNothing({ target: [eTicketOfflineScans.eventId, eTicketOfflineScans.scanId] })
    .returning({ id: eTicketOfflineScans.id });
  return inserted.length === 1;
}

/** The organiser's transfer switch and freeze (organiser admin and tests). */
export async function saveTransferSettings(
  db: Db,
  eventId: number,
  settings: { transfersEnabled: boolean; transferFreezeHours: number },
): Promise<void> {
  await db
    .insert(eventTicketSettings)
    .values({ eventId, ...settings })
    .onConflictDoUpdate({ target: eventTicketSettings.eventId, set: { ...settings, updatedAt: sql`now()` } });
}

export async function saveCheckInSecretHash(
  db: Db,
  eventId: number,
  checkInSecretHash: string,
): Promise<void> {
  await db
    .insert(eventTicketSettings)
    .values({ eventId, checkInSecretHash })
    .onConflictDoUpdate({
      target: eventTicketSettings.eventId,
      set: { checkInSecretHash, updatedAt: sql`now()` },
    });
}

/**
 * Uses a transfer's claim link in one conditional update (single use, unexpired, still the ticket's
 * current hand-over, for this recipient). Null when it does not apply.
 */
export async function claimTransfer(tx: Tx, tokenHash: string, recipientId: string, now: Date) {
  const [row] = await tx
    .update(eTicketTransfers)
    .set({ claimedAt: now })
    .where(
      and(
        eq(eTicketTransfers.claimTokenHash, tokenHash),
        eq(eTicketTransfers.toBuyerId, recipientId),
        isNull(eTicketTransfers.claimedAt),
        gt(eTicketTransfers.claimExpiresAt, now),
      ),
    )
    .returning({ ticketId: eTicketTransfers.ticketId });
  return row ?? null;
}

/** Stores the recipient's own visitor answers (already sealed) on a ticket that has none. */
export async function saveTicketVisitor(tx: Tx, ticketId: string, stored: unknown): Promise<boolean> {
  const updated = await tx
    .update(eTickets)
    .set({ visitorData: stored })
    .where(and(eq(eTickets.id, ticketId), isNull(eTickets.visitorData)))
    .returning({ id: eTickets.id });
  return updated.length === 1;
}
