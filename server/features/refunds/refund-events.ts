import type { GatewayRefund } from "#shared/contracts/organizer-refunds.ts";
import type { RefundWebhookData } from "#shared/contracts/organizer-webhooks.ts";
import type { Tx } from "../../db/transaction.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueWebhookForEvent } from "../webhooks/index.ts";
import { findRefund, type RefundRow } from "./gateway-refunds-data.ts";

/** The refund as the order detail, the buyer and the webhooks see it. */
export function toGatewayRefund(row: RefundRow): GatewayRefund {
  return {
    id: Number(row.id),
    kind: row.kind,
    route: row.route,
    state: row.state,
    amount: Number(row.amount),
    fee: Number(row.fee),
    reason: row.reason,
    failureCode: row.failure_code,
    ticketIds: row.ticket_ids ?? [],
    awaitingAccount: row.route === "disbursement" && row.state === "requested" && row.token_used_at === null,
    account: row.bank_code && row.account_last4 ? { bank: row.bank_code, last4: row.account_last4 } : null,
    attempt: row.attempt,
    requestedBy: row.recorded_by_name,
    requestedAt: new Date(row.recorded_at).toISOString(),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at).toISOString(),
  };
}

function webhookData(row: RefundRow): RefundWebhookData {
  return {
    refundId: Number(row.id),
    orderId: row.transaction_id,
    invoiceNumber: row.invoice_number,
    eventId: row.event_id,
    amount: Number(row.amount),
    currency: "IDR",
    route: row.route,
    kind: row.kind,
    ticketIds: row.ticket_ids ?? [],
    attempt: row.attempt,
    failureCode: row.failure_code,
  };
}

/**
 * Announces the refund's current state, in the transaction that made it: the organisation's webhook
 * (`refund.<state>`, through the outbox) and an audit entry. The account number never goes in either:
 * only its bank and last four digits.
 */
export async function announceRefund(
  tx: Tx,
  refundId: number,
  actor: string | null,
  now: Date,
): Promise<RefundRow> {
  const row = await findRefund(tx, refundId);
  if (!row) throw new Error(`refund ${refundId} vanished inside its transaction`);
  await enqueueWebhookForEvent(tx, row.event_id, `refund.${row.state}`, webhookData(row), now);
  await recordAudit(tx, {
    actor,
    eventId: row.event_id,
    entity: "refund",
    entityId: Number(row.id),
    before: null,
    after: {
      invoice: row.invoice_number,
      state: row.state,
      kind: row.kind,
      route: row.route,
      amount: Number(row.amount),
      fee: Number(row.fee),
      tickets: row.ticket_ids ?? [],
      attempt: row.attempt,
      failureCode: row.failure_code,
      ...(row.account_last4 ? { account: `${row.bank_code} ••${row.account_last4}` } : {}),
    },
  });
  return row;
}
