import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase } from "../../server/db/client.ts";
import { runMigrations } from "../../server/db/migrate.ts";
import { hashSessionToken } from "../../server/features/sessions/session-reader.ts";

/**
 * bench:war's database: a new one with its own name (`bench_war_<pid>_<random>`), created here and
 * dropped only by the handle that created it. A name that already exists is refused, never reused or
 * dropped: the bench never touches a database it did not make.
 */
export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops it (only this run's own database); safe to call twice. */
  drop(): Promise<void>;
}

export const withDatabase = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function adminQuery(serverUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, "postgres"),
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `bench_war_${process.pid}_${randomBytes(4).toString("hex")}`;
  const { rowCount } = await adminQuery(serverUrl, "SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  if (rowCount) throw new Error(`database ${name} already exists: refusing to use (or drop) it`);
  // The name is ours alone from here: CREATE fails if another client took it meanwhile.
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  let dropped = false;
  const url = withDatabase(serverUrl, name);
  const migrator = openDatabase({ kind: "postgres", url });
  try {
    await runMigrations(migrator);
  } finally {
    await migrator.close();
  }
  return {
    name,
    url,
    async drop() {
      if (dropped) return;
      dropped = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface WarEvent {
  eventId: number;
  categoryId: number;
  slug: string;
}

/** One event, one general-admission category of `tickets`, and its waiting room (opening far away). */
export async function seedWarEvent(
  pool: pg.Pool,
  options: { slug: string; tickets: number; admitPerMinute: number; tokenMinutes: number; verified: boolean },
): Promise<WarEvent> {
  const { rows: org } = await pool.query(
    "INSERT INTO organisers (slug, name) VALUES ('bench-war', 'Bench') RETURNING id",
  );
  const { rows: ev } = await pool.query(
    `INSERT INTO events (slug, title, category, city, venue_name, organiser_id, starts_at, ends_at)
     VALUES ($1, 'Bench War', 'concert', 'Jakarta', 'GBK', $2, now() + interval '30 days', now() + interval '31 days')
     RETURNING id`,
    [options.slug, org[0].id],
  );
  const eventId = ev[0].id as number;
  const { rows: cat } = await pool.query(
    "INSERT INTO ticket_categories (event_id, name, price, quota, per_transaction_max) VALUES ($1, 'Festival', 1500000, $2, 1) RETURNING id",
    [eventId, options.tickets],
  );
  await pool.query(
    `INSERT INTO waiting_rooms (event_id, enabled, opens_at, admit_per_minute, token_minutes, require_verified_email)
     VALUES ($1, true, now() + interval '1 day', $2, $3, $4)`,
    [eventId, options.admitPerMinute, options.tokenMinutes, options.verified],
  );
  return { eventId, categoryId: cat[0].id as number, slug: options.slug };
}

/**
 * `count` verified accounts with a session each, written straight into the database (for scale: a
 * sign-up costs a memory-hard hash, see war-accounts.ts for the sample that signs up through the API).
 */
export async function insertAccounts(
  pool: pg.Pool,
  count: number,
  emailPrefix: string,
): Promise<{ id: string; token: string }[]> {
  if (count === 0) return [];
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString("base64url"));
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO buyers (name, email, email_verified_at)
     SELECT 'Pembeli ' || n, $2 || n || '@example.com', now() FROM generate_series(1, $1) n RETURNING id`,
    [count, emailPrefix],
  );
  await pool.query(
    "INSERT INTO sessions (token_hash, buyer_id) SELECT * FROM unnest($1::text[], $2::uuid[])",
    [tokens.map(hashSessionToken), rows.map((row) => row.id)],
  );
  return rows.map((row, i) => ({ id: row.id, token: tokens[i]! }));
}
