/**
 * Cross-process live updates (ADR 0125): what one process publishes on a topic, every process's
 * subscribers to that topic receive, and a subscriber that was away asks what it missed since the last
 * id it saw. Two backends behind this one interface: PostgreSQL LISTEN/NOTIFY with a replay table (the
 * default; PGlite runs it in-process), and Redis pub/sub with a short stream per topic (`REDIS_URL`).
 */
export interface LiveUpdate {
  /** Opaque, increasing per topic (the SSE event id): a table id, or a Redis stream id. */
  id: string;
  topic: string;
  data: unknown;
}

export interface LiveUpdates {
  readonly backend: "postgres" | "redis";
  /** Publishes after the caller's commit (never inside a transaction); resolves with the update's id. */
  publish(topic: string, data: unknown): Promise<string>;
  /** Calls `onUpdate` for every update of `topic` published from now on, until the returned function runs. */
  subscribe(topic: string, onUpdate: (update: LiveUpdate) => void): Promise<() => void>;
  /** The topic's updates after `lastId`, oldest first (those still in the replay window). */
  since(topic: string, lastId: string): Promise<LiveUpdate[]>;
  /** Whether `id` could be one of this backend's ids (a client's Last-Event-ID is untrusted). */
  isId(id: string): boolean;
  close(): Promise<void>;
}

/** How long published updates stay replayable: long enough for a phone to reconnect. */
export const REPLAY_WINDOW_MS = 10 * 60_000;
/** At most this many updates replayed per topic and reconnect. */
export const REPLAY_LIMIT = 500;
/** Topics are short names chosen by the code (`payment:trx_...`), never free text. */
export const TOPIC_PATTERN = /^[a-z][a-z0-9-]{0,30}:[A-Za-z0-9_-]{1,100}$/;

export function assertTopic(topic: string): void {
  if (!TOPIC_PATTERN.test(topic)) throw new Error(`live updates: not a topic name: ${topic}`);
}

/** In-process fan-out of one channel's messages to the subscribers of each topic. */
export function topicFanOut() {
  const subscribers = new Map<string, Set<(update: LiveUpdate) => void>>();
  return {
    add(topic: string, onUpdate: (update: LiveUpdate) => void): () => void {
      let set = subscribers.get(topic);
      if (!set) {
        set = new Set();
        subscribers.set(topic, set);
      }
      set.add(onUpdate);
      return () => {
        set.delete(onUpdate);
        if (set.size === 0 && subscribers.get(topic) === set) subscribers.delete(topic);
      };
    },
    deliver(update: LiveUpdate): void {
      for (const onUpdate of subscribers.get(update.topic) ?? []) {
        try {
          onUpdate(update);
        } catch {
          // One subscriber's failure (a closed stream) is not the others'.
        }
      }
    },
    get size() {
      return subscribers.size;
    },
  };
}
