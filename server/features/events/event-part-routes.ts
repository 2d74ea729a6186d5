import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { answerFromCache } from "../../http/public-cache/answer-from-cache.ts";
import type { ReadCache } from "../../http/public-cache/read-cache.ts";
import type { AppServices } from "../../services.ts";
import { listActiveTickets } from "./list-active-tickets.ts";
import { listEventTalents } from "./list-event-talents.ts";
import { listSeatTickets } from "./list-seat-tickets.ts";

const TAG = "events";

/** Ticket categories, seats and lineup of one event (`{id}` is the id or the slug). */
export function eventPartRoutes(services: AppServices, cache: ReadCache): ApiRoute[] {
  const { db } = services;
  return [
    defineRoute(apiTable.activeTickets, {
      summary: "Ticket categories with derived remaining stock and status (at most 1 s old)",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`tickets:${params.id}`, () =>
          listActiveTickets(db, params.id, services.clock.now()),
        );
        return answerFromCache(reply, entry, "stock");
      },
    }),
    defineRoute(apiTable.seatTickets, {
      summary: "Seat sections with seats sorted by row then number, each available or unavailable",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`seats:${params.id}`, () =>
          listSeatTickets(db, params.id, services.clock.now()),
        );
        return answerFromCache(reply, entry, "stock");
      },
    }),
    defineRoute(apiTable.eventTalents, {
      summary: "The lineup of one event",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`talents:${params.id}`, () => listEventTalents(db, params.id));
        return answerFromCache(reply, entry, "catalogue");
      },
    }),
  ];
}
