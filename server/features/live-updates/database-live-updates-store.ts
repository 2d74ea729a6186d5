import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rows } from "../../db/sql-helpers.ts";
import {
  assertTopic,
  type LiveUpdate,
  type LiveUpdates,
  REPLAY_LIMIT,
  REPLAY_WINDOW_MS,
  topicFanOut,
} from "./live-updates.ts";

const CHANNEL = "tiketin_live_updates";
/** NOTIFY carries at most 8000 bytes: a larger update is announced by id and read from the table. */
const INLINE_PAYLOAD_BYTES = 7_000;
/** Every this many publishes (per process), rows past the replay window are deleted. */
const TRIM_EVERY = 200;

interface Announcement {
  id: string;
  topic: string;
  data?: unknown;
}

/**
 * Live updates over the database: each update is a row of `live_updates` (the replay log) and a NOTIFY
 * on one channel, written by one statement, so any process LISTENing hears it once the row exists. On
 * PGlite the channel is in-process (one process by construction).
 */
export function databaseLiveUpdates(database: Pick<Database, "db" | "listen">): LiveUpdates {
  const fanOut = topicFanOut();
  let stopListening: Promise<() => Promise<void>> | null = null;
  let published = 0;

  const readOne = async (id: string): Promise<LiveUpdate | undefined> => {
    const [row] = await rows<{ id: string; topic: string; payload: unknown }>(
      database.db,
      sql`SELECT id::text AS id, topic, payload FROM live_updates WHERE id = ${id}`,
    );
    return row && { id: row.id, topic: row.topic, data: row.payload };
  };

  const onMessage = (payload: string) => {
    let announced: Announcement;
    try {
      announced = JSON.parse(payload) as Announcement;
    } catch {
      return;
    }
    if ("data" in announced)
      fanOut.deliver({ id: announced.id, topic: announced.topic, data: announced.data });
    else
      void readOne(announced.id)
        .then((update) => update && fanOut.deliver(update))
        .catch(() => {});
  };

  return {
    backend: "postgres",
    async publish(topic, data) {
      assertTopic(topic);
      const json = JSON.stringify(data ?? null);
      const inline = Buffer.byteLength(json) <= INLINE_PAYLOAD_BYTES;
      const [row] = await rows<{ id: string }>(
        database.db,
        sql`WITH inserted AS (
              INSERT INTO live_updates (topic, payload) VALUES (${topic}, ${json}::jsonb) RETURNING id, topic, payload
            )
            SELECT id::text AS id, pg_notify(${CHANNEL}, CASE WHEN ${inline}
              THEN json_build_object('id', id::text, 'topic', topic, 'data', payload)::text
              ELSE json_build_object('id', id::text, 'topic', topic)::text END) AS notified
            FROM inserted`,
      );
      if (++published % TRIM_EVERY === 0)
        await database.db
          .execute(
            sql`DELETE FROM live_updates WHERE created_at < now() - make_interval(secs => ${REPLAY_WINDOW_MS / 1000})`,
          )
          .catch(() => {});
      if (!row) throw new Error("live updates: the insert returned no row");
      return row.id;
    },
    async subscribe(topic, onUpdate) {
      assertTopic(topic);
      const remove = fanOut.add(topic, onUpdate);
      stopListening ??= database.listen(CHANNEL, onMessage);
      await stopListening;
      return remove;
    },
    async since(topic, lastId) {
      if (!this.isId(lastId)) return [];
      const found = await rows<{ id: string; payload: unknown }>(
        database.db,
        sql`SELECT id::text AS id, payload FROM live_updates WHERE topic = ${topic} AND id > ${lastId}
            ORDER BY id LIMIT ${REPLAY_LIMIT}`,
      );
      return found.map((row) => ({ id: row.id, topic, data: row.payload }));
    },
    isId: (id) => /^[1-9][0-9]{0,17}$/.test(id),
    async close() {
      const stop = stopListening;
      stopListening = null;
      if (stop) await (await stop)().catch(() => {});
    },
  };
}
