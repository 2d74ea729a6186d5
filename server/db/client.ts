import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { isPoolTimeout } from "./pool-timeouts.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one query interface every data module uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction's handle (what `inTransaction` gives its work). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One connection pool as the metrics see it (ADR 0135): pg.Pool's own counts, read at scrape time. */
export interface PoolStats {
  /** `main`: the shared pool; others are named by `ownConnections` (the hold combiner's `holds`). */
  name: string;
  max: number;
  /** Connections open (busy or idle). */
  total: number;
  idle: number;
  /** Queries and transactions queued for a connection. */
  waiting: number;
  /** Waits that gave up after the connection timeout (each became a 503 or a failed job run). */
  connectTimeouts: number;
}

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Runs `select 1`; rejects when the database is unreachable (readiness probe). */
  ping(): Promise<void>;
  /** Runs raw SQL statements separated by `;` (migrations, test setup). */
  exec(statements: string): Promise<void>;
  /**
   * A handle on connections of its own (PostgreSQL: a separate pool of `max`, closed with the rest), for
   * a hot single writer whose statements must never queue behind the shared pool's per-request reads
   * (the checkout's hold combiner, ADR 0105). PGlite has one connection anyway: the same handle.
   * `name` labels the pool in the metrics.
   */
  ownConnections(max: number, name?: string): Db;
  /**
   * Every pool's counts (PostgreSQL); PGlite has no pool and answers an empty list. Optional so that
   * stand-in handles in tests need not invent one.
   */
  pools?(): PoolStats[];
  /**
   * LISTENs on `channel` (a plain identifier) and calls `onMessage` with each NOTIFY payload until the
   * returned function is called. PostgreSQL: on one dedicated connection per process, re-listened after
   * a reconnect (a NOTIFY sent while it was down is lost: callers keep a replay log). PGlite: in-process.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolMax?: number }
  | {
      kind: "pglite";
      dataDir?: string /* undefined: in memory */;
      loadDataDir?: Blob /* a dumped data dir to start from */;
    };

/**
 * How near a misspelt word must be for the catalogue search to match it (pg_trgm's `<<%`, whole
 * words, ADR 0122): "jakrta" is 0.5 from Jakarta, "arunka" 0.5 from Arunika, so the default 0.5 sits on
 * the edge. Set on every connection, since a database-level setting does not survive cloning a
 * database from a template.
 */
const TYPO_SETTING = "pg_trgm.strict_word_similarity_threshold";
const TYPO_THRESHOLD = 0.45;

export function openDatabase(target: DatabaseTarget): Database {
  return target.kind === "postgres"
    ? openPostgres(target.url, target.poolMax ?? 20)
    : openPglite(target.dataDir, target.loadDataDir);
}

interface CountedPool {
  name: string;
  max: number;
  pool: pg.Pool;
  /** Connection waits that timed out so far. */
  timeouts: number;
}

/** `keepIdle`: idle connections are never closed (a dedicated writer's stay open between bursts). */
function openPool(url: string, name: string, max: number, keepIdle = false): CountedPool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    options: `-c ${TYPO_SETTING}=${TYPO_THRESHOLD}`,
    ...(keepIdle ? { idleTimeoutMillis: 0 } : {}),
  });
  // A client losing its connection (PostgreSQL restarting or failing over) must not crash the process.
  // The pool hears an idle client's loss; a checked-out client (a transaction's) emits it on itself, with
  // no listener of the pool's: its running query is refused all the same, and the request answers 503.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const counted: CountedPool = { name, max, pool, timeouts: 0 };
  // pg.Pool says nothing when a wait for a connection times out: count it on the way out. `query`
  // goes through `this.connect` too, so both drivers' paths (plain queries, transactions) are seen.
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  const noteTimeout = (error: unknown) => {
    if (isPoolTimeout(error)) counted.timeouts++;
  };
  (pool as unknown as { connect: typeof connect }).connect = (callback?: ConnectCallback) => {
    if (callback)
      return connect((error, client, release) => {
        if (error) noteTimeout(error);
        callback(error, client, release);
      });
    return connect()?.catch((error: unknown) => {
      noteTimeout(error);
      throw error;
    });
  };
  return counted;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  release: (release?: unknown) => void,
) => void;

function statsOf({ name, max, pool, timeouts }: CountedPool): PoolStats {
  return {
    name,
    max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    connectTimeouts: timeouts,
  };
}

function openPostgres(url: string, poolMax: number): Database {
  const main = openPool(url, "main", poolMax);
  const pool = main.pool;
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const ownPools: CountedPool[] = [];
  // Opens its connection on the first listen: a process that never listens holds none.
  const listener = postgresListener(url);
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exec: async (statements) => {
      await pool.query(statements);
    },
    ownConnections: (max, name = "own") => {
      const own = openPool(url, name, max, true);
      ownPools.push(own);
      return drizzleNodePg(own.pool, { schema }) as unknown as Db;
    },
    pools: () => [main, ...ownPools].map(statsOf),
    listen: (channel, onMessage) => listener.listen(channel, onMessage),
    close: async () => {
      await listener.close();
      await Promise.all([main, ...ownPools].map((p) => p.pool.end()));
    },
  };
}

const RELISTEN_DELAY_MS = 1_000;

/** One connection per process that LISTENs for every channel asked for, reconnecting when it drops. */
function postgresListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  const quoted = (channel: string) => {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    return `"${channel}"`;
  };
  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      next.on("notification", (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
      });
      next.on("error", () => {
        // The connection dropped: forget it and LISTEN again on a new one (unless closing).
        if (client === next) client = null;
        connecting = null;
        next.end().catch(() => {});
        if (!closed && handlers.size > 0) setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoted(channel)}`);
      client = next;
      return next;
    })().catch((error: unknown) => {
      connecting = null;
      if (!closed) setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
      throw error;
    });
    return connecting;
  };
  return {
    async listen(channel: string, onMessage: (payload: string) => void) {
      const sql = `LISTEN ${quoted(channel)}`;
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onMessage);
      const connected = client ?? (await connect());
      if (first && connected === client) await connected.query(sql).catch(() => {});
      return async () => {
        set.delete(onMessage);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      handlers.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Database {
  if (dataDir && !dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  // The catalogue search (ADR 0122) needs both; the migration creates them, PGlite must ship them.
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, unaccent } });
  // PGlite is one session: setting it once, before any other statement, covers every query.
  void client.exec(`SET ${TYPO_SETTING} = ${TYPO_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    exec: async (statements) => {
      await client.exec(statements);
    },
    ownConnections: () => db,
    // One in-process session, no pool: nothing to count (the metrics say which engine runs).
    pools: () => [],
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}
