/** Organisers' messages to ticket holders as the composition root may use them (ADR 0117). */
export { startMessagingJobs } from "./jobs.ts";
export { messagingRoutes } from "./routes.ts";
