import { createHash, randomBytes } from "node:crypto";
import type { RefundKind } from "#shared/contracts/organizer-refunds.ts";
import { formatRupiah } from "#shared/format/money.ts";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { refundRouteOf } from "#shared/payment-methods/index.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../http/app-error.ts";
import { releaseSoldTickets } from "../stock/index.ts";
import {
  insertGatewayRefund,
  insertRefundTickets,
  type LockedOrder,
  type OrderTicketForRefund,
  type RefundRow,
  refundedSoFar,
  ticketsForRefund,
  voidTickets,
} from "./gateway-refunds-data.ts";
import { pricesFromLines, ticketShares } from "./refund-amounts.ts";
import { announceRefund } from "./refund-events.ts";
import { bankAccountMail } from "./refund-mail.ts";
import type { RefundsDeps } from "./refunds-deps.ts";

/** How long the mailed bank-account link works. */
export const ACCOUNT_LINK_TTL_MS = 14 * 24 * 3_600_000;

/**
 * The protections the race tests switch off in their CONTROL runs to prove they can fail: without
 * `lockOrder` two refunds of one order read what is left at the same time; without `lockTickets` the
 * order's tickets are read without their row locks (so a check-in can slip between the read and the
 * void). Routes never pass it.
 */
export interface RefundLocks {
  lockOrder: boolean;
  lockTickets: boolean;
}
export const STRICT_REFUND_LOCKS: RefundLocks = { lockOrder: true, lockTickets: true };

/** The refusals a refund can meet, each a message of `organizer.refunds.errors`. */
type RefundRefusal = "nothingLeft" | "ticketCheckedIn" | "ticketRefunded" | "notFailed";

export const refundError = (key: RefundRefusal, vars?: Record<string, string | number>) =>
  new AppError("conflict", { messageKey: `organizer.refunds.errors.${key}`, ...(vars ? { vars } : {}) });

export interface OrderState {
  order: LockedOrder;
  tickets: OrderTicketForRefund[];
  /** Each ticket's share of what was paid. */
  shares: Map<string, number>;
  refundable: number;
  route: "source" | "disbursement";
}

/** What an order can still give back, read under its row lock (and its tickets' when `locks` says). */
export async function orderState(
  tx: Db | Tx,
  order: LockedOrder,
  locks: Pick<RefundLocks, "lockTickets"> = STRICT_REFUND_LOCKS,
): Promise<OrderState> {
  const tickets = await ticketsForRefund(tx, order.id, locks.lockTickets);
  const prices = pricesFromLines(order.lines);
  const shares = ticketShares(
    { total: Number(order.total), inetFee: Number(order.inet_fee), paymentFee: Number(order.payment_fee) },
    tickets.map((ticket) => ({
      id: ticket.id,
      price: prices.get(ticket.category_id) ?? Number(ticket.price),
    })),
  );
  const paid = Number(order.paid_amount ?? order.total);
  return {
    order,
    tickets,
    shares,
    refundable: Math.max(0, paid - (await refundedSoFar(tx, order.id))),
    route: refundRouteOf(order.payment_method, order.instrument),
  };
}

/** Only money that was collected can go back: a paid order, or a late payment owed back. */
export function assertRefundable(order: LockedOrder): void {
  const paid = order.status === "Payment Success" || (order.needs_refund && order.paid_amount !== null);
  if (!paid) throw new AppError("rule_refused", { messageKey: "organizer.refunds.errors.notPaid" });
}

export interface RefundPlan {
  kind: RefundKind;
  amount: number;
  fee: number;
  tickets: { id: string; amount: number }[];
}

/**
 * The refund a request asks for, checked against the order as it stands under its locks: a ticket is
 * refunded once and never after it was let in; an amount never exceeds what is left.
 */
