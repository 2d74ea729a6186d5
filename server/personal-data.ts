import type { Config } from "./config/env.ts";
import type { Db } from "./db/client.ts";
import { eraseEndedHoldAnswers, sealClearHoldAnswers } from "./features/checkout/index.ts";
import { eraseExpiredTicketAnswers, sealClearTicketAnswers } from "./features/e-tickets/index.ts";
import type { DataCipher } from "./security/data-cipher.ts";

/**
 * Visitors' identity and health answers over their life (UU PDP 27/2022): sealed wherever stored
 * (server/security/sealed-answers.ts), erased from holds that ended without tickets, and erased from
 * tickets VISITOR_DATA_RETENTION_DAYS after their event. Each step is owned by the feature whose table
 * it touches; this lists them, as server/seeders.ts lists the seeders.
 */

/** The at-rest migration: seals answers stored in clear before sealing existed. Safe to run twice. */
export async function sealVisitorAnswersAtRest(db: Db, cipher: DataCipher) {
  return { holds: await sealClearHoldAnswers(db, cipher), tickets: await sealClearTicketAnswers(db, cipher) };
}

/** One retention pass: everything due now, in batches. */
export async function eraseDueVisitorAnswers(db: Db, config: Pick<Config, "VISITOR_DATA_RETENTION_DAYS">) {
  let holds = 0;
  let tickets = 0;
  for (let batch = await eraseEndedHoldAnswers(db); batch > 0; batch = await eraseEndedHoldAnswers(db))
    holds += batch;
  const days = config.VISITOR_DATA_RETENTION_DAYS;
  for (
    let batch = await eraseExpiredTicketAnswers(db, days);
    batch > 0;
    batch = await eraseExpiredTicketAnswers(db, days)
  )
    tickets += batch;
  return { holds, tickets };
}

/**
 * Runs a retention pass every `intervalMs` (one at a time per process; several processes are safe:
 * each batch locks its rows with SKIP LOCKED) until the returned function is called.
 */
export function startVisitorDataRetention(
  db: Db,
  config: Pick<Config, "VISITOR_DATA_RETENTION_DAYS">,
  intervalMs: number,
  onError: (error: unknown) => void,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    eraseDueVisitorAnswers(db, config)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
