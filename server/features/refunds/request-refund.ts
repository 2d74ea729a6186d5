import type { FastifyBaseLogger } from "fastify";
import type { GatewayRefund, RefundRequestBody } from "#shared/contracts/organizer-refunds.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { databaseError } from "../../db/sql-helpers.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrganiserAccess, OrgEventRow } from "../organizations/index.ts";
import { dispatchRefund, GATEWAY_UNREACHABLE } from "./dispatch-refund.ts";
import { requireEventOrder } from "./event-order.ts";
import {
  findRefund,
  findRefundByRequestKey,
  lockPaidOrder,
  renewAccountToken,
} from "./gateway-refunds-data.ts";
import {
  ACCOUNT_LINK_TTL_MS,
  assertRefundable,
  goesAtOnce,
  mailAccountLink,
  newAccountToken,
  openRefund,
  orderState,
  planRefund,
  type RefundLocks,
  refundError,
  STRICT_REFUND_LOCKS,
} from "./open-refund.ts";
import { announceRefund, toGatewayRefund } from "./refund-events.ts";
import { findBuyerName } from "./refunds-data.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

/** What a refund request would give back, without writing anything (the confirmation's preview). */
export async function previewRefund(
  deps: Pick<RefundsDeps, "db">,
  event: OrgEventRow,
  rawOrderId: string,
  body: RefundRequestBody,
  locale: Locale,
) {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockPaidOrder(tx, record.id, false);
    if (!order) throw new AppError("not_found");
    assertRefundable(order);
    const state = await orderState(tx, order, { lockTickets: false });
    const plan = planRefund(state, body, locale);
    return {
      amount: plan.amount,
      refundable: state.refundable,
      route: state.route,
      ticketIds: plan.tickets.map((ticket) => ticket.id),
    };
  });
}

/**
 * An organiser refunds a paid order: all that is left, some tickets, or an amount. In one transaction
 * under the order's row lock (and its tickets'): the plan is checked against what is still refundable,
 * the refund is written `requested`, its tickets are void at once and back on sale. Then, after the
 * commit, a refund to source goes to the gateway; a disbursement waits for the buyer's bank account.
 * `requestKey` (the dialog's idempotency key) answers a repeated request with the first refund.
 */
export async function requestRefund(
  deps: RefundsDeps,
  access: OrganiserAccess,
  event: OrgEventRow,
  rawOrderId: string,
  body: RefundRequestBody,
  context: { locale: Locale; requestKey: string | null; log?: FastifyBaseLogger },
  locks: RefundLocks = STRICT_REFUND_LOCKS,
): Promise<GatewayRefund> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  let refundId: number;
  let fresh = true;
  try {
    ({ refundId, fresh } = await inTransaction(deps.db, async (tx) => {
      const order = await lockPaidOrder(tx, record.id, locks.lockOrder);
      if (!order) throw new AppError("not_found");
      if (context.requestKey) {
        const earlier = await findRefundByRequestKey(tx, order.id, context.requestKey);
        if (earlier) return { refundId: Number(earlier.id), fresh: false };
      }
      assertRefundable(order);
      const state = await orderState(tx, order, locks);
      const plan = planRefund(state, body, context.locale);
      const member = await findBuyerName(tx, access.buyerId);
      const id = await openRefund(tx, deps, state, plan, {
        actor: access.buyerId,
        name: member?.name ?? "",
        reason: body.reason ?? "",
        requestKey: context.requestKey,
      });
      return { refundId: id, fresh: true };
    }));
  } catch (error) {
    // Only without the ticket locks (the race tests' control): the refunded ticket's key decides.
    if (databaseError(error).constraint === "order_refund_tickets_pkey") throw refundError("ticketRefunded");
    throw error;
  }
  if (context.log) deps.mailer.deliver(context.log);
  const opened = await findRefund(deps.db, refundId);
  if (fresh && opened && goesAtOnce(opened))
    await dispatchRefund(deps, refundId, ["requested"], {
      bumpAttempt: false,
      actor: access.buyerId,
      log: context.log,
    });
  const row = await findRefund(deps.db, refundId);
  if (!row) throw new AppError("not_found");
  return toGatewayRefund(row);
}

/**
 * Tries a failed refund again, on the same row (so money moves at most once in the end). To source:
 * sent to the gateway again, as a new request when the gateway said FAILED, with the same key when it
 * never answered. A disbursement: the buyer is mailed a fresh link, since the account may be what failed.
 */
export async function retryRefund(
  deps: RefundsDeps,
  access: OrganiserAccess,
  event: OrgEventRow,
  rawOrderId: string,
  rawRefundId: string,
  log?: FastifyBaseLogger,
): Promise<GatewayRefund> {
  const record = await requireEventOrder(deps.db, event.id, rawOrderId);
  const refundId = /^[0-9]{1,15}$/.test(rawRefundId) ? Number(rawRefundId) : 0;
  const refund = refundId > 0 ? await findRefund(deps.db, refundId) : null;
  if (!refund || refund.transaction_id !== record.id) throw new AppError("not_found");
  if (refund.state !== "failed") throw refundError("notFailed");
  if (refund.route === "source") {
    await dispatchRefund(deps, refundId, ["failed"], {
      bumpAttempt: refund.failure_code !== GATEWAY_UNREACHABLE,
      actor: access.buyerId,
      log,
    });
  } else {
    await inTransaction(deps.db, async (tx) => {
      const token = newAccountToken();
      const now = deps.clock.now();
      const renewed = await renewAccountToken(
        tx,
        refundId,
        token.hash,
        new Date(now.getTime() + ACCOUNT_LINK_TTL_MS),
        now,
      );
      if (!renewed) throw refundError("notFailed");
      const row = await announceRefund(tx, refundId, access.buyerId, now);
      await mailAccountLink(tx, deps, row, token.token);
    });
    if (log) deps.mailer.deliver(log);
  }
  const row = await findRefund(deps.db, refundId);
  if (!row) throw new AppError("not_found");
  return toGatewayRefund(row);
}
