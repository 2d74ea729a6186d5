/**
 * What pg says when a connection could not be had in time: the pool's wait for a free connection
 * (`connectionTimeoutMillis`), or a new connection's handshake timing out. The error handler answers
 * such a request 503 with Retry-After (sql-helpers.ts); the pool counts them for the metrics (client.ts).
 */
const POOL_TIMEOUTS = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
]);

/** True when this error (not its causes) is a connection timeout of the pool or of the handshake. */
export function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && POOL_TIMEOUTS.has(error.message);
}
