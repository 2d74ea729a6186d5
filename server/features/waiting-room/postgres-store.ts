import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { databaseError, inList, rows } from "../../db/sql-helpers.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
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
  ended: boolean;
}

interface GrantRow {
  id: string;
  buyer_id: string | null;
  admitted_at: Date | string;
  token_expires_at: Date | string;
  token_used_at: Date | string | null;
  first_hold_id: string | null;
  share_returned_at: Date | string | null;
  settled_at: Date | string | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const toEntry = (row: EntryRow): QueueEntry => ({
  id: row.id,
  orderKey: Number(row.order_key),
  buyerId: row.buyer_id,
  admittedAt: row.admitted_at ? asDate(row.admitted_at) : null,
  ended: row.ended,
});
const toGrant = (row: GrantRow): Grant => ({
  entryId: row.id,
  buyerId: row.buyer_id,
  admittedAt: asDate(row.admitted_at),
  expiresAt: asDate(row.token_expires_at),
  usedAt: row.token_used_at ? asDate(row.token_used_at) : null,
  firstHoldId: row.first_hold_id,
  returned: row.share_returned_at !== null,
  settled: row.settled_at !== null,
});

const ENTRY_COLUMNS = sql.raw(
  "id, order_key, buyer_id, admitted_at, (share_returned_at IS NOT NULL OR settled_at IS NOT NULL) AS ended",
);
const GRANT_COLUMNS = sql.raw(
  "id, buyer_id, admitted_at, token_expires_at, token_used_at, first_hold_id, share_returned_at, settled_at",
);

/** A place whose owner moved on keeps its row (it still counts in the line) under no owner's name. */
const detach = (id: string, why: string) =>
  sql`UPDATE waiting_room_entries SET buyer_id = NULL, visitor_id = ${`${why}:${id}`} WHERE id = ${id}`;

/** Gives grants' shares back to the line, in the caller's transaction; answers how many were newly returned. */
async function returnSharesIn(tx: Tx, eventId: number, entryIds: readonly string[], now: Date) {
  // The room row first, as admission takes it, so a share and the credit it adds move together.
  await tx.execute(sql`SELECT 1 FROM waiting_rooms WHERE event_id = ${eventId} FOR UPDATE`);
  const back = await rows<{ id: string }>(
    tx,
    sql`UPDATE waiting_room_entries SET share_returned_at = ${now}
        WHERE event_id = ${eventId} AND share_returned_at IS NULL AND settled_at IS NULL
          AND admitted_at IS NOT NULL AND id IN ${inList(entryIds)}
        RETURNING id`,
  );
  if (back.length > 0)
    await tx.execute(
      sql`UPDATE waiting_rooms SET admit_credit = admit_credit + ${back.length},
                 returned = returned + ${back.length}, updated_at = now()
          WHERE event_id = ${eventId}`,
    );
  return back.length;
}

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

  async function bindOnce(
    eventId: number,
    visitorId: string,
    buyerId: string,
    randomKey: number,
    now: Date,
  ): Promise<QueueEntry | null> {
    return inTransaction(db, async (tx) => {
      // The room row first (as a join does): a re-drawn key never lands behind an admitted place.
      const [room] = await rows<{ opened: boolean }>(
        tx,
        sql`SELECT credit_at IS NOT NULL AS opened FROM waiting_rooms WHERE event_id = ${eventId} FOR SHARE`,
      );
      const [visitor] = await rows<EntryRow & { open_grant: boolean }>(
        tx,
        sql`SELECT ${ENTRY_COLUMNS},
                     (admitted_at IS NOT NULL AND share_returned_at IS NULL AND settled_at IS NULL) AS open_grant
              FROM waiting_room_entries
              WHERE event_id = ${eventId} AND visitor_id = ${visitorId} AND buyer_id IS NULL FOR UPDATE`,
      );
      if (!visitor) return null;
      const [own] = await rows<EntryRow>(
        tx,
        sql`SELECT ${ENTRY_COLUMNS} FROM waiting_room_entries
              WHERE event_id = ${eventId} AND buyer_id = ${buyerId} FOR UPDATE`,
      );
      if (own && !own.ended) {
        // The account keeps its own place; the visitor's goes, whichever was better.
        if (!visitor.admitted_at) {
          await tx.execute(sql`DELETE FROM waiting_room_entries WHERE id = ${visitor.id}`);
        } else {
          await tx.execute(detach(visitor.id, "merged"));
          if (visitor.open_grant) await returnSharesIn(tx, eventId, [visitor.id], now);
        }
        return toEntry(own);
      }
      if (own) await tx.execute(detach(own.id, "ended"));
      const redraw = room && !room.opened && !visitor.admitted_at;
      const [row] = await rows<EntryRow>(
        tx,
        sql`UPDATE waiting_room_entries
              SET buyer_id = ${buyerId}, visitor_id = NULL, bound_at = ${now},
                  order_key = CASE WHEN ${redraw} THEN ${randomKey}::bigint ELSE order_key END
              WHERE id = ${visitor.id} RETURNING ${ENTRY_COLUMNS}`,
      );
      return toEntry(row!);
    });
  }

