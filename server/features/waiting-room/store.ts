/**
 * The waiting room's storage, one interface with two implementations (ADR 0124): PostgreSQL/PGlite
 * (`postgres-store.ts`, the embedded default) and Redis (`redis-store.ts`, when `REDIS_URL` is set).
 * Every method is atomic on its own, so any number of processes may call it at once.
 */

/** Who holds a place: an account, or a signed-out visitor's cookie id (bound to an account at sign-in). */
export interface PlaceOwner {
  buyerId?: string;
  visitorId?: string;
}

export interface QueueEntry {
  id: string;
  orderKey: number;
  buyerId: string | null;
  /** Admitted (its grant issued): the first `admitted` entries in queue order are exactly these. */
  admittedAt: Date | null;
  /** Its turn is over (share returned or hold paid): the owner's next join queues again. */
  ended: boolean;
}

/** An admission grant ("token"): bound to the entry, hence to its account and event. */
export interface Grant {
  entryId: string;
  buyerId: string | null;
  admittedAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** The first hold made with it: the turn's holds are this one and those made after it. */
  firstHoldId: string | null;
  /** Its share went back to the line: it admits nobody any more. */
  returned: boolean;
  /** Its hold was paid: the turn is over. */
  settled: boolean;
}

/** The head of one event's line: what every status answer is computed from. */
export interface QueueHead {
  /** Places taken (all entries, admitted or not). */
  total: number;
  /** Entries admitted so far (the first ones in queue order). */
  admitted: number;
  /** Shares given back by lapsed grants and expired holds. */
  returned: number;
  /** Whether the line is ranked (the opening has passed and admission began). */
  opened: boolean;
}

/** The room's settings the admission step needs. */
export interface AdmissionPolicy {
  admitPerMinute: number;
  tokenMinutes: number;
}

export interface WaitingRoomStore {
  readonly kind: "postgres" | "redis";
  /**
   * The owner's place, or a new one: an account arriving before the line is opened draws a uniformly
   * random key below 2^52; everyone else (after the opening, or signed out) takes the next FIFO key, so
   * signed-out arrivals before the opening wait behind the draw and ahead of later arrivals. An owner
   * whose turn ended queues again. Never two places for one owner, never two owners on one place.
   */
  join(eventId: number, owner: PlaceOwner, randomKey: number): Promise<QueueEntry>;
  /** The place of a visitor id or an account, if any. */
  find(eventId: number, owner: PlaceOwner): Promise<QueueEntry | null>;
  /**
   * Sign-in: a signed-out visitor's place becomes the account's, at most once, and the visitor id no
   * longer names it (a copied cookie carries nothing). Before the opening it is re-drawn with
   * `randomKey` (the draw is per account). An account that already waits keeps its own place and the
   * visitor's is dropped (its share returned if it was admitted): no owner picks the best of several.
   * Null when the visitor id holds no unbound place.
   */
  bindAccount(
    eventId: number,
    visitorId: string,
    buyerId: string,
    randomKey: number,
    now: Date,
  ): Promise<QueueEntry | null>;
  /** 1-based place in the whole line (stable once the line is opened). */
  place(eventId: number, entry: QueueEntry): Promise<number>;
  head(eventId: number): Promise<QueueHead>;
  /**
   * One admission step at `now`: opens the line if needed, earns credit at the policy's rate (capped,
   * so an idle line builds no burst), adds `returnedShares`, and admits that many entries in queue
   * order, each with a grant until `now + tokenMinutes`. Returns the entries admitted.
   */
  admit(eventId: number, now: Date, policy: AdmissionPolicy): Promise<string[]>;
  /** The grant of an account for an event, if it was admitted. */
  grant(eventId: number, buyerId: string): Promise<Grant | null>;
  /** The grant of one place, if it was admitted. */
  entryGrant(eventId: number, entryId: string): Promise<Grant | null>;
  /** A hold was made with the grant (the first use is kept). */
  useGrant(eventId: number, entryId: string, now: Date, holdId: string): Promise<void>;
  /** Grants still holding a share (not returned, not settled). */
  openGrants(eventId: number): Promise<Grant[]>;
  /** Gives these grants' shares back to the line (idempotent); answers how many were newly returned. */
  returnShares(eventId: number, entryIds: readonly string[], now: Date): Promise<number>;
  /** These grants' holds were paid: their shares are spent, never checked again. */
  settle(eventId: number, entryIds: readonly string[], now: Date): Promise<void>;
  /** `degraded` while the store cannot take changes (Redis away): admission pauses, joins answer 503. */
  health(): Promise<"ok" | "degraded">;
  close(): Promise<void>;
}

/**
 * The store cannot take a change now (Redis is away or stalled). Answered 503 with Retry-After, never
 * 500: nothing was wrong with the request, and the same request works once the store is back.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
  constructor(cause?: unknown) {
    super("waiting-room store unavailable", { cause });
  }
}

/** FIFO keys start here; random pre-opening keys are below it (doubles hold integers to 2^53 exactly). */
export const FIFO_BASE = 2 ** 52;

/** A uniformly random key in [0, 2^52): 52 bits from the CSPRNG. */
export function randomOrderKey(random: (bytes: number) => Buffer): number {
  const bytes = random(7);
  // 56 bits read, top 4 dropped: 4 high bits of byte 0, then 6 bytes = 52 bits.
  return (bytes[0]! & 0x0f) * 2 ** 48 + bytes.readUIntBE(1, 6);
}
