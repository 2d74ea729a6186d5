import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { answerFromCache } from "../../http/public-cache/answer-from-cache.ts";
import type { ReadCache } from "../../http/public-cache/read-cache.ts";
import type { AppServices } from "../../services.ts";
import { getVoucher } from "./get-voucher.ts";
import { listEventVouchers } from "./list-event-vouchers.ts";
import { listVouchers } from "./list-vouchers.ts";

const TAG = "events";

/**
 * The buyer's voucher reads: an event's vouchers, the voucher list and voucher detail screens. They
 * share the public catalogue's read cache, so uses left are at most 1 s old.
 */
export function voucherRoutes(services: AppServices, cache: ReadCache): ApiRoute[] {
  const { db } = services;
  return [
    defineRoute(apiTable.eventVouchers, {
      summary: "Public vouchers usable now, with the uses left",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`vouchers:${params.id}`, () =>
          listEventVouchers(db, params.id, services.clock.now()),
        );
        return answerFromCache(reply, entry, "stock");
      },
    }),
    defineRoute(apiTable.publicVouchers, {
      summary: "Public vouchers usable now on events not over yet, soonest event first, one page at a time",
      tag: TAG,
      async handler({ query, reply }) {
        const entry = await cache.get(`vouchers-list:${query.show}:${query.page}`, () =>
          listVouchers(db, query, services.clock.now()),
        );
        return answerFromCache(reply, entry, "stock");
      },
    }),
    defineRoute(apiTable.voucherDetail, {
      summary: "One public voucher of an event by its code, with its rules and uses left",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`voucher:${params.id}:${params.code.toUpperCase()}`, () =>
          getVoucher(db, params.id, params.code, services.clock.now()),
        );
        return answerFromCache(reply, entry, "stock");
      },
    }),
  ];
}
