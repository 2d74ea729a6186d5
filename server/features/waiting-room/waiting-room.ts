import { randomBytes } from "node:crypto";
import type { QueueStatus, TicketsLeftLevel } from "#shared/contracts/waiting-room.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  autoEnableRoom,
  findRoomBySlug,
  listEnabledRooms,
  listWatchedRooms,
  type RoomSettings,
} from "./data.ts";
import { type PlaceCookie, placeCookieCodec, queueCookieName } from "./queue-cookie.ts";
import { createQueueSignals } from "./queue-signals.ts";
import {
  FIFO_BASE,
  type Grant,
  type QueueHead,
  randomOrderKey,
  StoreUnavailableError,
  type WaitingRoomStore,
} from "./store.ts";
import { holdWithKey, turnHolds } from "./turn-holds-data.ts";

export interface WaitingRoomDeps {
  db: Db;
  clock: Clock;
  store: WaitingRoomStore;
  /** The data key: the place cookie's signing key is derived from it (every process shares it). */
  dataKey: Buffer;
  /** Admissions a minute of a room that switched itself on (`WAITING_ROOM_AUTO_RATE`). */
  autoAdmitPerMinute: number;
  /**
   * Checkout in this process shed a request or answered slower than its target just now: the admission
   * step then slows (see `admissionPace`). Absent: admission keeps the rooms' own rates.
   */
  checkoutOverloaded?: () => boolean;
}

/** The least share of a room's rate admission keeps while checkout is overloaded (it never stops). */
export const MIN_ADMIT_SHARE = 0.1;
/** Share of the rate won back each second checkout keeps up: full speed ten seconds after the overload. */
export const ADMIT_RECOVERY_PER_SECOND = 0.1;

/**
 * The share of each room's rate that admission uses, tied to what checkout sustains: halved at every
 * admission step (once a second) while checkout is overloaded, down to MIN_ADMIT_SHARE, and raised by
 * ADMIT_RECOVERY_PER_SECOND at each step after (additive increase, multiplicative decrease: buyers let
 * in faster than checkout answers only queue inside checkout, where they time out instead of waiting
 * in line). Per process: in a cluster each process sees its own share of the same load.
 */
export function admissionPace(overloaded: () => boolean) {
  let share = 1;
  return {
    /** Called once per admission step: the share of the rate to admit at now. */
    step(): number {
      share = overloaded()
        ? Math.max(MIN_ADMIT_SHARE, share / 2)
        : Math.min(1, share + ADMIT_RECOVERY_PER_SECOND);
      return share;
    },
    share: () => share,
  };
}

/** How long a process reuses an event's settings and its line's head: status polls never wait on a query. */
const SNAPSHOT_MS = 1_000;
/** A lapsed grant gives its share back only this long after its expiry: a hold racing its last second wins. */
const GRACE_MS = 5_000;
/**
 * A used turn whose holds all ended (a payment failed or timed out, a hold was released) stays open
 * this long, so the buyer can hold again and pay another way; then its share goes back to the line.
 */
export const TURN_GRACE_MS = 2 * 60_000;
/** Retry-After of a waiting room whose store is away (Redis lost): about the time a failover takes. */
const UNAVAILABLE_RETRY_SECONDS = 5;
/** Checkout sheds this many requests of one event within the window: the room switches itself on. */
const AUTO_SHEDS = 5;
const AUTO_WINDOW_MS = 10_000;
/** Minutes an admission grant lasts by default. */
export const DEFAULT_TOKEN_MINUTES = 10;

const notFound = () => new AppError("not_found", { messageKey: "waitingRoom.errors.eventNotFound" });
const admissionRequired = () =>
  new AppError("admission_required", { messageKey: "waitingRoom.errors.admissionRequired" });
const turnEnded = () => new AppError("admission_required", { messageKey: "waitingRoom.errors.turnEnded" });
const holdInProgress = () =>
  new AppError("rule_refused", { messageKey: "waitingRoom.errors.holdInProgress" });

/** The store is away: 503 with Retry-After (the client polls again), never a 500 or a hang. */
async function orUnavailable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    throw new AppError("service_unavailable", {
      messageKey: "waitingRoom.errors.unavailable",
      headers: { "retry-after": String(UNAVAILABLE_RETRY_SECONDS) },
      cause: error,
    });
  }
}

