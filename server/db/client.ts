import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one query interface every data module uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "postgres" | "pglite";
  /** Runs `select 1`; rejects when the database is unreachable (readiness probe). */
  ping(): Promise<void>;
  /** Runs raw SQL statements separated by `;` (migrations, test setup). */
  exec(statements: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolMax?: number }
  | {
      kind: "pglite";
      dataDir?: string /* undefined: in memory */;
      loadDataDir?: Blob /* a dumped data dir to start from */;
    };

export function openDatabase(target: DatabaseTarget): Database {
  return target.kind === "postgres"
    ? openPostgres(target.url, target.poolMax ?? 20)
    : openPglite(target.dataDir, target.loadDataDir);
}

function openPostgres(url: string, poolMax: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exec: async (statements) => {
      await pool.query(statements);
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Database {
  if (dataDir && !dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
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
    close: () => client.close(),
  };
}
