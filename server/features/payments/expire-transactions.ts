import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { databaseNow, releaseHolds } from "../stock/index.ts";
import { announceStatus } from "./announce-status.ts";
import { lockDueTransactions, type TransactionRow } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { moveStatus } from "./payment-writes-data.ts";

/**
 * Waiting For Payment past its `expires_at` (database clock) -> Payment Expired, and the hold gives
 * its stock and voucher back, in the caller's transaction with the row locked. False when it is not
 * due (still payable, or no longer waiting).
 */
export async function expireLocked(tx: Db, trx: TransactionRow): Promise<boolean> {
  if (trx.status !== "Waiting For Payment") return false;
  if (trx.expiresAt.getTime() > (await databaseNow(tx)).getTime()) return false;
  const moved = await moveStatus(tx, trx.id, ["Waiting For Payment"], {
    status: "Payment Expired",
    closedAt: new Date(),
  });
  if (!moved) return false;
  await releaseHolds(tx, [trx.holdId]);
  return true;
}

/**
 * The expiry job: expires due transactions in small batches. SKIP LOCKED lets several processes run
 * it at once, and a transaction a callback is settling right now is simply left for the next run.
 */
export async function expireDueTransactions(deps: PaymentsDeps, limit = 200): Promise<number> {
  const expired = await inTransaction(deps.db, async (tx) => {
    const due = await lockDueTransactions(tx, limit);
    for (const row of due) {
      await moveStatus(tx, row.id, ["Waiting For Payment"], {
        status: "Payment Expired",
        closedAt: new Date(),
      });
      await releaseHolds(tx, [row.hold_id]);
    }
    return due.map((row) => row.external_id);
  });
  // After the commit: tell the provider to stop taking money (best effort; a late payment is handled).
  for (const externalId of expired) {
    await deps.gateway.expire(externalId).catch(() => {});
    await announceStatus(deps, externalId);
  }
  return expired.length;
}
