import { type Column, getTableName, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { isPoolTimeout } from "./pool-timeouts.ts";

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A PostgreSQL array literal (`{1,2}`, `{"a","b"}`) to pass as ONE parameter and cast (`::int[]`,
 * `::text[]`): a list of any length is one bind value, where `inList` spends one per element. Text is
 * quoted, so a comma, quote or brace inside a value stays inside it.
 */
export function arrayLiteral(values: readonly (number | string)[]): string {
  const element = (value: number | string) =>
    typeof value === "number" ? String(value) : `"${value.replace(/["\\]/g, "\\$&")}"`;
  return `{${values.map(element).join(",")}}`;
}

/** `(a, b, c)` for an IN list; callers never pass an empty list. */
export const inList = (values: readonly (number | string)[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** SQLSTATE and constraint name of a database error, looking through wrappers' `cause`. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (let current: unknown = error; current && typeof current === "object"; ) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: typeof constraint === "string" ? constraint : undefined };
    current = cause;
  }
  return {};
}

/**
 * SQLSTATEs of a server that refuses work for now: too many connections, starting up, shutting down
 * (an administrator's or a crash's), and the connection exceptions of class 08.
 */
const UNAVAILABLE_STATES = new Set(["53300", "57P03", "57P01", "57P02"]);
const CONNECTION_EXCEPTION_CLASS = "08";
/** The socket's own failures: the server is gone (restarting, failing over) or the network dropped. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);
const UNAVAILABLE_MESSAGES = [
  // The server closed a pooled connection under the query (a restart or a failover), and what the
  // transaction's ROLLBACK then meets on that connection.
  "Connection terminated unexpectedly",
  "Client has encountered a connection error and is not queryable",
];

/**
 * True when the database could not take the query now (the pool waited its connection timeout, the
 * server refused a connection for load or a restart, or it is not there at all), looking through
 * wrappers' `cause`. Such a request is answered 503 with Retry-After, not 500: nothing was wrong with
 * it, and trying again later works.
 */
export function databaseUnavailable(error: unknown): boolean {
  const state = databaseError(error).code ?? "";
  if (UNAVAILABLE_STATES.has(state) || state.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (UNAVAILABLE_MESSAGES.includes(current.message)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && SOCKET_CODES.has(code)) return true;
    // node-postgres reports a refused connection to a host with several addresses as an AggregateError.
    if (current instanceof AggregateError && current.errors.some((inner) => databaseUnavailable(inner)))
      return true;
    if (isPoolTimeout(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * A column written with its table name. Drizzle leaves columns unqualified in single-table selects; a
 * correlated subquery built from them (`WHERE "event_id" = "id"`) would silently bind `id` to the
 * inner table. Every column inside a subquery goes through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
