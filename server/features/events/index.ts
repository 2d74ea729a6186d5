/** The events feature as other features may use it: its public entry (ADR 0117). */
export { listBundleItems } from "./bundles-and-sections-data.ts";
export { findEventKey } from "./data.ts";
export { eventNotFound, requireEventRef } from "./event-errors.ts";
export { deriveTicketStatus } from "./event-status.ts";
export { type EventOnSale, eventsOnSale } from "./on-sale-data.ts";
export { orgEventRoutes } from "./org-event-routes.ts";
export { listOrgEvents } from "./org-events-data.ts";
export { pageOffset, pagingMeta, singlePageMeta } from "./paging.ts";
export { hashText } from "./poster-svg.ts";
export { containsPattern } from "./search-terms.ts";
export { compareSeats, seatLabel } from "./seat-order.ts";
export { type AnalyticsTarget, setAnalyticsIds } from "./set-analytics-ids.ts";
