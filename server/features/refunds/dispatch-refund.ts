import type { FastifyBaseLogger } from "fastify";
import { inTransaction } from "../../db/transaction.ts";
import { announceEventActivity } from "../live-updates/index.ts";
import type { CreatedPayout } from "../payments/index.ts";
import { claimForDispatch, finishAttempt, setProviderRefundId } from "./gateway-refunds-data.ts";
import { announceRefund } from "./refund-events.ts";
import { type RefundsDeps, refundAccountContext } from "./refunds-deps.ts";

/** Our failure code when the gateway could not be reached: the outcome is unknown, the key is kept. */
export const GATEWAY_UNREACHABLE = "GATEWAY_UNREACHABLE";

/**
 * Sends a refund to the gateway, once: a conditional update moves it to `processing` (only one caller
 * wins, on any process), then the gateway is called with the attempt's reference as its idempotency
 * key. `bumpAttempt`: a retry after the gateway said FAILED is a new request (money did not move);
 * after an unknown outcome the same key is sent again, so the gateway answers the first request and
 * money moves at most once. Nothing to send (Rp 0, the tickets of a free order) succeeds at once.
 */
export async function dispatchRefund(
  deps: RefundsDeps,
  refundId: number,
  from: readonly ("requested" | "failed")[],
  options: { bumpAttempt: boolean; actor: string | null; log?: FastifyBaseLogger },
): Promise<void> {
  const claimed = await inTransaction(deps.db, async (tx) => {
    const claim = await claimForDispatch(tx, refundId, from, options.bumpAttempt, deps.clock.now());
    if (!claim) return null;
    const row = await announceRefund(tx, refundId, options.actor, deps.clock.now());
    return { reference: claim.gateway_reference, row };
  });
  if (!claimed) return;
  const { reference, row } = claimed;
  let answer: CreatedPayout;
  try {
    if (Number(row.amount) === 0) answer = { providerId: "", status: "SUCCEEDED", failureCode: null };
    else if (row.route === "source")
      answer = await deps.gateway.createRefund({
        referenceId: reference,
        externalId: row.external_id,
        paymentId: row.provider_payment_id,
        invoiceId: row.provider_instrument_id,
        amount: Number(row.amount),
        reason:
          row.kind === "self_cancel" || row.kind === "resale" ? "REQUESTED_BY_CUSTOMER" : "CANCELLATION",
      });
    else
      answer = await deps.gateway.createDisbursement({
        referenceId: reference,
        amount: Number(row.amount),
        bankCode: row.bank_code ?? "",
        accountNumber: deps.cipher.decrypt(row.account_ciphertext ?? "", refundAccountContext(refundId)),
        accountHolderName: row.account_holder ?? "",
        description: `Refund ${row.invoice_number}`,
      });
  } catch (error) {
    // Never the account number: only what was attempted.
    options.log?.warn({ err: error, refundId, reference }, "refund: gateway unreachable");
    answer = { providerId: "", status: "FAILED", failureCode: GATEWAY_UNREACHABLE };
  }
  if (answer.status === "PENDING") {
    await setProviderRefundId(deps.db, reference, answer.providerId);
    return;
  }
  await finishRefund(deps, reference, {
    state: answer.status === "SUCCEEDED" ? "succeeded" : "failed",
    providerId: answer.providerId || null,
    failureCode: answer.failureCode,
  });
}

/** Ends an attempt (the gateway's answer or its callback) and announces the new state, once. */
export async function finishRefund(
  deps: Pick<RefundsDeps, "db" | "clock" | "live">,
  reference: string,
  outcome: { state: "succeeded" | "failed"; providerId: string | null; failureCode: string | null },
): Promise<boolean> {
  const finished = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    if (!(await finishAttempt(tx, reference, { ...outcome, now }))) return null;
    const [id] = reference.split("_").slice(1, 2);
    return announceRefund(tx, Number(id), null, now);
  });
  // A seller's resale repayment that ended moves the event dashboard's "repaid to sellers".
  if (finished?.kind === "resale" && deps.live)
    await announceEventActivity({ db: deps.db, live: deps.live }, finished.event_id, "resale");
  return finished !== null;
}
