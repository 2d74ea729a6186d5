import type { FastifyBaseLogger } from "fastify";
import type { PaymentDetail, TransactionDetail } from "#shared/contracts/payments.ts";
import { findPaymentMethod } from "#shared/payment-methods/index.ts";
import { maskPhone, toE164 } from "#shared/payments/instruments.ts";
import { vaBankOfMethod } from "#shared/payments/va-number.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { AuthorizedBuyerId } from "../sessions/index.ts";
import { releaseHolds } from "../stock/index.ts";
import { announceStatus } from "./announce-status.ts";
import { buyerContact, findOwnedTransaction, lockTransaction, type TransactionRow } from "./data.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { expireLocked } from "./expire-transactions.ts";
import { instrumentColumns, openInstrument } from "./open-instrument.ts";
import { moveStatus, updateTransaction } from "./payment-writes-data.ts";
import { reconcileOne } from "./reconcile.ts";
import { enqueuePendingPaymentMail } from "./remind-to-pay.ts";
import { loadPaymentDetail, loadTransactionDetail } from "./to-contract.ts";

/** The buyer's transaction or 404 (unknown and not-yours answer the same). */
async function owned(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
): Promise<TransactionRow> {
  const row = await findOwnedTransaction(deps.db, buyerId, externalId);
  if (!row) throw paymentError.notFound();
  return row;
}

/** Locks the buyer's transaction in `tx`, or 404. */
async function lockOwned(tx: Parameters<typeof lockTransaction>[0], buyerId: string, externalId: string) {
  const row = await lockTransaction(tx, externalId);
  if (!row || row.buyerId !== buyerId) throw paymentError.notFound();
  return row;
}

/** POST /transaction/payment-detail. A due transaction is expired on read, so the page never lies. */
export async function getPaymentDetail(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
): Promise<PaymentDetail> {
  return loadPaymentDetail(deps.db, await currentState(deps, buyerId, externalId));
}

/** GET /transaction/transaction-histories/{id}. */
export async function getTransactionDetail(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
): Promise<TransactionDetail> {
  return loadTransactionDetail(deps.db, await currentState(deps, buyerId, externalId));
}

async function currentState(deps: PaymentsDeps, buyerId: AuthorizedBuyerId, externalId: string) {
  const row = await owned(deps, buyerId, externalId);
  if (row.status !== "Waiting For Payment" || row.expiresAt.getTime() > Date.now()) return row;
  return inTransaction(deps.db, async (tx) => {
    const locked = await lockOwned(tx, buyerId, externalId);
    await expireLocked(tx, locked);
    return (await lockTransaction(tx, externalId)) ?? locked;
  });
}

/**
 * POST /public/get-transaction-status ("check payment status"): asks the gateway first, so a payment
 * whose callback is late or lost shows up now, then answers the stored state.
 */
export async function getTransactionStatus(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
  log?: FastifyBaseLogger,
) {
  const row = await owned(deps, buyerId, externalId);
  if (row.status === "Waiting For Payment" || (row.status === "Payment Expired" && !row.needsRefund))
    await reconcileOne(deps, externalId, log).catch((error: unknown) =>
      log?.warn({ err: error }, "status check failed"),
    );
  const current = await currentState(deps, buyerId, externalId);
  return {
    external_id: current.externalId,
    status: current.status,
    needs_refund: current.needsRefund,
    paid_at: current.paidAt ? current.paidAt.toISOString() : null,
    expired_date: current.expiresAt.toISOString(),
  };
}

/**
 * POST /transaction/update-va-payment: the one change allowed after ordering, the VA's bank. The buyer
 * is mailed the new number ("complete your payment" again), since the first mail's number is closed.
 */
export async function changeVaBank(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
  methodCode: string,
): Promise<PaymentDetail> {
  const method = findPaymentMethod(methodCode);
  if (!method) throw paymentError.methodUnavailable();
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await inTransaction(deps.db, async (tx) => {
        const trx = await lockOwned(tx, buyerId, externalId);
        if (trx.status !== "Waiting For Payment") throw paymentError.notWaiting();
        if (trx.instrument !== "va" || !vaBankOfMethod(method.code)) throw paymentError.methodFixed();
        if (trx.paymentMethod === method.code) return trx;
        if (await expireLocked(tx, trx)) return trx;
        // Same VA fee for every bank, so the amounts do not change.
        const columns = instrumentColumns({ method });
        await deps.gateway.expire(trx.externalId, tx);
        const updated = await updateTransaction(tx, trx.id, {
          paymentMethod: method.code,
          vaBank: columns.vaBank,
          vaNumber: columns.vaNumber,
        });
        const contact = await buyerContact(tx, buyerId);
        const opened = await openInstrument(tx, deps, updated, contact?.name ?? "");
        // The order's mail named the old number: send the new one, committed with the change.
        await enqueuePendingPaymentMail(tx, deps, opened, "order");
        return opened;
      });
      return await loadPaymentDetail(deps.db, row);
    } catch (error) {
      const { constraint } = databaseError(error);
      if (constraint !== "payment_transactions_va_active_uq" || attempt >= 3) throw error;
    }
  }
}

/** POST /transaction/payment-ewallet: (re)sends the e-wallet request, e.g. a new OVO push after a timeout. */
export async function pushEwallet(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
  phoneNumber: string | undefined,
): Promise<PaymentDetail> {
  const row = await inTransaction(deps.db, async (tx) => {
    const trx = await lockOwned(tx, buyerId, externalId);
    if (trx.status !== "Waiting For Payment") throw paymentError.notWaiting();
    if (trx.instrument !== "ewallet") throw paymentError.methodFixed();
    const live =
      trx.ewalletStatus === "PENDING" && trx.ewalletExpiresAt && trx.ewalletExpiresAt.getTime() > Date.now();
    if (live && !phoneNumber) return trx;
    const isOvo = trx.ewalletChannel === "ID_OVO";
    if (isOvo && !phoneNumber) throw paymentError.phoneRequired();
    const phone = isOvo && phoneNumber ? toE164(phoneNumber) : undefined;
    const updated = phone
      ? await updateTransaction(tx, trx.id, { ewalletPhoneMasked: maskPhone(phone) })
      : trx;
    const contact = await buyerContact(tx, buyerId);
    return openInstrument(tx, deps, updated, contact?.name ?? "", phone);
  });
  return loadPaymentDetail(deps.db, row);
}

/** DELETE /transaction/cancel-transaction: only while waiting; the stock goes back at once. */
export async function cancelTransaction(
  deps: PaymentsDeps,
  buyerId: AuthorizedBuyerId,
  externalId: string,
): Promise<PaymentDetail> {
  const row = await inTransaction(deps.db, async (tx) => {
    const trx = await lockOwned(tx, buyerId, externalId);
    if (trx.status === "Cancelled") return trx;
    if (trx.status !== "Waiting For Payment") throw paymentError.notWaiting();
    const moved = await moveStatus(tx, trx.id, ["Waiting For Payment"], {
      status: "Cancelled",
      closedAt: new Date(),
    });
    await releaseHolds(tx, [trx.holdId]);
    return moved ?? trx;
  });
  await deps.gateway.expire(externalId).catch(() => {});
  await announceStatus(deps, externalId);
  return loadPaymentDetail(deps.db, row);
}