  return {
    kind: "postgres",
    find,

    async join(eventId, owner, randomKey) {
      for (let attempt = 0; attempt < 4; attempt++) {
        const existing = await find(eventId, owner);
        if (existing && !existing.ended) return existing;
        // Buying again means queueing again: the finished place stays in the line, nameless.
        if (existing) await db.execute(detach(existing.id, "ended"));
        const key = attempt === 0 ? randomKey : Math.floor(Math.random() * FIFO_BASE);
        // Only an account draws before the opening; a signed-out arrival queues behind the draw.
        const drawKey = owner.buyerId ? key : null;
        const [row] = await rows<EntryRow>(
          db,
          sql`WITH room AS (SELECT credit_at FROM waiting_rooms WHERE event_id = ${eventId} FOR SHARE)
              INSERT INTO waiting_room_entries (id, event_id, buyer_id, visitor_id, order_key)
              SELECT ${randomUUID()}, ${eventId}, ${owner.buyerId ?? null}, ${owner.buyerId ? null : (owner.visitorId ?? null)},
                     CASE WHEN (SELECT credit_at FROM room) IS NULL AND ${drawKey}::bigint IS NOT NULL
                          THEN ${drawKey}::bigint
                          ELSE ${FIFO_BASE}::bigint + nextval('waiting_room_fifo_seq') END
              ON CONFLICT DO NOTHING
              RETURNING ${ENTRY_COLUMNS}`,
        );
        if (row) return toEntry(row);
        // Nothing inserted: the owner joined meanwhile (found above next time) or the key was taken.
      }
      throw new Error("waiting room: no place after 4 attempts");
    },

    async bindAccount(eventId, visitorId, buyerId, randomKey, now) {
      // A join of the same account racing this bind may take the account's place first: the bind
      // then sees that place on its second try, and the visitor's goes.
      for (let attempt = 0; ; attempt++) {
        try {
          return await bindOnce(eventId, visitorId, buyerId, randomKey, now);
        } catch (error) {
          if (attempt > 0 || databaseError(error).constraint !== "waiting_room_entries_buyer_uq") throw error;
        }
      }
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
                sql`WITH due AS (SELECT id, row_number() OVER (ORDER BY order_key) AS n
                                 FROM waiting_room_entries
                                 WHERE event_id = ${eventId} AND admitted_at IS NULL
                                 ORDER BY order_key LIMIT ${due})
                    UPDATE waiting_room_entries e
                    SET admitted_at = ${now}, token_expires_at = ${expires},
                        admission_seq = (SELECT admitted FROM waiting_rooms WHERE event_id = ${eventId}) + due.n
                    FROM due WHERE e.id = due.id
                    RETURNING e.id, e.order_key`,
              )
            : [];
        await tx.execute(
          // GREATEST: a step that read the clock before another process's step was saved must not move
          // the credit's time backwards (those seconds would be earned twice).
          sql`UPDATE waiting_rooms SET admit_credit = ${credit - admitted.length},
                     credit_at = GREATEST(credit_at, ${now}),
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

    async useGrant(eventId, entryId, now, holdId) {
      await db.execute(
        sql`UPDATE waiting_room_entries SET token_used_at = ${now}, first_hold_id = ${holdId}
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
      return inTransaction(db, (tx) => returnSharesIn(tx, eventId, entryIds, now));
    },

    async settle(eventId, entryIds, now) {
      if (entryIds.length === 0) return;
      await db.execute(
        sql`UPDATE waiting_room_entries SET settled_at = ${now}
            WHERE event_id = ${eventId} AND settled_at IS NULL AND id IN ${inList(entryIds)}`,
      );
    },

    // The database's own health is /readyz's first check; this store has nothing else to lose.
    health: async () => "ok",

    async close() {},
  };
}
