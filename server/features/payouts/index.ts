/** The payout statement as the composition root uses it (ADR 0117). */
export { payoutRoutes } from "./routes.ts";
