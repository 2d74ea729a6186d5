import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inList, rows } from "../../db/sql-helpers.ts";
import type { Tx } from "../../db/transaction.ts";

/** An event's waiting-room settings as the feature uses them. */
export interface RoomSettings {
  eventId: number;
  slug: string;
  enabled: boolean;
  opensAt: Date;
  admitPerMinute: number;
  tokenMinutes: number;
  autoEnabledAt: Date | null;
  /** Joining needs a signed-in account whose e-mail address is verified. */
  requireVerifiedEmail: boolean;
  /** Joining needs a signed-in account created before this instant; null: any account or none. */
  requireAccountBefore: Date | null;
  /** Joining needs a solved, single-use proof-of-work challenge (`proof-of-work.ts`). */
  proofOfWork: boolean;
}

interface RoomRow {
  event_id: number;
  slug: string;
  enabled: boolean | null;
  opens_at: Date | string | null;
  admit_per_minute: number | null;
  token_minutes: number | null;
  auto_enabled_at: Date | string | null;
  require_verified_email: boolean | null;
  require_account_before: Date | string | null;
  proof_of_work: boolean | null;
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

function toSettings(row: RoomRow): RoomSettings {
  return {
    eventId: row.event_id,
    slug: row.slug,
    enabled: row.enabled === true,
    opensAt: row.opens_at ? asDate(row.opens_at) : new Date(0),
    admitPerMinute: row.admit_per_minute ?? 0,
    tokenMinutes: row.token_minutes ?? 10,
    autoEnabledAt: row.auto_enabled_at ? asDate(row.auto_enabled_at) : null,
    requireVerifiedEmail: row.require_verified_email === true,
    requireAccountBefore: row.require_account_before ? asDate(row.require_account_before) : null,
    proofOfWork: row.proof_of_work === true,
  };
}

const ROOM_SELECT = sql.raw(
  `SELECT e.id AS event_id, e.slug, r.enabled, r.opens_at, r.admit_per_minute, r.token_minutes, r.auto_enabled_at,
     r.require_verified_email, r.require_account_before, r.proof_of_work
   FROM events e LEFT JOIN waiting_rooms r ON r.event_id = e.id`,
);

/** The event (by slug, case-insensitive as the catalogue's) and its room; null when no such event. */
export async function findRoomBySlug(db: Db | Tx, slug: string): Promise<RoomSettings | null> {
  const [row] = await rows<RoomRow>(db, sql`${ROOM_SELECT} WHERE e.slug = ${slug.toLowerCase()}`);
  return row ? toSettings(row) : null;
}

export async function listEnabledRooms(db: Db): Promise<RoomSettings[]> {
  const found = await rows<RoomRow>(db, sql`${ROOM_SELECT} WHERE r.enabled`);
  return found.map(toSettings);
}

/** Rooms that are on, of events not yet ended: the latest opening first, at most `limit` (the metrics). */
export async function listWatchedRooms(db: Db, limit: number): Promise<RoomSettings[]> {
  const found = await rows<RoomRow>(
    db,
    sql`${ROOM_SELECT} WHERE r.enabled AND e.ends_at > now() ORDER BY r.opens_at DESC, e.id DESC LIMIT ${limit}`,
  );
  return found.map(toSettings);
}

export interface RoomInput {
  enabled: boolean;
  opensAt: Date;
  admitPerMinute: number;
  tokenMinutes: number;
  /** The join requirements and the proof-of-work switch: off when absent. */
  requireVerifiedEmail?: boolean;
  requireAccountBefore?: Date | null;
  proofOfWork?: boolean;
}

/** Creates or replaces the organiser's settings; the line and its admissions so far stay. */
export async function saveRoom(db: Db | Tx, eventId: number, input: RoomInput): Promise<void> {
  await db.execute(
    sql`INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, token_minutes,
          require_verified_email, require_account_before, proof_of_work)
        VALUES (${eventId}, ${input.enabled}, ${input.opensAt}, ${input.admitPerMinute}, ${input.tokenMinutes},
          ${input.requireVerifiedEmail ?? false}, ${input.requireAccountBefore ?? null}, ${input.proofOfWork ?? false})
        ON CONFLICT (event_id) DO UPDATE SET enabled = EXCLUDED.enabled, opens_at = EXCLUDED.opens_at,
          admit_per_minute = EXCLUDED.admit_per_minute, token_minutes = EXCLUDED.token_minutes,
          require_verified_email = EXCLUDED.require_verified_email,
          require_account_before = EXCLUDED.require_account_before, proof_of_work = EXCLUDED.proof_of_work,
          auto_enabled_at = NULL, updated_at = now()`,
  );
}

/**
 * Checkout is shedding load for this event: the room switches itself on, open at once (FIFO), unless
 * it is already on. Answers whether this call switched it on.
 */
export async function autoEnableRoom(
  db: Db,
  eventId: number,
  now: Date,
  admitPerMinute: number,
  tokenMinutes: number,
): Promise<boolean> {
  const changed = await rows<{ event_id: number }>(
    db,
    sql`INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, token_minutes, auto_enabled_at)
        VALUES (${eventId}, true, ${now}, ${admitPerMinute}, ${tokenMinutes}, ${now})
        ON CONFLICT (event_id) DO UPDATE SET enabled = true, opens_at = LEAST(waiting_rooms.opens_at, ${now}),
          auto_enabled_at = ${now}, updated_at = now()
        WHERE NOT waiting_rooms.enabled
        RETURNING event_id`,
  );
  return changed.length > 0;
}

export type HoldUse = "live" | "paid";

/**
 * What the admitted buyers' holds for the event are doing: `paid`, `live` (held and unexpired, or an
 * order awaiting payment), or absent (released, expired, or never made). Reads `checkout_holds` (not a
 * stock table) so the waiting room needs nothing from checkout, which depends on it.
 */
export async function holdUses(
  db: Db,
  eventId: number,
  buyerIds: readonly string[],
): Promise<Map<string, HoldUse>> {
  const uses = new Map<string, HoldUse>();
  if (buyerIds.length === 0) return uses;
  const found = await rows<{ buyer_id: string; paid: boolean }>(
    db,
    sql`SELECT buyer_id, bool_or(status = 'paid') AS paid FROM checkout_holds
        WHERE event_id = ${eventId} AND buyer_id IN ${inList(buyerIds)}
          AND (status IN ('paid', 'awaiting_payment') OR (status = 'held' AND expires_at > now()))
        GROUP BY buyer_id`,
  );
  for (const row of found) uses.set(row.buyer_id, row.paid ? "paid" : "live");
  return uses;
}
