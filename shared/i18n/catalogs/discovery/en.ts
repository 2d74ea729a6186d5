/**
 * English text of finding events: the search page's filters and sort. Only that
 * page shows it, so the browser loads it for that page alone (the landing's chip heading is in
 * landingContent, which the landing already loads).
 * `./id.ts` has the same shape.
 */
export const discoveryEn = {
  filtersHeading: "Filters",
  openFilters: "Filters and sort",
  activeCount: "{count} active",
  close: "Close",
  apply: "Show results",
  reset: "Clear filters",
  kind: "Category",
  anyKind: "All",
  city: "City",
  anyCity: "All cities",
  cityOption: "{city} ({count})",
  date: "Date",
  anyDate: "Any time",
  datePreset: { today: "Today", weekend: "This weekend", month: "This month" },
  from: "From",
  to: "Until",
  price: "Price (Rp)",
  priceMin: "Lowest price",
  priceMax: "Highest price",
  freeOnly: "Free events only",
  sort: "Sort by",
  sortOption: {
    relevance: "Best match",
    soonest: "Soonest",
    price: "Lowest price",
    popular: "Most popular",
  },
  found: "{length} event found | {length} events found",
  noResults: "Try fewer filters or another date.",
  search: {
    submit: "Search",
    hint: "Type at least 3 characters to search.",
    found: "Found {length} result for “{query}” | Found {length} results for “{query}”",
    noResultsTitle: "No results",
    recent: "Recent searches",
    clear: "Clear",
    clearLabel: "Clear recent searches",
  },
};
