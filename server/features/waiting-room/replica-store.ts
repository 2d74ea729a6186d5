import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import { FIFO_BASE, type Grant, type QueueEntry, type QueueHead } from "./store.ts";

/**
 * The Redis store's copy of its line in PostgreSQL (`waiting_room_replica`, ADR 0132). Redis decides
 * (its scripts keep places unique and ordered); every entry it changes is written here afterwards, in
 * batches, each row carrying the entry's version so a late batch never overwrites a newer one. It is
 * read when Redis is away (status, grants) and to rebuild a Redis that came back empty.
 */

/** One entry as Redis holds it (field names of the `e:<id>` hash), all strings, "" when unset. */
export type EntryFields = Record<string, string>;

export interface ReplicaRow {
  id: string;
  eventId: number;
  version: number;
  orderKey: number;
  buyerId: string | null;
  visitorId: string | null;
  admittedAt: Date | null;
  admissionSeq: number | null;
  tokenExpiresAt: Date | null;
  tokenUsedAt: Date | null;
  firstHoldId: string | null;
  shareReturnedAt: Date | null;
  settledAt: Date | null;
  boundAt: Date | null;
  droppedAt: Date | null;
}

const msDate = (value: string | undefined): Date | null => (value ? new Date(Number(value)) : null);

/** The replica row of an entry hash (`id` and `ver` are fields of the hash too). */
export function rowFromFields(eventId: number, fields: EntryFields): ReplicaRow {
  return {
    id: fields.id!,
    eventId,
    version: Number(fields.ver ?? 0),
    orderKey: Number(fields.k),
    buyerId: fields.b ? fields.b : null,
    visitorId: fields.v ? fields.v : null,
    admittedAt: msDate(fields.a),
    admissionSeq: fields.n ? Number(fields.n) : null,
    tokenExpiresAt: msDate(fields.x),
    tokenUsedAt: msDate(fields.u),
    firstHoldId: fields.h ? fields.h : null,
    shareReturnedAt: msDate(fields.r),
    settledAt: msDate(fields.s),
    boundAt: msDate(fields.bd),
    droppedAt: msDate(fields.d),
  };
}

/** The hash fields of a replica row, for the rebuild. */
export function fieldsFromRow(row: ReplicaRow): string[] {
  const pairs: [string, string | number | Date | null][] = [
    ["id", row.id],
    ["ver", row.version],
    ["k", row.orderKey],
    ["b", row.buyerId],
    ["v", row.visitorId],
    ["a", row.admittedAt],
    ["n", row.admissionSeq],
    ["x", row.tokenExpiresAt],
    ["u", row.tokenUsedAt],
    ["h", row.firstHoldId],
    ["r", row.shareReturnedAt],
    ["s", row.settledAt],
    ["bd", row.boundAt],
  ];
  const out: string[] = [];
  for (const [name, value] of pairs) {
    if (value === null || value === "") continue;
    out.push(name, value instanceof Date ? String(value.getTime()) : String(value));
  }
  return out;
}

/** Rows per statement: a war's batch of a few thousand joins is split, never one giant statement. */
const CHUNK = 500;

async function upsert(db: Db, batch: ReplicaRow[]): Promise<void> {
  // One row per id (the newest version): an upsert may not touch the same row twice.
  const newest = new Map<string, ReplicaRow>();
  for (const row of batch) {
    const seen = newest.get(row.id);
    if (!seen || seen.version < row.version) newest.set(row.id, row);
  }
  const all = [...newest.values()];
  for (let start = 0; start < all.length; start += CHUNK) {
    const values: SQL[] = all.slice(start, start + CHUNK).map(
      (r) =>
        sql`(${r.id}::uuid, ${r.eventId}::int, ${r.version}::int, ${r.orderKey}::bigint, ${r.buyerId}::uuid,
               ${r.visitorId}::text, ${r.admittedAt}::timestamptz, ${r.admissionSeq}::int,
               ${r.tokenExpiresAt}::timestamptz, ${r.tokenUsedAt}::timestamptz, ${r.firstHoldId}::uuid,
               ${r.shareReturnedAt}::timestamptz,
               ${r.settledAt}::timestamptz, ${r.boundAt}::timestamptz, ${r.droppedAt}::timestamptz)`,
    );
    await db.execute(
      sql`INSERT INTO waiting_room_replica (id, event_id, version, order_key, buyer_id, visitor_id, admitted_at,
            admission_seq, token_expires_at, token_used_at, first_hold_id, share_returned_at, settled_at, bound_at, dropped_at)
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, order_key = EXCLUDED.order_key,
            buyer_id = EXCLUDED.buyer_id, visitor_id = EXCLUDED.visitor_id, admitted_at = EXCLUDED.admitted_at,
            admission_seq = EXCLUDED.admission_seq, token_expires_at = EXCLUDED.token_expires_at,
            token_used_at = EXCLUDED.token_used_at, first_hold_id = EXCLUDED.first_hold_id,
            share_returned_at = EXCLUDED.share_returned_at,
            settled_at = EXCLUDED.settled_at, bound_at = EXCLUDED.bound_at, dropped_at = EXCLUDED.dropped_at
          WHERE waiting_room_replica.version < EXCLUDED.version`,
    );
  }
}

