import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { earnedCredit } from "./admission-credit.ts";
import {
  type AdmissionPolicy,
  FIFO_BASE,
  type Grant,
  type PlaceOwner,
  type QueueEntry,
  type WaitingRoomStore,
} from "./store.ts";

interface EntryRow {
  id: string;
  order_key: string | number;
  buyer_id: string | null;
  admitted_at: Date | string | null;
}

interface GrantRow {
  id: string;
  buyer_id: string | null;
  admitted_at: Date | string;
  token_expires_at: Date | string;
  token_used_at: Date | string | null;
  share_returned_at: Date | string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toEntry = (row: EntryRow): QueueEntry => ({
  id: row.id,
  orderKey: Number(row.order_key),
  buyerId: row.buyer_id,
  admittedAt: row.admitted_at ? asDate(row.admitted_at) : null,
});
const toGrant = (row: GrantRow): Grant => ({
  entryId: row.id,
  buyerId: row.buyer_id,
  admittedAt: asDate(row.admitted_at),
  expiresAt: asDate(row.token_expires_at),
  usedAt: row.token_used_at ? asDate(row.token_used_at) : null,
  returned: row.share_returned_at !== null,
});

const ENTRY_COLUMNS = sql.raw("id, order_key, buyer_id, admitted_at");
const GRANT_COLUMNS = sql.raw(
  "id, buyer_id, admitted_at, token_expires_at, token_used_at, share_returned_at",
);

/**
 * The embedded default (PGlite) and plain PostgreSQL: unique indexes make places and owners unique, a
 * share lock on the room row orders each arrival against the opening (so no random key lands behind an
 * admitted place), and admission runs under the room row's update lock.
 */
export function postgresWaitingRoomStore(db: Db): WaitingRoomStore {
  async function find(eventId: number, owner: PlaceOwner): Promise<QueueEntry | null> {
    const match = owner.buyerId
      ? sql`buyer_id = ${owner.buyerId}`
      : owner.visitorId
        ? sql`visitor_id = ${owner.visitorId}`
        : null;
    if (!match) return null;
    const [row] = await rows<EntryRow>(
      db,
      sql`SELECT ${ENTRY_COLUMNS} FROM waiting_room_entries WHERE event_id = ${eventId} AND ${match}`,
    );
    return row ? toEntry(row) : null;
  }

  return {
    kind: "postgres",
    find,

    async join(eventId, owner, randomKey) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const existing = await find(eventId, owner);
        if (existing) return existing;
        const key = attempt === 0 ? randomKey : Math.floor(Math.random() * FIFO_BASE);
        const [row] = await rows<EntryRow>(
          db,
          sql`WITH room AS (SELECT credit_at FROM waiting_rooms WHERE event_id = ${eventId} FOR SHARE)
              INSERT INTO waiting_room_entries (id, event_id, buyer_id, visitor_id, order_key)
              SELECT ${randomUUID()}, ${eventId}, ${owner.buyerId ?? null}, ${owner.visitorId ?? null},
                     CASE WHEN (SELECT credit_at FROM room) IS NULL THEN ${key}::bigint
                          ELSE ${FIFO_BASE}::bigint + nextval('waiting_room_fifo_seq') END
              ON CONFLICT DO NOTHING
              RETURNING ${ENTRY_COLUMNS}`,
        );
        if (row) return toEntry(row);
        // Nothing inserted: the owner joined meanwhile (found above next time) or the key was taken.
      }
      throw new Error("waiting room: no place after 4 attempts");
    },

    async bindAccount(eventId, visitorId, buyerId) {
      return inTransaction(db, async (tx) => {
        const mine = await rows<EntryRow & { visitor_id: string | null }>(
          tx,
          sql`SELECT ${ENTRY_COLUMNS}, visitor_id FROM waiting_room_entries
              WHERE event_id = ${eventId} AND (visitor_id = ${visitorId} OR buyer_id = ${buyerId})
              ORDER BY order_key FOR UPDATE`,
        );
        if (mine.length === 0) return null;
        const [keep, ...drop] = mine;
        // Only a not yet admitted place is dropped; an admitted one keeps its row (its share counts).
        for (const other of drop)
          await tx.execute(
            other.admitted_at
              ? sql`UPDATE waiting_room_entries SET buyer_id = NULL, visitor_id = ${`merged:${other.id}`} WHERE id = ${other.id}`
              : sql`DELETE FROM waiting_room_entries WHERE id = ${other.id}`,
          );
        const [row] = await rows<EntryRow>(
          tx,
          sql`UPDATE waiting_room_entries SET buyer_id = ${buyerId}, visitor_id = ${visitorId}
              WHERE id = ${keep!.id} RETURNING ${ENTRY_COLUMNS}`,
        );
        return toEntry(row!);
      });
    },

