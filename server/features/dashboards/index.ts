/** The live dashboards as the composition root uses them: figures and their event stream (ADR 0129). */
export { dashboardRoutes, registerDashboardLiveRoutes } from "./routes.ts";
