import { useCallback } from "react";
import { Form, type LoaderFunctionArgs, useLoaderData } from "react-router";
import {
  type EventList,
  normalizeSearch,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
} from "#shared/contracts/events.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { EventGrid, LoadMore } from "../events/event-grid.tsx";
import { RecentSearches } from "../events/recent-searches.tsx";
import { SEARCH_MAX_CHARS } from "../events/search-rules.ts";
import { BUTTON_CLASS } from "../events/ui-classes.ts";
import { usePagedEvents } from "../events/use-paged-events.ts";
import { useRouteHref, useT } from "../lib/i18n.tsx";
import { guardRoute } from "../lib/route-guard.server.ts";
import { routeHandle, routeMeta } from "../lib/route-module.ts";
import { useApi } from "../lib/use-api.ts";
import { useUrlField } from "../lib/use-url-field.ts";
import { SearchIcon } from "../shell/icons.tsx";

// SearchPage (`?search=`): nothing is sent under 3 characters (spec section 5); the first page is read
// here, the next ones in the browser.
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("SearchPage", context);
  const raw = new URL(request.url).searchParams.get("search") ?? "";
  const query = normalizeSearch(raw).slice(0, SEARCH_MAX_LENGTH);
  if (query.length < SEARCH_MIN_LENGTH) return { query, results: null };
  const results = await loaderApi(context, request).call("searchEvents", {
    query: { show: SEARCH_PAGE_SIZE, page: 1 },
    body: { search: query },
  });
  return { query, results };
}

export const meta = routeMeta("SearchPage");
export const handle = routeHandle("SearchPage");

function SearchForm({ query }: { query: string }) {
  const t = useT();
  const href = useRouteHref();
  const field = useUrlField(query);
  return (
    <Form
      method="get"
      action={href("SearchPage")}
      role="search"
      className="mt-4 flex gap-2"
      onSubmit={field.onSubmit}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor="page-search" className="sr-only">
          {t("nav.searchLabel")}
        </label>
        <SearchIcon
          width={20}
          height={20}
          className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={field.ref}
          id="page-search"
          name="search"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_MAX_CHARS}
          placeholder={t("nav.searchPlaceholder")}
          aria-describedby="search-hint"
          className="h-12 w-full rounded-full border border-slate-300 bg-white pr-4 pl-12 placeholder:text-slate-500 focus:border-brand-500"
        />
      </div>
      <button type="submit" className={BUTTON_CLASS.primary}>
        {t("catalogue.search.submit")}
      </button>
    </Form>
  );
}

function Results({ query, first }: { query: string; first: EventList }) {
  const t = useT();
  const api = useApi();
  // The page size comes from the first page, so no contract value (and no zod) enters the browser bundle.
  const size = first.meta.per_page;
  const fetchPage = useCallback(
    (page: number) => api.call("searchEvents", { query: { show: size, page }, body: { search: query } }),
    [api, query, size],
  );
  const list = usePagedEvents(first, fetchPage);
  const total = list.meta.total;
  return (
    <section aria-labelledby="results-heading" className="mt-8" data-testid="search-results">
      <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
        {t.plural("catalogue.search.found", total, { length: total, query })}
      </h2>
      {list.rows.length === 0 ? (
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
          data-testid="no-results"
        >
          <p className="font-semibold text-slate-900">{t("catalogue.search.noResultsTitle")}</p>
          <p className="mt-2 text-slate-600">{t("events.empty.noResults")}</p>
        </div>
      ) : (
        <div className="mt-6">
          <EventGrid list={list} eagerCount={4} />
          <LoadMore list={list} />
        </div>
      )}
    </section>
  );
}

export default function SearchPageRoute() {
  const { query, results } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 desktop:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
        {t("routes.SearchPage.heading")}
      </h1>
      <SearchForm query={query} />
      <p
        id="search-hint"
        role="status"
        className={`mt-2 text-sm text-slate-600 ${results ? "sr-only" : ""}`}
        data-testid="search-hint"
      >
        {results ? "" : t("catalogue.search.hint")}
      </p>
      <RecentSearches current={results ? query : null} />
      {results ? <Results key={`${t.locale}:${query}`} query={query} first={results} /> : null}
    </div>
  );
}
