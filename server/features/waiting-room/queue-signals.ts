import type { TicketsLeftLevel } from "#shared/contracts/waiting-room.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { type TicketsLeft, ticketsLeftOfEvent } from "../stock/index.ts";

/**
 * What the queue screen tells people besides their place: how many were let in during the last minute
 * and, coarsely, how many tickets are left. Both are per-process and cheap: admissions come from the
 * line-head snapshots the room already takes (so they work on either store), stock from one query per
 * event per second shared by every poll, so a status poll never waits on a query of its own.
 */

const WINDOW_MS = 60_000;
/**
 * With less than a minute of samples (a process just started, or an event's first polls here) the
 * admissions seen are scaled up to a minute, but over at least this span: a burst seen in a second's
 * sample (one admission step) would otherwise read as sixty of them.
 */
const MIN_SPAN_MS = 10_000;
/** Samples come at most once a second per event (the snapshot period): a minute's worth and spare. */
const MAX_SAMPLES = 128;
/** The stock level is read at most this often per event and process (the snapshot period). */
const STOCK_MS = 1_000;
const MAX_EVENTS = 10_000;

export interface AdmittedSample {
  /** When the head was read (the room's clock, ms). */
  at: number;
  /** The head's `admitted` then: entries admitted since the line opened. */
  admitted: number;
}

/**
 * Admissions during the minute before the newest sample: its count minus the count a minute earlier,
 * interpolated between the two samples around that instant (a sample a minute and a half old must not
 * count half a minute too much). Without a sample that old, the admissions seen are scaled to a minute
 * (over at least `MIN_SPAN_MS`), never beyond all admissions so far. Samples are oldest first.
 */
export function admittedInLastMinute(samples: readonly AdmittedSample[]): number {
  const last = samples.at(-1);
  if (!last) return 0;
  const cutoff = last.at - WINDOW_MS;
  let before = -1;
  for (let i = samples.length - 1; i >= 0; i--)
    if (samples[i]!.at <= cutoff) {
      before = i;
      break;
    }
  if (before >= 0) {
    const b = samples[before]!;
    const a = samples[before + 1]!;
    const atCutoff = b.admitted + ((a.admitted - b.admitted) * (cutoff - b.at)) / Math.max(1, a.at - b.at);
    return Math.max(0, Math.round(last.admitted - atCutoff));
  }
  const first = samples[0]!;
  const span = last.at - first.at;
  if (span <= 0) return 0;
  const scaled = ((last.admitted - first.admitted) * WINDOW_MS) / Math.max(span, MIN_SPAN_MS);
  return Math.min(last.admitted, Math.max(0, Math.round(scaled)));
}

/**
 * The coarse level of what is left. Held tickets (a checkout's hold, an order awaiting payment) are
 * not for sale now but come back when unpaid: with none free and some held the level is
 * `none_right_now`, and `sold_out` only when none is free or held.
 */
export function ticketsLeftLevel({ remaining, held }: TicketsLeft): TicketsLeftLevel {
  if (remaining >= 1_000) return "many";
  if (remaining >= 100) return "hundreds";
  if (remaining >= 1) return "few";
  return held > 0 ? "none_right_now" : "sold_out";
}

/** Keeps a minute of samples (and the one just before it, to interpolate), oldest first. */
function pruned(samples: AdmittedSample[], now: number): AdmittedSample[] {
  const cutoff = now - WINDOW_MS;
  let keepFrom = 0;
  while (keepFrom + 1 < samples.length && samples[keepFrom + 1]!.at <= cutoff) keepFrom++;
  const kept = keepFrom > 0 ? samples.slice(keepFrom) : samples;
  return kept.length > MAX_SAMPLES ? kept.slice(kept.length - MAX_SAMPLES) : kept;
}

export function createQueueSignals(deps: { db: Db; clock: Clock }) {
  const rings = new Map<number, AdmittedSample[]>();
  const stock = new Map<
    number,
    { level: TicketsLeftLevel | null; at: number; pending?: Promise<TicketsLeftLevel | null> }
  >();

  return {
    /** Records a fresh read of the line's head and answers the admissions of the minute before it. */
    admissions(eventId: number, admitted: number): number {
      const at = deps.clock.now().getTime();
      let ring = rings.get(eventId) ?? [];
      const last = ring.at(-1);
      // A clock set back, or a line rebuilt with fewer admissions: start over rather than mislead.
      if (last && (last.at > at || last.admitted > admitted)) ring = [];
      ring.push({ at, admitted });
      ring = pruned(ring, at);
      if (rings.size > MAX_EVENTS && !rings.has(eventId)) rings.clear();
      rings.set(eventId, ring);
      return admittedInLastMinute(ring);
    },

    /**
     * The event's stock level: one read per event per process per second, shared by every caller that
     * arrives meanwhile. A failed read keeps the last level (null when there is none yet).
     */
    async ticketsLeft(eventId: number): Promise<TicketsLeftLevel | null> {
      const cached = stock.get(eventId);
      if (cached && Date.now() - cached.at < STOCK_MS) return cached.level;
      if (cached?.pending) return cached.pending;
      const pending = ticketsLeftOfEvent(deps.db, eventId, deps.clock.now()).then(
        (left) => {
          const level = ticketsLeftLevel(left);
          if (stock.size > MAX_EVENTS && !stock.has(eventId)) stock.clear();
          stock.set(eventId, { level, at: Date.now() });
          return level;
        },
        () => {
          const stale = stock.get(eventId);
          if (stale) delete stale.pending;
          return stale?.level ?? null;
        },
      );
      if (cached) cached.pending = pending;
      else stock.set(eventId, { level: null, at: 0, pending });
      return pending;
    },
  };
}

export type QueueSignals = ReturnType<typeof createQueueSignals>;
