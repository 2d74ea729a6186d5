import { formatWib } from "#shared/format/datetime.ts";
import { isLocale, type Locale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { escapeHtml } from "../mail/index.ts";
import type { OrganizerDeps } from "../organizations/index.ts";
import { lockCategories, releaseHolds } from "../stock/index.ts";
import {
  type BuyerToTell,
  buyersToTell,
  cancelWaitingOrders,
  categoryIdsOf,
  lockOrdersToClose,
  markPaidOrdersToRefund,
  voidValidTickets,
} from "./cancel-data.ts";
import type { EventRow } from "./org-events-data.ts";

export interface CancelEffects {
  voidedTickets: number;
  ordersToRefund: number;
  cancelledOrders: number;
  mailedBuyers: number;
}

/**
 * What cancelling an event does to what was sold, inside the cancel's transaction with the event row
 * already locked:
 * 1. the event's orders still open or paid are locked (payments lock an order before anything else),
 *    then its categories (the stock module's lock, which a settling payment takes before it reads the
 *    event's lifecycle): a payment settling now either committed before, and its tickets and order are
 *    seen below, or waits and then finds the event cancelled (settle-payment sends it to the refund list);
 * 2. every valid ticket becomes `void` (the gate answers "void", online and in the offline bundle);
 * 3. paid orders are marked `needs_refund` (they stay paid: the money was taken);
 * 4. orders waiting for payment are cancelled and their holds released (a payment that still arrives
 *    is refused into the refund list by settle-payment);
 * 5. each buyer of a paid or waiting order gets one mail in the outbox, in the language of their
 *    latest order of the event; it is delivered after the commit.
 */
export async function applyCancelEffects(
  tx: Tx,
  deps: Pick<OrganizerDeps, "config" | "mailer">,
  event: EventRow,
  reason: string,
): Promise<CancelEffects> {
  const db: Db = tx;
  const orders = await lockOrdersToClose(tx, event.id);
  await lockCategories(db, await categoryIdsOf(tx, event.id));

  const voided = await voidValidTickets(tx, event.id);
  const toRefund = await markPaidOrdersToRefund(tx, event.id);
  const waiting = orders.filter((order) => order.status === "Waiting For Payment");
  // Told before their orders close: a buyer who was about to pay learns not to.
  const buyers = await buyersToTell(tx, event.id);
  if (waiting.length > 0) {
    await cancelWaitingOrders(tx, event.id);
    await releaseHolds(
      db,
      waiting.map((order) => order.hold_id),
    );
  }
  for (const buyer of buyers) await deps.mailer.enqueue(tx, cancellationMail(deps, event, reason, buyer));
  return {
    voidedTickets: voided.length,
    ordersToRefund: toRefund.length,
    cancelledOrders: waiting.length,
    mailedBuyers: buyers.length,
  };
}

function cancellationMail(
  deps: Pick<OrganizerDeps, "config">,
  event: EventRow,
  reason: string,
  buyer: BuyerToTell,
) {
  const locale: Locale = isLocale(buyer.mail_locale) ? buyer.mail_locale : "id";
  const t = createTranslator(locale);
  const vars = {
    name: buyer.name,
    event: event.title,
    date: formatWib(event.startsAt, locale, "dateTime"),
    reason,
  };
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const link = `${base}${routeHref("TransactionHistory", locale)}`;
  const lines = [
    t("organizer.refunds.mail.greeting", vars),
    t("organizer.refunds.mail.body", vars),
    t("organizer.refunds.mail.reason", vars),
    t(buyer.paid ? "organizer.refunds.mail.refund" : "organizer.refunds.mail.unpaid", vars),
    t("organizer.refunds.mail.footer", vars),
  ];
  return {
    to: buyer.email,
    subject: t("organizer.refunds.mail.subject", vars),
    text: [...lines, link].join("\n\n"),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t("organizer.refunds.mail.action"))}</a></p>`,
    ].join("\n"),
  };
}