/** What the status answer is computed from, once per second per process. */
interface Snapshot {
  head: QueueHead;
  at: number;
  /** Admissions in the minute before this read (`queue-signals.ts`). */
  admittedLastMinute: number;
  /** Tickets left, coarsely, read with the head; null while unknown. */
  ticketsLeft: TicketsLeftLevel | null;
}

/** Called after a hold was made with a grant: marks the grant used (its share now rides on the hold). */
export type AdmissionReceipt = (holdId: string) => Promise<void>;
/** Checkout's guard: null when the event has no waiting room, a receipt when the buyer may hold. */
export type AdmissionGate = (
  eventSlug: string,
  buyerId: string,
  /** The request's idempotency key: a retry of the turn's own hold is let through to be replayed. */
  idempotencyKey?: string | null,
) => Promise<AdmissionReceipt | null>;

/**
 * One app's waiting room: per-process caches of each event's settings and line head (refreshed at most
 * once a second), the store every process shares, and the admission step each process runs every
 * second (the store makes concurrent steps safe, so N processes admit at the configured rate).
 */
export function createWaitingRoom(deps: WaitingRoomDeps) {
  const { db, clock, store } = deps;
  const codec = placeCookieCodec(deps.dataKey);
  const settingsCache = new Map<
    string,
    { room: RoomSettings | null; at: number; pending?: Promise<RoomSettings | null> }
  >();
  const heads = new Map<number, Snapshot & { pending?: Promise<Snapshot> }>();
  const sheds = new Map<number, number[]>();
  const pace = admissionPace(deps.checkoutOverloaded ?? (() => false));

  /**
   * One read per event per process per second, shared by every request that arrives meanwhile (a
   * thousand polls a second must not become a thousand queries when the second turns). A failed read
   * keeps answering with the last settings (bounded staleness) rather than failing every poll.
   */
  async function settings(slug: string): Promise<RoomSettings | null> {
    const key = slug.toLowerCase();
    const cached = settingsCache.get(key);
    if (cached && Date.now() - cached.at < SNAPSHOT_MS) return cached.room;
    if (cached?.pending) return cached.pending;
    const pending = findRoomBySlug(db, key).then(
      (room) => {
        if (settingsCache.size > 10_000) settingsCache.clear();
        settingsCache.set(key, { room, at: Date.now() });
        return room;
      },
      (error: unknown) => {
        const stale = settingsCache.get(key);
        if (stale && stale.at > 0) {
          delete stale.pending;
          return stale.room;
        }
        settingsCache.delete(key);
        throw error;
      },
    );
    if (cached) cached.pending = pending;
    else settingsCache.set(key, { room: null, at: 0, pending });
    return pending;
  }

  const signals = createQueueSignals({ db, clock });

  async function snapshot(eventId: number): Promise<Snapshot> {
    const cached = heads.get(eventId);
    const now = Date.now();
    if (cached && now - cached.at < SNAPSHOT_MS) return cached;
    if (cached?.pending) return cached.pending;
    // One read per process per second, however many polls arrive meanwhile (they share it). The stock
    // level is read beside the head (it never fails: a failed read keeps the last level).
    const pending = Promise.all([store.head(eventId), signals.ticketsLeft(eventId)]).then(
      ([head, ticketsLeft]) => {
        const fresh = {
          head,
          at: Date.now(),
          admittedLastMinute: signals.admissions(eventId, head.admitted),
          ticketsLeft,
        };
        heads.set(eventId, fresh);
        return fresh;
      },
      (error: unknown) => {
        // The store is slow or away: the last head (its `updated_at` says how old) beats an error.
        const stale = heads.get(eventId);
        if (stale && stale.at > 0) return stale;
        throw error;
      },
    );
    if (cached) cached.pending = pending;
    else
      heads.set(eventId, {
        head: { total: 0, admitted: 0, returned: 0, opened: false },
        at: 0,
        admittedLastMinute: 0,
        ticketsLeft: null,
        pending,
      });
    return pending.finally(() => {
      const current = heads.get(eventId);
      if (current?.pending === pending) delete current.pending;
    });
  }

  function base(room: RoomSettings, snap: Snapshot): QueueStatus {
    return {
      state: "no_queue",
      event_slug: room.slug,
      opens_at: room.enabled ? room.opensAt.toISOString() : null,
      place: null,
      people_ahead: null,
      in_line: snap.head.total,
      admit_per_minute: room.admitPerMinute,
      estimated_wait_minutes: null,
      admission_expires_at: null,
      updated_at: new Date(snap.at || Date.now()).toISOString(),
      poll_after_seconds: 5,
      admitted_last_minute: snap.admittedLastMinute,
      tickets_left: snap.ticketsLeft,
      in_draw: null,
    };
  }

  /** A waiting place's answer, once the place is known and not yet admitted. */
  function waitingStatus(
    status: QueueStatus,
    room: RoomSettings,
    head: QueueHead,
    place: number,
  ): QueueStatus {
    const ahead = Math.max(0, place - 1 - head.admitted);
    const waitSeconds = (ahead / Math.max(1, room.admitPerMinute)) * 60;
    return {
      ...status,
      state: "waiting",
      place,
      people_ahead: ahead,
      estimated_wait_minutes: Math.ceil(waitSeconds / 60),
      poll_after_seconds: Math.round(Math.min(30, Math.max(2, waitSeconds / 4))),
    };
  }

  /**
   * The answer computed from the cookie and the snapshot alone, or null when it needs a store read: the
   * place is not yet ranked (first poll after the opening), or it was admitted (its grant is read).
   */
  function knownStatus(room: RoomSettings, snap: Snapshot, cookie: PlaceCookie | null): QueueStatus | null {
    const status = base(room, snap);
    if (!room.enabled) return status;
    if (!cookie) return { ...status, state: "not_in_line" };
    if (!snap.head.opened) {
      const untilOpening = Math.max(0, (room.opensAt.getTime() - clock.now().getTime()) / 1000);
      return {
        ...status,
        state: "before_opening",
        in_draw: cookie.orderKey < FIFO_BASE,
        poll_after_seconds: Math.round(Math.min(30, Math.max(2, untilOpening / 4))),
      };
    }
    if (cookie.place === 0 || cookie.place <= snap.head.admitted) return null;
    return waitingStatus(status, room, snap.head, cookie.place);
  }

  /** The answer for one place: from the cookie and the snapshot; a store read only when the place is first ranked. */
  async function statusOf(
    room: RoomSettings,
    cookie: PlaceCookie | null,
  ): Promise<{ status: QueueStatus; cookie: PlaceCookie | null }> {
    const snap = await snapshot(room.eventId);
    const known = knownStatus(room, snap, cookie);
    if (known || !cookie) return { status: known ?? base(room, snap), cookie };
    const status = base(room, snap);
    let place = cookie.place;
    let next = cookie;
    if (place === 0) {
      place = await store.place(room.eventId, {
        id: cookie.entryId,
        orderKey: cookie.orderKey,
        buyerId: null,
        admittedAt: null,
        ended: false,
      });
      next = { ...cookie, place };
    }
    if (place <= snap.head.admitted) {
      const grant = await store.entryGrant(room.eventId, cookie.entryId);
      return {
        status: {
          ...status,
          state: grant && !grant.returned && !grant.settled ? "admitted" : "admission_ended",
          place,
          people_ahead: 0,
          estimated_wait_minutes: 0,
          admission_expires_at: grant?.expiresAt.toISOString() ?? null,
          poll_after_seconds: 30,
        },
        cookie: next,
      };
    }
    return { status: waitingStatus(status, room, snap.head, place), cookie: next };
  }

  /**
   * The status answer without waiting for anything, for the read fast path (ADR 0124): only when this
   * process holds the event's settings and line head fresh, and the answer needs no store read and no
   * new cookie. Otherwise null (the request goes through the pipeline, which refreshes what is stale):
   * about one poll a second per event and process, plus each place's first ranked poll.
   */
  function statusNow(slug: string, readCookie: (name: string) => string | undefined) {
    const cached = settingsCache.get(slug.toLowerCase());
    const room = cached?.room;
    if (!room || Date.now() - cached.at >= SNAPSHOT_MS) return null;
    const snap = heads.get(room.eventId);
    if (!snap || snap.at === 0 || Date.now() - snap.at >= SNAPSHOT_MS) return null;
    const status = knownStatus(
      room,
      snap,
      codec.decode(room.eventId, readCookie(queueCookieName(room.eventId))),
    );
    return status && { status, eventId: room.eventId };
  }

  async function roomOrNotFound(slug: string): Promise<RoomSettings> {
    const room = await settings(slug);
    if (!room) throw notFound();
    return room;
  }

  return {
    store,
    codec,
    settings,
    statusNow,

    /** GET status: no store read per poll (cookie + per-process snapshot). */
    async status(slug: string, cookieValue: string | undefined) {
      const room = await roomOrNotFound(slug);
      const cookie = codec.decode(room.eventId, cookieValue);
      const answer = await orUnavailable(() => statusOf(room, cookie));
      return { ...answer, eventId: room.eventId };
    },

    /**
     * Takes (or finds again) the place of an account or a signed-out visitor. A visitor who signs in
     * hands the place to the account, once (before the opening it is drawn again for the account); an
     * account that already waits keeps its own place. An owner whose turn ended queues again.
     */
    async join(slug: string, owner: { buyerId: string | null; visitorId: string | null }) {
      const room = await roomOrNotFound(slug);
      if (!room.enabled) return { ...(await statusOf(room, null)), eventId: room.eventId };
      const entry = await orUnavailable(async () => {
        const bound =
          owner.buyerId && owner.visitorId
            ? await store.bindAccount(
                room.eventId,
                owner.visitorId,
                owner.buyerId,
                randomOrderKey(randomBytes),
                clock.now(),
              )
            : null;
        if (bound && !bound.ended) return bound;
        const who = owner.buyerId ? { buyerId: owner.buyerId } : { visitorId: owner.visitorId ?? undefined };
        return store.join(room.eventId, who, randomOrderKey(randomBytes));
      });
      const cookie: PlaceCookie = { entryId: entry.id, orderKey: entry.orderKey, place: 0 };
      const answer = await orUnavailable(() => statusOf(room, cookie));
      return { ...answer, eventId: room.eventId, signedIn: entry.buyerId !== null };
    },

    /**
     * Checkout's guard (ADR 0124, 0132): a queued event takes holds only from the
     * account its grant is bound to, during its turn. The turn ends when its holds are paid, when they
     * all ended more than TURN_GRACE_MS ago, or when an unused grant expires; buying again means
     * queueing again. The receipt records the turn's first hold.
     */
    admissionGate: (async (eventSlug, buyerId, idempotencyKey) => {
      const room = await settings(eventSlug);
      if (!room?.enabled) return null;
      const grant = await orUnavailable(() => store.grant(room.eventId, buyerId));
      const now = clock.now();
      if (!grant || grant.buyerId !== buyerId || grant.returned) throw admissionRequired();
      if (grant.settled) throw turnEnded();
      const receipt = (holdId: string) =>
        store.useGrant(room.eventId, grant.entryId, clock.now(), holdId).catch(() => {
          // The hold is made; a use not recorded only lets the grant lapse at its expiry.
        });
      if (!grant.usedAt || !grant.firstHoldId) {
        if (grant.expiresAt <= now) throw admissionRequired();
        return receipt;
      }
      const holds = (
        await turnHolds(db, room.eventId, [{ buyerId, firstHoldId: grant.firstHoldId }], now)
      ).get(buyerId);
      if (holds?.state === "paid") {
        await store.settle(room.eventId, [grant.entryId], now).catch(() => {});
        throw turnEnded();
      }
      // One purchase a turn: a second hold beside a live one (or an order awaiting payment) is refused.
      if (holds?.state === "live") {
        // A retry of the live hold's own request (same idempotency key) is replayed by checkout.
        if (idempotencyKey && (await holdWithKey(db, room.eventId, buyerId, idempotencyKey))) return receipt;
        throw holdInProgress();
      }
      if (holds?.state === "ended" && now.getTime() - holds.endedAt.getTime() > TURN_GRACE_MS)
        throw turnEnded();
      return receipt;
    }) satisfies AdmissionGate,

    /** One admission step for every room that is on and open; every process runs it each second. */
    async tick(): Promise<void> {
      const now = clock.now();
      const share = pace.step();
      for (const room of await listEnabledRooms(db)) {
        if (room.opensAt > now) continue;
        const grants = await store.openGrants(room.eventId);
        const lapsed = grants.filter((g) => !g.usedAt && g.expiresAt.getTime() + GRACE_MS <= now.getTime());
        const used = grants.filter(
          (g): g is Grant & { buyerId: string; firstHoldId: string } =>
            g.buyerId !== null && g.firstHoldId !== null,
        );
        const holds = await turnHolds(db, room.eventId, used, now);
        const paid = used.filter((g) => holds.get(g.buyerId)?.state === "paid");
        // A used turn whose holds are gone (released, expired) gives its share back after the grace.
        const gone = used.filter((g) => {
          const state = holds.get(g.buyerId);
          const endedAt = state?.state === "ended" ? state.endedAt : state ? null : g.usedAt;
          return endedAt !== null && now.getTime() - endedAt!.getTime() > TURN_GRACE_MS + GRACE_MS;
        });
        await store.settle(
          room.eventId,
          paid.map((g) => g.entryId),
          now,
        );
        await store.returnShares(
          room.eventId,
          [...lapsed, ...gone].map((g) => g.entryId),
          now,
        );
        const admitPerMinute = Math.max(1, Math.round(room.admitPerMinute * share));
        await store.admit(room.eventId, now, { ...room, admitPerMinute });
      }
    },

    /**
     * Checkout shed a request of this event (503): past `AUTO_SHEDS` in `AUTO_WINDOW_MS`, the event's
     * room switches itself on, open at once, so buyers wait in line instead of retrying into a full server.
     */
    async noteOverload(slug: string): Promise<boolean> {
      const room = await settings(slug);
      if (!room || room.enabled) return false;
      const nowMs = Date.now();
      const recent = (sheds.get(room.eventId) ?? []).filter((at) => nowMs - at < AUTO_WINDOW_MS);
      recent.push(nowMs);
      sheds.set(room.eventId, recent);
      if (recent.length < AUTO_SHEDS) return false;
      sheds.delete(room.eventId);
      const switched = await autoEnableRoom(
        db,
        room.eventId,
        clock.now(),
        deps.autoAdmitPerMinute,
        DEFAULT_TOKEN_MINUTES,
      );
      settingsCache.delete(room.slug);
      return switched;
    },

    /** Forget cached settings (after a change made by this process). */
    forget(slug: string) {
      settingsCache.delete(slug.toLowerCase());
    },

    /** `degraded` while the line store cannot take changes (readiness reports it). */
    health: () => store.health(),

    /**
     * Each room that is on (events not ended, the latest opening first, at most `limit`) as the metrics
     * show it: from the same per-second head snapshot the status polls read, so a scrape adds no read
     * of the line that the polls did not already make.
     */
    async lines(limit: number): Promise<LineReading[]> {
      const rooms = await listWatchedRooms(db, limit);
      return Promise.all(
        rooms.map(async (room) => {
          const snap = await snapshot(room.eventId);
          return {
            slug: room.slug,
            inLine: Math.max(0, snap.head.total - snap.head.admitted),
            admitted: snap.head.admitted,
            admittedLastMinute: snap.admittedLastMinute,
            admitPerMinute: room.admitPerMinute,
            opened: snap.head.opened,
          };
        }),
      );
    },

    close: () => store.close(),
  };
}

export type WaitingRoom = ReturnType<typeof createWaitingRoom>;

/** One room's line as the metrics report it. */
export interface LineReading {
  slug: string;
  /** Places taken and not yet admitted. */
  inLine: number;
  /** Admitted since the line opened (only grows). */
  admitted: number;
  admittedLastMinute: number;
  /** The room's setting: the rate it admits at. */
  admitPerMinute: number;
  /** The opening has passed and admission began (before it, places wait for the draw). */
  opened: boolean;
}

/** Runs the admission step every second until stopped. */
export function startAdmissions(
  room: WaitingRoom,
  onError: (error: unknown) => void,
  onSuccess: () => void = () => {},
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    room
      .tick()
      .then(onSuccess, onError)
      .finally(() => {
        running = false;
      });
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
