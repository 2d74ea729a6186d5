import type { FastifyBaseLogger } from "fastify";
import { isLocale } from "#shared/i18n/locales.ts";
import { createTranslator } from "#shared/i18n/translate.ts";
import { routeHref } from "#shared/routing/route-table.ts";
import { inTransaction } from "../../db/transaction.ts";
import {
  categoriesWithWaitingEntries,
  closeEndedOffers,
  offerFreeStockToWaitingList,
  type WaitingCategory,
  type WaitingListOffer,
} from "../stock/index.ts";
import type { WaitingListDeps } from "./deps.ts";
import { offerMail } from "./offer-mail.ts";

/** One category's free stock offered to its next entries, with their mail, in one transaction. */
async function offerWaitingCategory(
  deps: WaitingListDeps,
  category: WaitingCategory,
): Promise<WaitingListOffer[]> {
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  return inTransaction(deps.db, async (tx) => {
    const offers = await offerFreeStockToWaitingList(tx, category, deps.locking);
    for (const offer of offers) {
      const t = createTranslator(isLocale(offer.locale) ? offer.locale : "id");
      await deps.mailer.enqueue(
        tx,
        offerMail(t, {
          to: offer.email,
          eventTitle: offer.eventTitle,
          categoryName: offer.categoryName,
          quantity: offer.quantity,
          expiresAt: offer.expiresAt,
          offerUrl: `${base}${routeHref("TicketHistory", t.locale)}`,
        }),
      );
    }
    return offers;
  });
}

/** Offers one category's free stock now (after a decline or a leave), if its list is open. */
export async function offerCategory(deps: WaitingListDeps, categoryId: number): Promise<WaitingListOffer[]> {
  const [category] = await categoriesWithWaitingEntries(deps.db, categoryId);
  return category ? offerWaitingCategory(deps, category) : [];
}

/**
 * One pass of the waiting-list sweeper: ends the offers whose hold is over (paid, released, expired),
 * then offers every open list's free stock, returned by whatever path (an expired hold, a cancelled or
 * refunded ticket, a raised quota, a declined offer), to its next entries. Safe in several processes at
 * once and after a crash: offering takes the category lock and counts live claims, so stock is offered
 * once; nothing is remembered outside the database.
 */
export async function sweepWaitingLists(
  deps: WaitingListDeps,
  log?: FastifyBaseLogger,
): Promise<{ offered: number; expired: number; bought: number }> {
  const ended = await closeEndedOffers(deps.db);
  let offered = 0;
  for (const category of await categoriesWithWaitingEntries(deps.db)) {
    offered += (await offerWaitingCategory(deps, category)).length;
  }
  if (offered > 0 && log) deps.mailer.deliver(log);
  return { offered, ...ended };
}

/** Runs the sweeper every `intervalMs`, one pass at a time per process. */
export function startWaitingListSweeper(
  deps: WaitingListDeps,
  log: FastifyBaseLogger,
  intervalMs = 15_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepWaitingLists(deps, log)
      .catch((error: unknown) => log.warn({ err: error }, "waiting list sweep failed"))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
