import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import { liveClaim, unexpiredHold } from "./live-claim.ts";
import { reservedForWaitingList } from "./waiting-list-offers.ts";

export interface StoredAnswer {
  buyer_id: string;
  idempotency_key: string;
  request_hash: string | null;
  response: unknown;
}

export interface RunningHold {
  id: string;
  buyer_id: string;
  status: string;
  expired: boolean;
  /** Unexpired held tickets of this hold per category: given back if the buyer's new checkout wins. */
  live: Map<number, number>;
}

export interface BatchState {
  /** Stored answers keyed `buyer key`. */
  stored: Map<string, StoredAnswer>;
  /** Each buyer's running holds (one at most, `checkout_holds_one_running_uq`). */
  running: Map<string, RunningHold[]>;
  /** Tickets each buyer bought or holds for the event outside their running (to be replaced) cart. */
  owned: Map<string, Map<number, number>>;
  /** Buyers with a paid transaction for the event. */
  paid: Set<string>;
  /** Quota per category (read after the category locks, so an organiser's edit is seen). */
  quotas: Map<number, number>;
  /** Sold plus unexpired held tickets per category: what the quotas are checked against. */
  live: Map<number, number>;
  /** Categories whose free stock is kept for their waiting list (empty unless asked for). */
  reserved: Set<number>;
}

export interface BatchStateInput {
  buyerIds: readonly string[];
  keys: readonly { buyerId: string; key: string }[];
  eventId: number;
  categoryIds: readonly number[];
  needOwned: boolean;
  needPaid: boolean;
  /** Whether to read which categories' free stock their waiting list holds. */
  needReserved: boolean;
}

const nothing = sql`SELECT NULL::text AS buyer_id WHERE false`;

/**
 * Everything the batch decides on, in ONE statement (each round trip waits behind every other request
 * on a busy event loop, ADRs 0105, 0128), the categories' live claims included. It must run AFTER the
 * buyers' and categories' locks were taken in an earlier statement (`lockBuyersAndCategories`): in READ
 * COMMITTED this statement's snapshot then sees whatever the previous holder of each lock committed.
 * A new checkout replaces the buyer's running cart, so `owned` leaves running holds out and a held
 * or awaiting-payment hold is not "a transaction" for one-transaction-per-account (an unexpired one
 * awaiting payment refuses the checkout before that rule is asked).
 */
export async function readBatchState(tx: Db, input: BatchStateInput): Promise<BatchState> {
  const buyers = inList(input.buyerIds);
  const [row] = await rows<{
    stored: StoredAnswer[];
    running: (Omit<RunningHold, "live"> & { live: Record<string, number> })[];
    owned: { buyer_id: string; category_id: number; owned: number }[];
    paid: { buyer_id: string }[];
    quotas: { id: number; quota: number }[];
    live: { category_id: number; live: number }[];
    reserved: { category_id: number }[];
  }>(
    tx,
    sql`WITH stored AS (
        ${
          input.keys.length > 0
            ? sql`SELECT buyer_id::text AS buyer_id, idempotency_key, request_hash, response FROM checkout_holds
                WHERE (buyer_id, idempotency_key) IN (${sql.join(
                  input.keys.map((pair) => sql`(${pair.buyerId}::uuid, ${pair.key}::text)`),
                  sql`, `,
                )})`
            : nothing
        }
      ), running AS (
        SELECT h.id, h.buyer_id::text AS buyer_id, h.status, h.expires_at <= now() AS expired,
          coalesce((SELECT json_object_agg(x.category_id, x.n) FROM (
            SELECT c.category_id, sum(c.quantity)::int AS n FROM checkout_hold_claims hc
            JOIN stock_claims c ON c.id = hc.claim_id
            WHERE hc.hold_id = h.id AND ${unexpiredHold("c")}
            GROUP BY c.category_id) x), '{}'::json) AS live
        FROM checkout_holds h
        WHERE h.buyer_id IN ${buyers} AND h.status IN ('held', 'awaiting_payment') AND h.source = 'online'
      ), owned AS (
        ${
          input.needOwned
            ? sql`SELECT h.buyer_id::text AS buyer_id, c.category_id, sum(c.quantity)::int AS owned
                FROM checkout_holds h
                JOIN checkout_hold_claims hc ON hc.hold_id = h.id
                JOIN stock_claims c ON c.id = hc.claim_id
                WHERE h.buyer_id IN ${buyers} AND h.event_id = ${input.eventId}
                  AND h.status NOT IN ('held', 'awaiting_payment')
                  AND ${liveClaim("c")}
                GROUP BY h.buyer_id, c.category_id`
            : nothing
        }
      ), paid AS (
        ${
          input.needPaid
            ? sql`SELECT DISTINCT buyer_id::text AS buyer_id FROM checkout_holds
                WHERE buyer_id IN ${buyers} AND event_id = ${input.eventId} AND status = 'paid'`
            : nothing
        }
      ), quotas AS (
        SELECT id, quota FROM ticket_categories WHERE id IN ${inList(input.categoryIds)}
      ), live AS (
        SELECT category_id, sum(quantity)::int AS live FROM stock_claims
        WHERE category_id IN ${inList(input.categoryIds)} AND status IN ('held', 'sold') AND ${liveClaim()}
        GROUP BY category_id
      ), reserved AS (
        ${input.needReserved ? reservedForWaitingList(input.categoryIds) : sql`SELECT NULL::int AS category_id WHERE false`}
      )
      SELECT
        (SELECT coalesce(json_agg(s), '[]'::json) FROM stored s) AS stored,
        (SELECT coalesce(json_agg(r), '[]'::json) FROM running r) AS running,
        (SELECT coalesce(json_agg(o), '[]'::json) FROM owned o) AS owned,
        (SELECT coalesce(json_agg(p), '[]'::json) FROM paid p) AS paid,
        (SELECT coalesce(json_agg(q), '[]'::json) FROM quotas q) AS quotas,
        (SELECT coalesce(json_agg(l), '[]'::json) FROM live l) AS live,
        (SELECT coalesce(json_agg(w), '[]'::json) FROM reserved w) AS reserved`,
  );
  const state: BatchState = {
    stored: new Map(row!.stored.map((s) => [`${s.buyer_id} ${s.idempotency_key}`, s])),
    running: new Map(),
    owned: new Map(),
    paid: new Set(row!.paid.map((p) => p.buyer_id)),
    quotas: new Map(row!.quotas.map((q) => [q.id, q.quota])),
    live: new Map(row!.live.map((l) => [l.category_id, l.live])),
    reserved: new Set(row!.reserved.map((w) => w.category_id)),
  };
  for (const hold of row!.running) {
    const live = new Map(Object.entries(hold.live).map(([id, n]) => [Number(id), n]));
    state.running.set(hold.buyer_id, [...(state.running.get(hold.buyer_id) ?? []), { ...hold, live }]);
  }
  for (const o of row!.owned) {
    const mine = state.owned.get(o.buyer_id) ?? new Map<number, number>();
    mine.set(o.category_id, o.owned);
    state.owned.set(o.buyer_id, mine);
  }
  return state;
}
