import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { answerFromCache } from "../../http/public-cache/answer-from-cache.ts";
import { PUBLIC_LIFE_MS } from "../../http/public-cache/freshness.ts";
import { createReadCache, type ReadCache } from "../../http/public-cache/read-cache.ts";
import type { AppServices } from "../../services.ts";
import { listCategoryStockOfEvents } from "../stock/index.ts";
import { getEventDetail } from "./get-event-detail.ts";
import { listCities } from "./list-cities.ts";
import { filtersKey, listEventPage } from "./list-events.ts";
import { listSliders } from "./list-sliders.ts";
import { readListStock } from "./list-stock.ts";

const TAG = "events";

/** Landing list, search, event detail and sliders. */
export function catalogueRoutes(services: AppServices, cache: ReadCache): ApiRoute[] {
  const { db, catalogue } = services;
  // One snapshot of the listed catalogue's stock, read at most once per TTL, serves every list.
  const stockSnapshots = createReadCache({ ttlMs: PUBLIC_LIFE_MS, maxEntries: 1 });
  const missingStock = (eventIds: readonly number[]) => listCategoryStockOfEvents(db, eventIds);
  return [
    defineRoute(apiTable.landingEvents, {
      summary:
        "Events not over yet, filtered by city, kind, days, price, and sorted (soonest by default), one page at a time; events whose online sale is over come last",
      tag: TAG,
      async handler({ query, reply }) {
        const key = `landing:${query.show}:${query.page}:${filtersKey(query)}`;
        const entry = await cache.get(key, async (read) => {
          const index = await catalogue.index();
          const stock = await readListStock(stockSnapshots, db, index, read);
          return listEventPage(index, stock, query, null, services.clock.now(), missingStock);
        });
        return answerFromCache(reply, entry, "catalogue");
      },
    }),
    defineRoute(apiTable.searchEvents, {
      summary:
        "Search titles, talents, venues, cities, organisers, kinds and years (at least 3 characters; accents, case, small typos and joining words such as `di`, `dan`, `vs` ignored; a word may be the start of one), best match first, with the landing list's filters and sorts",
      tag: TAG,
      async handler({ query, body, reply }) {
        const key = `search:${query.show}:${query.page}:${filtersKey(query)}:${body.search.toLowerCase()}`;
        const entry = await cache.get(key, async (read) => {
          const index = await catalogue.index();
          const stock = await readListStock(stockSnapshots, db, index, read);
          return listEventPage(index, stock, query, body.search, services.clock.now(), missingStock);
        });
        return answerFromCache(reply, entry, null);
      },
    }),
    defineRoute(apiTable.eventCities, {
      summary: "Cities with events not over yet and how many each has, busiest first (the city filter)",
      tag: TAG,
      async handler({ reply }) {
        const entry = await cache.get("cities", () => listCities(db, services.clock.now()));
        return answerFromCache(reply, entry, "catalogue");
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
