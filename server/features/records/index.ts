/**
 * Buyers' records of an event as other features and the composition root may use them: the routes,
 * an order's row, and the short ticket reference buyers and organisers read (ADR 0117).
 */
export { type OrderRecord, orderById } from "./records-data.ts";
export { ticketReference, toOrderRow } from "./records-view.ts";
export { recordsRoutes } from "./routes.ts";
