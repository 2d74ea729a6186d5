import type pg from "pg";

export interface ActivitySampler {
  /** Stops sampling; the average number of the database's sessions in each state over the run. */
  stop(): Promise<Map<string, number>>;
}

/**
 * Where the database's time goes while a bench runs: every `everyMs`, how many sessions on `database`
 * are running (on a CPU, or ready to), waiting for a lock (`Lock`: the category row, the buyers'
 * advisory locks), waiting on the WAL or disk (`LWLock`, `IO`), or idle inside a transaction, i.e.
 * waiting for the app's next statement (a round trip through its event loop). Averaged over the run.
 */
export function sampleActivity(pool: pg.Pool, database: string, everyMs = 50): ActivitySampler {
  const tally = new Map<string, number>();
  let samples = 0;
  let pending: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    pending = pending.then(async () => {
      const { rows } = await pool.query<{ what: string; n: number }>(
        `SELECT CASE
                  WHEN state = 'active' AND wait_event_type IS NULL THEN 'running'
                  WHEN state = 'active' THEN 'waiting: ' || wait_event_type
                  ELSE coalesce(state, 'unknown') END AS what,
                count(*)::int AS n
         FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1`,
        [database],
      );
      samples++;
      for (const row of rows) tally.set(row.what, (tally.get(row.what) ?? 0) + row.n);
    });
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await pending.catch(() => {});
      return new Map([...tally].map(([what, n]) => [what, n / Math.max(samples, 1)]));
    },
  };
}
