import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Db } from "../../db/client.ts";
import { ADMIT, BIND, JOIN, RETURN_SHARES, SETTLE, USE } from "./redis-scripts.ts";
import {
  type EntryFields,
  fieldsFromRow,
  fifoSeqOf,
  replicaReads,
  replicaWriter,
  rowFromFields,
} from "./replica-store.ts";
import {
  type AdmissionPolicy,
  FIFO_BASE,
  type Grant,
  type QueueEntry,
  StoreUnavailableError,
  type WaitingRoomStore,
} from "./store.ts";

/** A command Redis has not answered in this long fails: a stalled Redis must not hang a request. */
const COMMAND_TIMEOUT_MS = 1_500;
/** How long a first request waits for the connection at start-up (later, a lost Redis fails at once). */
const FIRST_CONNECT_MS = 3_000;
/** How long a process waits for another one's rebuild of a line before giving up (503). */
const REBUILD_WAIT_MS = 10_000;
/** Commands per pipeline when a line is loaded back into Redis. */
const LOAD_CHUNK = 2_000;

type EntryReply = [string, string, string, string, string];
type ScriptReply = [unknown, unknown[][]];

const toEntry = (reply: EntryReply): QueueEntry => ({
  id: reply[0],
  orderKey: Number(reply[1]),
  buyerId: reply[2] === "" ? null : reply[2],
  admittedAt: reply[3] === "" ? null : new Date(Number(reply[3])),
  ended: reply[4] === "1",
});

function toGrant(id: string, fields: Record<string, string>): Grant | null {
  if (!fields.a) return null;
  return {
    entryId: id,
    buyerId: fields.b ? fields.b : null,
    admittedAt: new Date(Number(fields.a)),
    expiresAt: new Date(Number(fields.x)),
    usedAt: fields.u ? new Date(Number(fields.u)) : null,
    firstHoldId: fields.h ? fields.h : null,
    returned: Boolean(fields.r),
    settled: Boolean(fields.s),
  };
}

/** `HGETALL`'s flat [field, value, ...] reply as a record. */
function pairs(flat: unknown[]): EntryFields {
  const out: EntryFields = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[String(flat[i])] = String(flat[i + 1]);
  return out;
}

const noLine = (error: unknown) => error instanceof Error && error.message.includes("NOLINE");

/**
 * The Redis store (`REDIS_URL`, ADR 0124 and 0132): every multi-key change is one Lua script, so a
 * place is assigned atomically and is unique across every process sharing the Redis. Redis is a cache
 * of the line, not its only copy: every change is then written to PostgreSQL (`replica-store.ts`), a Redis
 * that returns empty is loaded back from there, and while Redis is away reads come from there and
 * changes fail at once with StoreUnavailableError (the caller answers 503, admission pauses).
 * `prefix` separates deployments (and test runs) sharing one Redis.
 */
