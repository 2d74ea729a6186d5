/** The events feature as other features may use it: its public entry (ADR 0117). */
export { listBundleItems } from "./bundles-and-sections-data.ts";
export { deriveTicketStatus } from "./event-status.ts";
export { pageOffset, pagingMeta } from "./paging.ts";
export { containsPattern } from "./search-terms.ts";
export { compareSeats, seatLabel } from "./seat-order.ts";
export { type AnalyticsTarget, setAnalyticsIds } from "./set-analytics-ids.ts";
