import { type ChildProcess, spawn } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./app-server.ts";
import { type LinePlace, readRedisLine } from "./war-audit.ts";

/**
 * bench:war's own Redis: a `redis-server` child on a spare loopback port with no persistence (`--save
 * ""`, `--appendonly no`), so the shared Redis (6379) is never touched and a kill loses everything, as
 * a failed cache node does. `--redis-kill` SIGKILLs it mid-war and starts it again, empty, on the same
 * port after a pause; the servers must pause admission, answer polls from what they know (or 503 with
 * Retry-After) and rebuild the line from PostgreSQL.
 */
export interface OwnRedis {
  url: string;
  port: number;
  pid(): number;
  /** SIGKILL: everything in memory is gone. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForPing(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    const probe = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0 });
    probe.on("error", () => {});
    try {
      await probe.connect();
      if ((await probe.ping()) === "PONG") return;
    } catch {
      // not listening yet
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("redis-server did not answer PING in time");
}

export async function startOwnRedis(log: (message: string) => void): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const exitHook = () => child?.kill("SIGKILL");
  process.once("exit", exitHook);
  const launch = async () => {
    const started = spawn(
      "redis-server",
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--protected-mode",
        "no",
      ],
      { stdio: ["ignore", "ignore", "inherit"] },
    );
    started.once("error", (error) => log(`redis-server: ${error.message}`));
    child = started;
    await waitForPing(port, started);
  };
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once("exit", () => resolve());
      current.kill(signal);
    });
  await launch();
  log(`own redis-server on 127.0.0.1:${port} (no persistence)`);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: () => child?.pid ?? 0,
    kill: () => end("SIGKILL"),
    restart: launch,
    async stop() {
      process.removeListener("exit", exitHook);
      await end("SIGTERM");
    },
  };
}

/** A place's order and admission as Redis held it, to compare across the outage. */
export type LineSnapshot = Map<string, { key: number; admitted: boolean }>;

export async function snapshotLine(
  redis: { client: Redis; prefix: string },
  eventId: number,
): Promise<LineSnapshot> {
  const places = await readRedisLine(redis, eventId);
  return new Map(places.map((p) => [p.id, { key: p.key, admitted: p.admittedAt !== null }]));
}

/**
 * Places lost to the outage: every place Redis held before the kill must be in the rebuilt line with
 * the same order key, and every admitted one still admitted. A place the server dropped on purpose (an
 * account's second place, `dropped_at` in the replica) is not lost.
 */
export function comparePlaces(before: LineSnapshot, after: readonly LinePlace[], droppedIds: Set<string>) {
  const now = new Map(after.map((p) => [p.id, p]));
  let missing = 0;
  let moved = 0;
  let unadmitted = 0;
  for (const [id, old] of before) {
    const place = now.get(id);
    if (!place) {
      if (!droppedIds.has(id)) missing++;
      continue;
    }
    if (place.key !== old.key) moved++;
    if (old.admitted && place.admittedAt === null) unadmitted++;
  }
  return { compared: before.size, missing, moved, unadmitted, lost: missing + moved + unadmitted };
}

/**
 * The `--redis-kill` fault over one war: `tick()` (called by the monitor) kills the bench's Redis once
 * the time comes, after reading the line it held, and starts it again `downSeconds` later; `phaseOf`
 * says where an instant falls (before, down, after); `placesLost()` compares the line before the kill
 * with the one the servers rebuilt (or, if they did not, with their PostgreSQL copy).
 */
export function redisFault(options: {
  redis: OwnRedis;
  prefix: string;
  eventId: number;
  t0: number;
  killAt: number;
  downSeconds: number;
  log: (message: string) => void;
}) {
  const { redis, prefix, eventId, t0, log } = options;
  const state = {
    killedAt: null as number | null,
    backAt: null as number | null,
    before: null as LineSnapshot | null,
  };
  const since = (at: number) => `t+${((at - t0) / 1000).toFixed(1)} s`;
  /** A connection of the bench's own (to read the line), connected before it is used. */
  const reader = async () => {
    const client = new Redis(redis.url, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    client.on("error", () => {});
    await client.connect().catch(() => {});
    return { client, prefix };
  };
  return {
    state,
    phaseOf: (at: number): "before" | "down" | "after" =>
      state.killedAt === null || at < state.killedAt
        ? "before"
        : state.backAt === null || at < state.backAt
          ? "down"
          : "after",
    async tick(): Promise<void> {
      if (state.killedAt !== null || Date.now() < options.killAt) return;
      const read = await reader();
      state.before = await snapshotLine(read, eventId).catch((error: unknown) => {
        log(`could not read the line before the kill: ${(error as Error).message}`);
        return null;
      });
      read.client.disconnect();
      state.killedAt = Date.now();
      await redis.kill();
      log(`Redis killed at ${since(state.killedAt)} (${state.before?.size ?? "?"} places in it)`);
      void new Promise((resolve) => setTimeout(resolve, options.downSeconds * 1_000)).then(async () => {
        await redis.restart();
        state.backAt = Date.now();
        log(`Redis back, empty, at ${since(state.backAt)}`);
      });
    },
    async waitBack(): Promise<void> {
      while (state.killedAt !== null && state.backAt === null)
        await new Promise((resolve) => setTimeout(resolve, 200));
    },
    /** The rebuilt line against the one before the kill; `record` is the servers' PostgreSQL copy. */
    async placesLost(record: { source: string; places: LinePlace[] }) {
      if (!state.before) return null;
      const dropped = new Set(record.places.filter((p) => p.dropped).map((p) => p.id));
      const read = await reader();
      try {
        // The servers rebuild the line on their next touch of it: a status poll or an admission step.
        for (let tries = 0; tries < 50; tries++) {
          if (await read.client.hexists(`${prefix}wr:${eventId}:st`, "init").catch(() => 0)) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const after = await readRedisLine(read, eventId).catch(() => []);
        return after.length > 0
          ? { ...comparePlaces(state.before, after, dropped), against: "Redis after the rebuild" }
          : {
              ...comparePlaces(state.before, record.places, dropped),
              against: `${record.source} (Redis not rebuilt)`,
            };
      } finally {
        read.client.disconnect();
      }
    },
  };
}
