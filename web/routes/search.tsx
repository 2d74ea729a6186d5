import { useCallback } from "react";
import { Form, type LoaderFunctionArgs, useLoaderData, useLocation } from "react-router";
import {
  type EventList,
  normalizeSearch,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SEARCH_PAGE_SIZE,
} from "#shared/contracts/events.ts";
import { loaderApi } from "../events/catalogue-api.server.ts";
import { EventGrid, LoadMore } from "../events/event-grid.tsx";
import { FilterForm } from "../events/filter-form.tsx";
import { FilterSheet } from "../events/filter-sheet.tsx";
import { activeFilterCount, FILTER_KEYS, type ListFilters, readListFilters } from "../events/list-filters.ts";
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

// SearchPage (`?search=` plus its filters and sort): a text search needs 3 characters
// (spec section 5); filters alone list events not over yet. The first page is read here, on the server,
// from the URL; the next ones in the browser.
export async function loader({ context, request }: LoaderFunctionArgs) {
  guardRoute("SearchPage", context);
  const params = new URL(request.url).searchParams;
  const query = normalizeSearch(params.get("search") ?? "").slice(0, SEARCH_MAX_LENGTH);
  const filters = readListFilters(params);
  const api = loaderApi(context, request);
  const paging = { show: SEARCH_PAGE_SIZE, page: 1, ...filters };
  const [cities, results] = await Promise.all([
    // The city list is a convenience: the page still works without it.
    api.call("eventCities").then(
      (list) => list.rows,
      () => [],
    ),
    query.length >= SEARCH_MIN_LENGTH
      ? api.call("searchEvents", { query: paging, body: { search: query } })
      : Object.keys(filters).length > 0
        ? api.call("landingEvents", { query: paging })
        : null,
  ]);
  return { query: query.length >= SEARCH_MIN_LENGTH ? query : "", typed: query, filters, cities, results };
}

export const meta = routeMeta("SearchPage");
export const handle = routeHandle("SearchPage");

function SearchForm({ query, filters }: { query: string; filters: ListFilters }) {
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
      {/* A new search keeps the chosen filters. */}
      {FILTER_KEYS.map((key) =>
        filters[key] === undefined ? null : (
          <input key={key} type="hidden" name={key} value={String(filters[key])} />
        ),
      )}
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
        {t("discovery.search.submit")}
      </button>
    </Form>
  );
}

function Results({ query, filters, first }: { query: string; filters: ListFilters; first: EventList }) {
  const t = useT();
  const api = useApi();
  // The page size comes from the first page, so no contract value (and no zod) enters the browser bundle.
  const size = first.meta.per_page;
  const fetchPage = useCallback(
    (page: number) =>
      query
        ? api.call("searchEvents", { query: { show: size, page, ...filters }, body: { search: query } })
        : api.call("landingEvents", { query: { show: size, page, ...filters } }),
    [api, query, filters, size],
  );
  const list = usePagedEvents(first, fetchPage);
  const total = list.meta.total;
  return (
    <section aria-labelledby="results-heading" data-testid="search-results">
      <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
        {query
          ? t.plural("discovery.search.found", total, { length: total, query })
          : t.plural("discovery.found", total, { length: total })}
      </h2>
      {list.rows.length === 0 ? (
        <div
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center"
          data-testid="no-results"
        >
          <p className="font-semibold text-slate-900">{t("discovery.search.noResultsTitle")}</p>
          <p className="mt-2 text-slate-600">
            {activeFilterCount(filters) > 0 ? t("discovery.noResults") : t("events.empty.noResults")}
          </p>
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
  const { query, typed, filters, cities, results } = useLoaderData<typeof loader>();
  const t = useT();
  // Uncontrolled fields show the URL's values: a new URL (back button, a link) draws them afresh. The
  // other language is the same URL for them (a choice made before the first-visit switch to the
  // browser's language stays); the results are read again in it.
  const { search } = useLocation();
  const resultsKey = `${t.locale}:${search}`;
  const form = (idPrefix: string, onApplied?: () => void) => (
    <FilterForm idPrefix={idPrefix} search={query} filters={filters} cities={cities} onApplied={onApplied} />
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 desktop:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 desktop:text-3xl">
        {t("routes.SearchPage.heading")}
      </h1>
      <SearchForm query={typed} filters={filters} />
      <p
        id="search-hint"
        role="status"
        className={`mt-2 text-sm text-slate-600 ${results ? "sr-only" : ""}`}
        data-testid="search-hint"
      >
        {results ? "" : t("discovery.search.hint")}
      </p>
      <RecentSearches current={results && query ? query : null} />
      <div key={search} className="mt-6 grid gap-6 desktop:grid-cols-[17rem_1fr]">
        <aside aria-labelledby="filters-heading" className="hidden desktop:block" data-testid="filter-panel">
          <h2 id="filters-heading" className="mb-4 text-lg font-semibold text-slate-900">
            {t("discovery.filtersHeading")}
          </h2>
          {form("panel")}
        </aside>
        <div className="min-w-0">
          <FilterSheet activeCount={activeFilterCount(filters)}>
            {(close) => form("sheet", close)}
          </FilterSheet>
          <div className="mt-4 desktop:mt-0">
            {results ? <Results key={resultsKey} query={query} filters={filters} first={results} /> : null}
          </div>
        </div>
      </div>
    </div>
  );
}
