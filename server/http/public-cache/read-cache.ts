import type { EncodedBody } from "./encoded-body.ts";

/** A cached read: the value, its JSON (serialised once, sent many times) and when it was read. */
export interface CachedRead<T> {
  value: T;
  json: string;
  readAt: number;
  /** readAt + the cache's TTL (epoch ms): nothing built from this read may be served after it. */
  freshUntil: number;
  /** When the load that made it began (later than `readAt` when it used an older read). */
  loadedAt: number;
  /** Response bodies built from this read (per language and encoding) and their entity tags. */
  bodies: Map<string, EncodedBody>;
}

export interface ReadCache {
  /**
   * The entry for `key` if it was read less than `ttlMs` ago, else the result of `load`. Concurrent
   * misses share one `load` (under a ticket war thousands of requests arrive in the same millisecond
   * the entry expires; one query must serve them all). Failed loads are not kept.
   */
  get<T>(key: string, load: (read: ReadContext) => Promise<T>): Promise<CachedRead<T>>;
  clear(): void;
}

/** What a load tells the cache about its inputs. */
export interface ReadContext {
  /**
   * The load used data read at `readAt` (epoch ms), earlier than itself (another cached read): the entry
   * counts as read then, so what it shows is still never older than the TTL.
   */
  usedReadFrom(readAt: number): void;
}

/**
 * A small in-process cache for public reads. Staleness is bounded by `ttlMs` measured from the start
 * of the read, so stock shown is never older than that. The entry count is capped (oldest first out)
 * because keys include page numbers and search words that a client chooses.
 */
export function createReadCache(options: {
  ttlMs: number;
  maxEntries: number;
  /** Age after which a hit also starts a new read in the background; default half the TTL. */
  refreshAfterMs?: number;
  now?: () => number;
}): ReadCache {
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const refreshAfterMs = options.refreshAfterMs ?? options.ttlMs / 2;
  /**
   * The least time between two loads of a key made ahead of time. A load built from an older read (a
   * list from the 1 s stock snapshot) is born already old; without this gap every hit would start the
   * next load as soon as the last one ended, recomputing the same answer until the snapshot renews.
   */
  const reloadGapMs = refreshAfterMs / 5;
  const entries = new Map<string, CachedRead<unknown>>();
  const inFlight = new Map<string, Promise<CachedRead<unknown>>>();

  function remember(key: string, entry: CachedRead<unknown>): void {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get<T>(key: string, load: (read: ReadContext) => Promise<T>): Promise<CachedRead<T>> {
      const hit = entries.get(key);
      const age = hit ? now() - hit.readAt : Number.POSITIVE_INFINITY;
      if (hit && age < options.ttlMs) {
        // Refresh ahead: under a ticket war a key is asked for every millisecond, and without this
        // every request arriving while the expired key is re-read would wait for the database. The
        // hit is still served (it is within the TTL, so the staleness bound holds); a failed
        // background read is dropped and the next request after expiry reads again.
        if (age >= refreshAfterMs && now() - hit.loadedAt >= reloadGapMs && !inFlight.has(key))
          start(key, load).catch(() => {});
        return Promise.resolve(hit as CachedRead<T>);
      }
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<CachedRead<T>>;
      return start(key, load);
    },
    clear() {
      entries.clear();
    },
  };

  /** Reads `key` now; concurrent callers share the read (see `get`). */
  function start<T>(key: string, load: (read: ReadContext) => Promise<T>): Promise<CachedRead<T>> {
    const loadedAt = now();
    let readAt = loadedAt;
    const context: ReadContext = {
      usedReadFrom(at) {
        readAt = Math.min(readAt, at);
      },
    };
    const promise = load(context)
      .then((value) => {
        const entry: CachedRead<unknown> = {
          value,
          json: JSON.stringify(value),
          readAt,
          freshUntil: readAt + options.ttlMs,
          loadedAt,
          bodies: new Map(),
        };
        remember(key, entry);
        return entry;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise as Promise<CachedRead<T>>;
  }
}
