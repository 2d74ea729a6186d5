import type { FastifyBaseLogger } from "fastify";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { inTransaction } from "../../db/transaction.ts";
import { openResalePayout, retryFailedResalePayouts, sendResalePayout } from "../refunds/index.ts";
import { databaseNow } from "../stock/index.ts";
import { offerMail } from "../waiting-list/index.ts";
import { holdListing } from "./buy-listing.ts";
import {
  freeListingsForWaitingLists,
  lockListingToBuy,
  lockSoldWithoutPayout,
  markEntryOffered,
  nextWaitingEntry,
  setPayoutRefund,
} from "./data.ts";
import type { ResaleDeps } from "./deps.ts";

/**
 * Listed tickets go to the waiting list first: each free listing of a category with someone waiting
 * becomes a one-ticket offer to the next entry, as a hold kept for the list's offer time, with the
 * offer mail in the same transaction (ADR 0139's offer, accepted and paid the same way). Under the
 * listing's row lock: a buyer or a second sweeper finds it held.
 */
export async function offerListingsToWaitingLists(deps: ResaleDeps): Promise<number> {
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  let offered = 0;
  for (const free of await freeListingsForWaitingLists(deps.db)) {
    const made = await inTransaction(deps.db, async (tx) => {
      const listing = await lockListingToBuy(tx, free.listing_id, true);
      if (!listing || listing.status !== "listed" || !listing.ticket_valid || listing.hold_running)
        return false;
      if (!listing.waiting_first) return false;
      const entry = await nextWaitingEntry(tx, listing.category_id);
      if (!entry) return false;
      const expiresAt = new Date((await databaseNow(tx)).getTime() + free.offer_minutes * 60_000);
      const holdId = await holdListing(tx, listing, entry.buyer_id, expiresAt);
      await markEntryOffered(tx, entry.id, holdId, expiresAt);
      const t = createTranslator(isLocale(entry.locale) ? entry.locale : "id");
      await deps.mailer.enqueue(
        tx,
        offerMail(t, {
          to: entry.email,
          eventTitle: free.event_title,
          categoryName: free.category_name,
          quantity: 1,
          expiresAt,
          offerUrl: `${base}${routeHref("EventTicket", t.locale, { slug: free.event_slug })}`,
        }),
      );
      return true;
    });
    if (made) offered++;
  }
  return offered;
}

/**
 * Sellers of sold listings repaid: one at a time, each under its listing's row lock (SKIP LOCKED, so
 * several processes share the work and none repays twice; the refund's request key per listing backs
 * it), the refund opened in the same commit as the listing's mark, then sent to the gateway. Then
 * the repayments the gateway failed earlier are sent again.
 */
export async function repaySellers(deps: ResaleDeps, log?: FastifyBaseLogger, limit = 100): Promise<number> {
  let repaid = 0;
  for (let i = 0; i < limit; i++) {
    const opened = await inTransaction(deps.db, async (tx) => {
      const sold = await lockSoldWithoutPayout(tx, deps.locks.payoutLock);
      if (!sold) return undefined;
      const refundId = await openResalePayout(tx, deps.refunds, {
        orderId: sold.seller_transaction_id,
        sellerBuyerId: sold.seller_buyer_id,
        price: sold.price,
        sellerFee: sold.seller_fee,
        listingId: sold.id,
      });
      // Nothing left to repay (the organiser refunded the order meanwhile): marked 0, never retried.
      await setPayoutRefund(tx, sold.id, refundId ?? 0);
      return { refundId };
    });
    if (!opened) break;
    if (opened.refundId !== null) {
      // Its end (at once, or by the gateway's callback) tells the dashboards, through the refunds path.
      await sendResalePayout(deps.refunds, opened.refundId, log);
      repaid++;
    }
  }
  return repaid + (await retryFailedResalePayouts(deps.refunds, log, limit));
}

/** One pass of the resale job: offers to waiting lists, then sellers' repayments. */
export async function sweepResale(deps: ResaleDeps, log?: FastifyBaseLogger) {
  const offered = await offerListingsToWaitingLists(deps);
  const repaid = await repaySellers(deps, log);
  if ((offered > 0 || repaid > 0) && log) deps.mailer.deliver(log);
  return { offered, repaid };
}

/** Runs the resale job every `intervalMs` in this process, one pass at a time. */
export function startResaleJob(deps: ResaleDeps, log: FastifyBaseLogger, intervalMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepResale(deps, log)
      .catch((error: unknown) => log.warn({ err: error }, "resale sweep failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
