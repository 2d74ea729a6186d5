/** Face-value resale (ADR 0140) as the composition root may use it. */

export { resaleDashboardFigures } from "./data.ts";
export { type ResaleDeps, resaleDeps, STRICT_RESALE_LOCKS } from "./deps.ts";
export { organizerResaleRoutes } from "./organizer-routes.ts";
export { resaleRoutes } from "./routes.ts";
export { startResaleJob, sweepResale } from "./sweep.ts";
