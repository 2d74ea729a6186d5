import type { FastifyBaseLogger } from "fastify";
import type { RefundAccountBody, RefundAccountView } from "#shared/contracts/refunds.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { dispatchRefund } from "./dispatch-refund.ts";
import { findRefundByTokenHash, type RefundRow, useAccountToken } from "./gateway-refunds-data.ts";
import { hashAccountToken } from "./open-refund.ts";
import { type RefundsDeps, refundAccountContext } from "./refunds-deps.ts";

function linkOpen(row: RefundRow, now: Date): boolean {
  return (
    row.route === "disbursement" &&
    row.token_used_at === null &&
    row.token_expires_at !== null &&
    new Date(row.token_expires_at) > now &&
    (row.state === "requested" || row.state === "failed")
  );
}

function toView(row: RefundRow, now: Date): RefundAccountView {
  return {
    eventTitle: row.event_title,
    invoiceNumber: row.invoice_number,
    amount: Number(row.amount),
    state: row.state,
    open: linkOpen(row, now),
    account: row.bank_code && row.account_last4 ? { bank: row.bank_code, last4: row.account_last4 } : null,
    failureCode: row.failure_code,
  };
}

/** The bank-account page behind a mailed link: what is refunded, and whether the link still works. */
export async function viewRefundAccount(deps: Pick<RefundsDeps, "db" | "clock">, token: string) {
  const row = await findRefundByTokenHash(deps.db, hashAccountToken(token));
  if (!row) throw new AppError("not_found", { messageKey: "refunds.errors.linkUnknown" });
  return toView(row, deps.clock.now());
}

/**
 * The buyer names the account: the link is used up in the same conditional update that stores the
 * account (number sealed with the data cipher, last four apart), then the disbursement goes to the
 * gateway. A used, expired or unknown link is refused; the number is never logged or answered back.
 */
export async function submitRefundAccount(
  deps: RefundsDeps,
  body: RefundAccountBody,
  log?: FastifyBaseLogger,
): Promise<RefundAccountView> {
  const tokenHash = hashAccountToken(body.token);
  const found = await findRefundByTokenHash(deps.db, tokenHash);
  if (!found) throw new AppError("not_found", { messageKey: "refunds.errors.linkUnknown" });
  const refundId = Number(found.id);
  const used = await inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const id = await useAccountToken(
      tx,
      tokenHash,
      {
        bankCode: body.bankCode,
        holder: body.holderName,
        ciphertext: deps.cipher.encrypt(body.accountNumber, refundAccountContext(refundId)),
        last4: body.accountNumber.slice(-4),
      },
      now,
    );
    return id !== null;
  });
  if (!used) throw new AppError("rule_refused", { messageKey: "refunds.errors.linkUsed" });
  await dispatchRefund(deps, refundId, ["requested"], { bumpAttempt: false, actor: null, log });
  const row = await findRefundByTokenHash(deps.db, tokenHash);
  if (!row) throw new AppError("not_found");
  return toView(row, deps.clock.now());
}