export function planRefund(
  state: OrderState,
  request:
    | { kind: "full" }
    | { kind: "tickets"; ticketIds: readonly string[] }
    | { kind: "amount"; amount: number },
  locale: Locale,
): RefundPlan {
  if (state.refundable <= 0) throw refundError("nothingLeft");
  const open = state.tickets.filter((ticket) => !ticket.refunded && ticket.status !== "transferred");
  const ticketsOf = (list: OrderTicketForRefund[]) =>
    list.map((ticket) => ({ id: ticket.id, amount: state.shares.get(ticket.id) ?? 0 }));
  switch (request.kind) {
    case "full": {
      const live = open.filter((ticket) => ticket.status === "valid");
      if (live.some((ticket) => ticket.checked_in)) throw refundError("ticketCheckedIn");
      return { kind: "full", amount: state.refundable, fee: 0, tickets: ticketsOf(live) };
    }
    case "tickets": {
      const wanted = new Set(request.ticketIds);
      const chosen = state.tickets.filter((ticket) => wanted.has(ticket.id));
      if (chosen.length !== wanted.size) throw new AppError("not_found");
      if (chosen.some((ticket) => ticket.refunded || ticket.status !== "valid"))
        throw refundError("ticketRefunded");
      if (chosen.some((ticket) => ticket.checked_in)) throw refundError("ticketCheckedIn");
      const tickets = ticketsOf(chosen);
      const amount = Math.min(
        state.refundable,
        tickets.reduce((sum, ticket) => sum + ticket.amount, 0),
      );
      return { kind: "tickets", amount, fee: 0, tickets };
    }
    case "amount": {
      if (request.amount > state.refundable) {
        const vars = { left: formatRupiah(state.refundable, locale) };
        throw new AppError("validation_failed", {
          messageKey: "organizer.refunds.errors.amountOverLeft",
          vars,
          fields: { amount: { key: "organizer.refunds.errors.amountOverLeft", vars } },
        });
      }
      return { kind: "amount", amount: request.amount, fee: 0, tickets: [] };
    }
  }
}

/**
 * Writes a planned refund in the caller's transaction (the order's row lock held): the refund row
 * (requested), its tickets (void at once, every version of their codes refused online and, after the
 * next bundle, offline), the tickets' stock back on sale, the webhook and audit entry, and, for a
 * disbursement, the buyer's mail with a single-use link to enter a bank account.
 */
export async function openRefund(
  tx: Tx,
  deps: Pick<RefundsDeps, "clock" | "config" | "mailer">,
  state: OrderState,
  plan: RefundPlan,
  who: { actor: string | null; name: string; reason: string; requestKey: string | null },
): Promise<number> {
  const now = deps.clock.now();
  const token = state.route === "disbursement" && plan.amount > 0 ? newAccountToken() : null;
  const refundId = await insertGatewayRefund(tx, {
    transactionId: state.order.id,
    eventId: state.order.event_id,
    amount: plan.amount,
    fee: plan.fee,
    kind: plan.kind,
    route: state.route,
    reason: who.reason,
    requestKey: who.requestKey,
    recordedBy: who.actor,
    recordedByName: who.name,
    tokenHash: token?.hash ?? null,
    tokenExpiresAt: token ? new Date(now.getTime() + ACCOUNT_LINK_TTL_MS) : null,
    now,
  });
  await insertRefundTickets(tx, refundId, plan.tickets);
  const ids = new Set(plan.tickets.map((ticket) => ticket.id));
  const voided = state.tickets.filter((ticket) => ids.has(ticket.id));
  await voidTickets(tx, [...ids]);
  await releaseSoldTickets(
    tx,
    state.order.hold_id,
    voided.map((ticket) => ({ categoryId: ticket.category_id, seatId: ticket.seat_id })),
  );
  const row = await announceRefund(tx, refundId, who.actor, now);
  if (token) await mailAccountLink(tx, deps, row, token.token);
  return refundId;
}

/** Mails the buyer the link to name the bank account a disbursement goes to, in the order's language. */
export async function mailAccountLink(
  tx: Tx,
  deps: Pick<RefundsDeps, "config" | "mailer">,
  row: RefundRow,
  token: string,
): Promise<void> {
  const locale = isLocale(row.mail_locale) ? row.mail_locale : "id";
  await deps.mailer.enqueue(
    tx,
    bankAccountMail(createTranslator(locale), deps.config.PUBLIC_BASE_URL, {
      to: row.buyer_email,
      name: row.buyer_name,
      eventTitle: row.event_title,
      invoiceNumber: row.invoice_number,
      amount: Number(row.amount),
      token,
    }),
  );
}

/** A refund sent on at once: to source, or one with nothing to send (no bank account to wait for). */
export const goesAtOnce = (row: Pick<RefundRow, "route" | "amount">): boolean =>
  row.route === "source" || Number(row.amount) === 0;

export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAccountToken(token) };
}

export const hashAccountToken = (token: string) => createHash("sha256").update(token).digest("hex");
