import { Redis } from "ioredis";
import {
  assertTopic,
  type LiveUpdate,
  type LiveUpdates,
  REPLAY_LIMIT,
  REPLAY_WINDOW_MS,
  topicFanOut,
} from "./live-updates.ts";

/** Entries kept per topic's stream (approximately): the replay window also expires idle streams. */
const STREAM_MAX = 1_000;

/**
 * Live updates over Redis (`REDIS_URL`): each update is appended to its topic's stream (the replay
 * log; the entry id is the event id) and then published on one channel that every process subscribes
 * to. Two connections per process: commands, and the subscriber (Redis wants a dedicated one).
 */
export function redisLiveUpdates(url: string, keyPrefix: string): LiveUpdates {
  // Under the deployment's prefix (`REDIS_KEY_PREFIX`), as the waiting room's keys: two deployments
  // sharing one Redis never hear each other.
  const CHANNEL = `${keyPrefix}live`;
  const streamKey = (topic: string) => `${keyPrefix}live:${topic}`;
  const fanOut = topicFanOut();
  const options = { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const commands = new Redis(url, options);
  let subscriber: Redis | null = null;
  let subscribed: Promise<void> | null = null;
  // Errors surface through the commands that fail; an idle disconnect must not crash the process.
  commands.on("error", () => {});

  const subscribe = (): Promise<void> => {
    subscribed ??= (async () => {
      const connection = new Redis(url, options);
      connection.on("error", () => {});
      connection.on("message", (_channel: string, message: string) => {
        try {
          fanOut.deliver(JSON.parse(message) as LiveUpdate);
        } catch {
          // Not ours.
        }
      });
      subscriber = connection;
      // ioredis re-subscribes by itself after a reconnect.
      await connection.subscribe(CHANNEL);
    })().catch((error: unknown) => {
      subscribed = null;
      throw error;
    });
    return subscribed;
  };

  return {
    backend: "redis",
    async publish(topic, data) {
      assertTopic(topic);
      const key = streamKey(topic);
      const json = JSON.stringify(data ?? null);
      const id = await commands.xadd(key, "MAXLEN", "~", String(STREAM_MAX), "*", "data", json);
      if (!id) throw new Error("live updates: XADD returned no id");
      await commands
        .multi()
        .pexpire(key, REPLAY_WINDOW_MS)
        .publish(CHANNEL, JSON.stringify({ id, topic, data: data ?? null }))
        .exec();
      return id;
    },
    async subscribe(topic, onUpdate) {
      assertTopic(topic);
      const remove = fanOut.add(topic, onUpdate);
      await subscribe();
      return remove;
    },
    async since(topic, lastId) {
      if (!this.isId(lastId)) return [];
      const entries = await commands.xrange(streamKey(topic), `(${lastId}`, "+", "COUNT", REPLAY_LIMIT);
      return entries.map(([id, fields]) => {
        const at = fields.indexOf("data");
        let data: unknown = null;
        try {
          data = JSON.parse(fields[at + 1] ?? "null");
        } catch {
          data = null;
        }
        return { id, topic, data };
      });
    },
    isId: (id) => /^[0-9]{1,20}-[0-9]{1,20}$/.test(id),
    async close() {
      const connection = subscriber;
      subscriber = null;
      subscribed = null;
      connection?.disconnect();
      commands.disconnect();
    },
  };
}