/** The line's counters as Redis holds them (`st`), copied onto the room row after each admission step. */
export interface LineCounters {
  credit: number;
  creditAt: Date | null;
  admitted: number;
  returned: number;
}

/**
 * Group commit: a write joins the batch being gathered and resolves when that batch is in PostgreSQL.
 * While one batch is written the next gathers, so a thousand joins a second become a few statements.
 * A failed batch rejects its writers (the caller answers 503) and its rows are kept for the next batch,
 * so a place Redis already gave still reaches PostgreSQL once the database answers.
 */
export function replicaWriter(db: Db, onError: (error: unknown) => void = () => {}) {
  let gathering: ReplicaRow[] = [];
  let waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  let retryTimer: NodeJS.Timeout | null = null;

  async function pump(): Promise<void> {
    running = true;
    try {
      while (gathering.length > 0) {
        const batch = gathering;
        const settled = waiters;
        gathering = [];
        waiters = [];
        try {
          await upsert(db, batch);
          for (const waiter of settled) waiter.resolve();
        } catch (error) {
          gathering = [...batch, ...gathering];
          for (const waiter of settled) waiter.reject(error);
          onError(error);
          retryTimer ??= setTimeout(() => {
            retryTimer = null;
            if (!running && gathering.length > 0) void pump();
          }, 1_000).unref();
          return;
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    write(batch: ReplicaRow[]): Promise<void> {
      if (batch.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        gathering.push(...batch);
        waiters.push({ resolve, reject });
        if (!running) void pump();
      });
    },

    /** The room row's counters after an admission step; an older step's copy never wins. */
    async counters(eventId: number, counters: LineCounters): Promise<void> {
      await db.execute(
        sql`UPDATE waiting_rooms SET admit_credit = ${counters.credit}, credit_at = ${counters.creditAt},
                   admitted = GREATEST(admitted, ${counters.admitted}), returned = GREATEST(returned, ${counters.returned}),
                   updated_at = now()
            WHERE event_id = ${eventId} AND (credit_at IS NULL OR credit_at <= ${counters.creditAt})`,
      );
    },

    close() {
      if (retryTimer) clearTimeout(retryTimer);
    },
  };
}

export type ReplicaWriter = ReturnType<typeof replicaWriter>;

interface RowShape {
  id: string;
  event_id: number;
  version: number;
  order_key: string | number;
  buyer_id: string | null;
  visitor_id: string | null;
  admitted_at: Date | string | null;
  admission_seq: number | null;
  token_expires_at: Date | string | null;
  token_used_at: Date | string | null;
  first_hold_id: string | null;
  share_returned_at: Date | string | null;
  settled_at: Date | string | null;
  bound_at: Date | string | null;
  dropped_at: Date | string | null;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

const fromShape = (r: RowShape): ReplicaRow => ({
  id: r.id,
  eventId: r.event_id,
  version: r.version,
  orderKey: Number(r.order_key),
  buyerId: r.buyer_id,
  visitorId: r.visitor_id,
  admittedAt: asDate(r.admitted_at),
  admissionSeq: r.admission_seq,
  tokenExpiresAt: asDate(r.token_expires_at),
  tokenUsedAt: asDate(r.token_used_at),
  firstHoldId: r.first_hold_id,
  shareReturnedAt: asDate(r.share_returned_at),
  settledAt: asDate(r.settled_at),
  boundAt: asDate(r.bound_at),
  droppedAt: asDate(r.dropped_at),
});

const grantOf = (row: ReplicaRow): Grant | null =>
  row.admittedAt && row.tokenExpiresAt
    ? {
        entryId: row.id,
        buyerId: row.buyerId,
        admittedAt: row.admittedAt,
        expiresAt: row.tokenExpiresAt,
        usedAt: row.tokenUsedAt,
        firstHoldId: row.firstHoldId,
        returned: row.shareReturnedAt !== null,
        settled: row.settledAt !== null,
      }
    : null;

/** Reads of the copy: what the waiting room answers while Redis is away, and what a rebuild loads. */
export function replicaReads(db: Db) {
  const one = async (where: SQL) => {
    const [row] = await rows<RowShape>(
      db,
      sql`SELECT * FROM waiting_room_replica WHERE ${where} AND dropped_at IS NULL ORDER BY version DESC LIMIT 1`,
    );
    return row ? fromShape(row) : null;
  };
  return {
    /** The whole live line of an event, in queue order. */
    async line(eventId: number): Promise<ReplicaRow[]> {
      const found = await rows<RowShape>(
        db,
        sql`SELECT * FROM waiting_room_replica WHERE event_id = ${eventId} AND dropped_at IS NULL ORDER BY order_key`,
      );
      return found.map(fromShape);
    },

    async counters(eventId: number): Promise<LineCounters & { opened: boolean }> {
      const [row] = await rows<{ admit_credit: number; credit_at: Date | string | null }>(
        db,
        sql`SELECT admit_credit, credit_at FROM waiting_rooms WHERE event_id = ${eventId}`,
      );
      const creditAt = asDate(row?.credit_at ?? null);
      return {
        credit: row?.admit_credit ?? 0,
        creditAt,
        admitted: 0,
        returned: 0,
        opened: creditAt !== null,
      };
    },

    async grant(eventId: number, buyerId: string): Promise<Grant | null> {
      const row = await one(sql`event_id = ${eventId} AND buyer_id = ${buyerId}`);
      return row ? grantOf(row) : null;
    },

    async entryGrant(eventId: number, entryId: string): Promise<Grant | null> {
      const row = await one(sql`event_id = ${eventId} AND id = ${entryId}`);
      return row ? grantOf(row) : null;
    },

    async place(eventId: number, entry: QueueEntry): Promise<number> {
      const [row] = await rows<{ ahead: number }>(
        db,
        sql`SELECT count(*)::int AS ahead FROM waiting_room_replica
            WHERE event_id = ${eventId} AND dropped_at IS NULL AND order_key < ${entry.orderKey}`,
      );
      return (row?.ahead ?? 0) + 1;
    },

    async head(eventId: number): Promise<QueueHead> {
      const [row] = await rows<{ total: number; admitted: number; returned: number; opened: boolean }>(
        db,
        sql`SELECT count(*)::int AS total, count(admitted_at)::int AS admitted,
                   count(share_returned_at)::int AS returned,
                   EXISTS (SELECT 1 FROM waiting_rooms WHERE event_id = ${eventId} AND credit_at IS NOT NULL) AS opened
            FROM waiting_room_replica WHERE event_id = ${eventId} AND dropped_at IS NULL`,
      );
      return row ?? { total: 0, admitted: 0, returned: 0, opened: false };
    },

    /**
     * A hold was made while Redis was away: the use is recorded here, so a rebuild keeps it. The version
     * stays, so Redis's next change of the entry (it is the authority once back) still lands.
     */
    async recordUse(eventId: number, entryId: string, now: Date, holdId: string): Promise<void> {
      await db.execute(
        sql`UPDATE waiting_room_replica SET token_used_at = ${now}, first_hold_id = ${holdId}
            WHERE event_id = ${eventId} AND id = ${entryId} AND token_used_at IS NULL`,
      );
    },
  };
}

export type ReplicaReads = ReturnType<typeof replicaReads>;

/** The FIFO counter a rebuilt line continues from: the highest FIFO key handed out so far. */
export function fifoSeqOf(line: readonly ReplicaRow[]): number {
  let seq = 0;
  for (const row of line) if (row.orderKey >= FIFO_BASE) seq = Math.max(seq, row.orderKey - FIFO_BASE);
  return seq;
}
