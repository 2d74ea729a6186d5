import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { answerFromCache } from "../../http/public-cache/answer-from-cache.ts";
import type { ReadCache } from "../../http/public-cache/read-cache.ts";
import type { AppServices } from "../../services.ts";
import { getEventDetail } from "./get-event-detail.ts";
import { listLandingEvents } from "./list-landing-events.ts";
import { listSliders } from "./list-sliders.ts";
import { searchEvents } from "./search-events.ts";

const TAG = "events";

/** Landing list, search, event detail and sliders. */
export function catalogueRoutes(services: AppServices, cache: ReadCache): ApiRoute[] {
  const { db } = services;
  return [
    defineRoute(apiTable.landingEvents, {
      summary: "Events not over yet, soonest first, one page at a time",
      tag: TAG,
      async handler({ query, reply }) {
        const key = `landing:${query.show}:${query.page}`;
        const entry = await cache.get(key, () => listLandingEvents(db, query, services.clock.now()));
        return answerFromCache(reply, entry, "catalogue");
      },
    }),
    defineRoute(apiTable.searchEvents, {
      summary: "Search by artist, event or venue name (at least 3 characters), upcoming first",
      tag: TAG,
      async handler({ query, body, reply }) {
        const key = `search:${query.show}:${query.page}:${body.search.toLowerCase()}`;
        const entry = await cache.get(key, () => searchEvents(db, body.search, query, services.clock.now()));
        return answerFromCache(reply, entry, null);
      },
    }),
    defineRoute(apiTable.eventDetail, {
      summary: "One event by numeric id or slug, with organiser and lineup",
      tag: TAG,
      async handler({ params, reply }) {
        const entry = await cache.get(`detail:${params.id}`, () =>
          getEventDetail(db, params.id, services.clock.now(), services.config.PUBLIC_BASE_URL),
        );
        return answerFromCache(reply, entry, "catalogue");
      },
    }),
    defineRoute(apiTable.sliders, {
      summary: "Landing-page banners inside their active window",
      tag: TAG,
      async handler({ reply }) {
        const entry = await cache.get("sliders", () => listSliders(db, services.clock.now()));
        return answerFromCache(reply, entry, "catalogue");
      },
    }),
  ];
}
