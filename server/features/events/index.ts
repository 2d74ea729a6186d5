/** The events feature as other features may use it: its public entry (ADR 0117). */
export { listBundleItems } from "./bundles-and-sections-data.ts";
export { deriveTicketStatus } from "./event-status.ts";
export { compareSeats, seatLabel } from "./seat-order.ts";