export function redisWaitingRoomStore(
  url: string,
  db: Db,
  prefix = "tiketin:wr:",
  onError: (error: unknown) => void = () => {},
): WaitingRoomStore {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let everReady = false;
  redis.on("ready", () => {
    everReady = true;
  });
  // Connection errors surface as failed commands (503s) and in health(); the event itself is expected.
  redis.on("error", () => {});
  const writer = replicaWriter(db, onError);
  const copy = replicaReads(db);
  const keys = (eventId: number) => `${prefix}${eventId}:`;

  /** Fails at once when Redis is away; at start-up waits briefly for the first connection. */
  async function connected(): Promise<void> {
    if (redis.status === "ready") return;
    if (!everReady && (redis.status === "connecting" || redis.status === "connect")) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, FIRST_CONNECT_MS);
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if ((redis.status as string) === "ready") return;
    }
    throw new StoreUnavailableError();
  }

  /** Runs one Redis step; any failure of Redis itself becomes StoreUnavailableError. */
  async function guarded<T>(step: () => Promise<T>): Promise<T> {
    await connected();
    try {
      return await step();
    } catch (error) {
      if (noLine(error) || error instanceof StoreUnavailableError) throw error;
      throw new StoreUnavailableError(error);
    }
  }

  /** The line is in Redis (loaded from PostgreSQL if Redis came back empty), then the step runs. */
  async function onLine<T>(eventId: number, step: () => Promise<T>): Promise<T> {
    try {
      return await guarded(step);
    } catch (error) {
      if (!noLine(error)) throw error;
      await ensureLine(eventId);
      return guarded(step);
    }
  }

  /** Runs a script; the entries it changed are written to PostgreSQL before its answer is used. */
  async function script(eventId: number, source: string, args: (string | number)[]): Promise<unknown[]> {
    const reply = (await onLine(eventId, () =>
      redis.eval(source, 0, keys(eventId), ...args.map(String)),
    )) as ScriptReply & unknown[];
    const rows = (reply[1] ?? []).map((flat) => rowFromFields(eventId, pairs(flat)));
    await writer.write(rows);
    return reply;
  }

  /**
   * Loads the line of an event into Redis from PostgreSQL, once: one process takes a lock and loads
   * it (the same keys, grants and counters), the others wait for `st.init`. Scripts refuse to run on
   * a line without `init`, so nothing is decided on a blank line meanwhile.
   */
  async function ensureLine(eventId: number): Promise<void> {
    const p = keys(eventId);
    const token = randomUUID();
    const locked = await guarded(() => redis.set(`${p}load`, token, "PX", REBUILD_WAIT_MS, "NX"));
    if (!locked) {
      const deadline = Date.now() + REBUILD_WAIT_MS;
      while (Date.now() < deadline) {
        if (await guarded(() => redis.hexists(`${p}st`, "init"))) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new StoreUnavailableError();
    }
    try {
      if (await guarded(() => redis.hexists(`${p}st`, "init"))) return;
      await guarded(() => loadLine(eventId));
    } finally {
      await guarded(() => redis.del(`${p}load`)).catch(() => {});
    }
  }

  async function loadLine(eventId: number): Promise<void> {
    const p = keys(eventId);
    const [line, counters] = await Promise.all([copy.line(eventId), copy.counters(eventId)]);
    const commands: (string | number)[][] = [];
    let admitted = 0;
    let returned = 0;
    for (const row of line) {
      commands.push(["hset", `${p}e:${row.id}`, ...fieldsFromRow(row)]);
      commands.push(["zadd", `${p}q`, row.orderKey, row.id]);
      if (!row.admittedAt) commands.push(["zadd", `${p}w`, row.orderKey, row.id]);
      else admitted++;
      if (row.shareReturnedAt) returned++;
      if (row.admittedAt && !row.shareReturnedAt && !row.settledAt) commands.push(["sadd", `${p}g`, row.id]);
      if (row.buyerId) commands.push(["hset", `${p}own`, `b:${row.buyerId}`, row.id]);
      else if (row.visitorId && !row.boundAt)
        commands.push(["hset", `${p}own`, `v:${row.visitorId}`, row.id]);
    }
    const seq = fifoSeqOf(line);
    if (seq > 0) commands.push(["set", `${p}seq`, seq]);
    for (let start = 0; start < commands.length; start += LOAD_CHUNK) {
      const pipeline = redis.pipeline(commands.slice(start, start + LOAD_CHUNK).map((c) => c.map(String)));
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    }
    const st: (string | number)[] = ["admitted", admitted, "returned", returned, "credit", counters.credit];
    if (counters.creditAt) st.push("creditAt", counters.creditAt.getTime());
    if (counters.opened || admitted > 0) st.push("opened", 1);
    // `init` last: until it is set, every script refuses and waits for this load.
    await redis.hset(`${p}st`, ...st.map(String), "init", "1");
  }

  /** Reads Redis, or the PostgreSQL copy while Redis is away (a line not loaded yet is loaded first). */
  async function read<T>(
    eventId: number,
    fromRedis: () => Promise<T>,
    fromCopy: () => Promise<T>,
  ): Promise<T> {
    try {
      return await onLine(eventId, async () => {
        const [loaded, value] = await Promise.all([redis.hexists(`${keys(eventId)}st`, "init"), fromRedis()]);
        if (!loaded) throw new Error("NOLINE");
        return value;
      });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return fromCopy();
    }
  }

  const entryFields = (eventId: number, id: string) => redis.hgetall(`${keys(eventId)}e:${id}`);

  return {
    kind: "redis",

    async join(eventId, owner, randomKey) {
      const field = owner.buyerId ? `b:${owner.buyerId}` : `v:${owner.visitorId ?? ""}`;
      for (let attempt = 0; attempt < 4; attempt++) {
        const key = attempt === 0 ? randomKey : Math.floor(Math.random() * FIFO_BASE);
        const [entry] = await script(eventId, JOIN, [
          field,
          randomUUID(),
          key,
          FIFO_BASE,
          owner.buyerId ?? "",
          owner.buyerId ? "" : (owner.visitorId ?? ""),
        ]);
        if (Array.isArray(entry)) return toEntry(entry as EntryReply);
      }
      throw new Error("waiting room: no place after 4 attempts");
    },

    async find(eventId, owner) {
      const field = owner.buyerId ? `b:${owner.buyerId}` : owner.visitorId ? `v:${owner.visitorId}` : null;
      if (!field) return null;
      return guarded(async () => {
        const id = await redis.hget(`${keys(eventId)}own`, field);
        if (!id) return null;
        const fields = await entryFields(eventId, id);
        if (!fields.k) return null;
        return toEntry([id, fields.k, fields.b ?? "", fields.a ?? "", fields.r || fields.s ? "1" : ""]);
      });
    },

    async bindAccount(eventId, visitorId, buyerId, randomKey, now) {
      const [entry] = await script(eventId, BIND, [visitorId, buyerId, randomKey, now.getTime()]);
      return Array.isArray(entry) ? toEntry(entry as EntryReply) : null;
    },

    async place(eventId, entry) {
      return read(
        eventId,
        async () => ((await redis.zrank(`${keys(eventId)}q`, entry.id)) ?? 0) + 1,
        () => copy.place(eventId, entry),
      );
    },

    async head(eventId) {
      const p = keys(eventId);
      return read(
        eventId,
        async () => {
          const [total, st] = await Promise.all([
            redis.zcard(`${p}q`),
            redis.hmget(`${p}st`, "admitted", "returned", "opened"),
          ]);
          return {
            total,
            admitted: Number(st[0] ?? 0),
            returned: Number(st[1] ?? 0),
            opened: st[2] === "1",
          };
        },
        () => copy.head(eventId),
      );
    },

    async admit(eventId, now, policy: AdmissionPolicy) {
      const expires = now.getTime() + policy.tokenMinutes * 60_000;
      const reply = await script(eventId, ADMIT, [now.getTime(), expires, policy.admitPerMinute]);
      const [credit, creditAt, admitted, returned] = (reply[2] as string[]).map(Number);
      await writer.counters(eventId, {
        credit: credit ?? 0,
        creditAt: new Date(creditAt ?? now.getTime()),
        admitted: admitted ?? 0,
        returned: returned ?? 0,
      });
      return reply[0] as string[];
    },

    async grant(eventId, buyerId) {
      return read(
        eventId,
        async () => {
          const id = await redis.hget(`${keys(eventId)}own`, `b:${buyerId}`);
          return id ? toGrant(id, await entryFields(eventId, id)) : null;
        },
        () => copy.grant(eventId, buyerId),
      );
    },

    async entryGrant(eventId, entryId) {
      return read(
        eventId,
        async () => toGrant(entryId, await entryFields(eventId, entryId)),
        () => copy.entryGrant(eventId, entryId),
      );
    },

    async useGrant(eventId, entryId, now, holdId) {
      try {
        await script(eventId, USE, [entryId, now.getTime(), holdId]);
      } catch (error) {
        if (!(error instanceof StoreUnavailableError)) throw error;
        await copy.recordUse(eventId, entryId, now, holdId);
      }
    },

    async openGrants(eventId) {
      return onLine(eventId, async () => {
        const [loaded, ids] = await Promise.all([
          redis.hexists(`${keys(eventId)}st`, "init"),
          redis.smembers(`${keys(eventId)}g`),
        ]);
        if (!loaded) throw new Error("NOLINE");
        if (ids.length === 0) return [];
        const pipeline = redis.pipeline();
        for (const id of ids) pipeline.hgetall(`${keys(eventId)}e:${id}`);
        const replies = (await pipeline.exec()) ?? [];
        return ids
          .map((id, i) => toGrant(id, (replies[i]?.[1] ?? {}) as Record<string, string>))
          .filter((grant): grant is Grant => grant !== null);
      });
    },

    async returnShares(eventId, entryIds, now) {
      if (entryIds.length === 0) return 0;
      const [count] = await script(eventId, RETURN_SHARES, [now.getTime(), ...entryIds]);
      return Number(count);
    },

    async settle(eventId, entryIds, now) {
      if (entryIds.length === 0) return;
      await script(eventId, SETTLE, [now.getTime(), ...entryIds]);
    },

    async health() {
      if (redis.status !== "ready") return "degraded";
      try {
        await redis.ping();
        return "ok";
      } catch {
        return "degraded";
      }
    },

    async close() {
      writer.close();
      redis.disconnect();
    },
  };
}