    async place(eventId, entry) {
      const [row] = await rows<{ ahead: number }>(
        db,
        sql`SELECT count(*)::int AS ahead FROM waiting_room_entries
            WHERE event_id = ${eventId} AND order_key < ${entry.orderKey}`,
      );
      return (row?.ahead ?? 0) + 1;
    },

    async head(eventId) {
      const [row] = await rows<{ total: number; admitted: number; returned: number; opened: boolean }>(
        db,
        sql`SELECT (SELECT count(*)::int FROM waiting_room_entries WHERE event_id = ${eventId}) AS total,
                   r.admitted, r.returned, r.credit_at IS NOT NULL AS opened
            FROM waiting_rooms r WHERE r.event_id = ${eventId}`,
      );
      return row ?? { total: 0, admitted: 0, returned: 0, opened: false };
    },

    async admit(eventId, now, policy: AdmissionPolicy) {
      return inTransaction(db, async (tx) => {
        const [room] = await rows<{ admit_credit: number; credit_at: Date | string | null }>(
          tx,
          sql`SELECT admit_credit, credit_at FROM waiting_rooms WHERE event_id = ${eventId} FOR UPDATE`,
        );
        if (!room) return [];
        const credit = earnedCredit(
          room.admit_credit,
          room.credit_at ? asDate(room.credit_at) : null,
          now,
          policy,
        );
        const due = Math.floor(credit);
        const expires = new Date(now.getTime() + policy.tokenMinutes * 60_000);
        const admitted =
          due > 0
            ? await rows<{ id: string; order_key: string | number }>(
                tx,
                sql`UPDATE waiting_room_entries SET admitted_at = ${now}, token_expires_at = ${expires}
                    WHERE id IN (SELECT id FROM waiting_room_entries
                                 WHERE event_id = ${eventId} AND admitted_at IS NULL
                                 ORDER BY order_key LIMIT ${due})
                    RETURNING id, order_key`,
              )
            : [];
        await tx.execute(
          sql`UPDATE waiting_rooms SET admit_credit = ${credit - admitted.length}, credit_at = ${now},
                     admitted = admitted + ${admitted.length}, updated_at = now()
              WHERE event_id = ${eventId}`,
        );
        // UPDATE ... RETURNING keeps no order: the caller gets them in queue order.
        return admitted.sort((a, b) => Number(a.order_key) - Number(b.order_key)).map((row) => row.id);
      });
    },

    async grant(eventId, buyerId) {
      const [row] = await rows<GrantRow>(
        db,
        sql`SELECT ${GRANT_COLUMNS} FROM waiting_room_entries
            WHERE event_id = ${eventId} AND buyer_id = ${buyerId} AND admitted_at IS NOT NULL`,
      );
      return row ? toGrant(row) : null;
    },

    async entryGrant(eventId, entryId) {
      const [row] = await rows<GrantRow>(
        db,
        sql`SELECT ${GRANT_COLUMNS} FROM waiting_room_entries
            WHERE event_id = ${eventId} AND id = ${entryId} AND admitted_at IS NOT NULL`,
      );
      return row ? toGrant(row) : null;
    },

    async useGrant(eventId, entryId, now) {
      await db.execute(
        sql`UPDATE waiting_room_entries SET token_used_at = ${now}
            WHERE event_id = ${eventId} AND id = ${entryId} AND token_used_at IS NULL`,
      );
    },

    async openGrants(eventId) {
      const found = await rows<GrantRow>(
        db,
        sql`SELECT ${GRANT_COLUMNS} FROM waiting_room_entries
            WHERE event_id = ${eventId} AND admitted_at IS NOT NULL
              AND share_returned_at IS NULL AND settled_at IS NULL`,
      );
      return found.map(toGrant);
    },

    async returnShares(eventId, entryIds, now) {
      if (entryIds.length === 0) return 0;
      return inTransaction(db, async (tx) => {
        // The room row first, as admission takes it, so a share and the credit it adds move together.
        await tx.execute(sql`SELECT 1 FROM waiting_rooms WHERE event_id = ${eventId} FOR UPDATE`);
        const back = await rows<{ id: string }>(
          tx,
          sql`UPDATE waiting_room_entries SET share_returned_at = ${now}
              WHERE event_id = ${eventId} AND share_returned_at IS NULL AND settled_at IS NULL
                AND id IN ${inList(entryIds)}
              RETURNING id`,
        );
        if (back.length > 0)
          await tx.execute(
            sql`UPDATE waiting_rooms SET admit_credit = admit_credit + ${back.length},
                       returned = returned + ${back.length}, updated_at = now()
                WHERE event_id = ${eventId}`,
          );
        return back.length;
      });
    },

    async settle(eventId, entryIds, now) {
      if (entryIds.length === 0) return;
      await db.execute(
        sql`UPDATE waiting_room_entries SET settled_at = ${now}
            WHERE event_id = ${eventId} AND settled_at IS NULL AND id IN ${inList(entryIds)}`,
      );
    },

    async close() {},
  };
}
