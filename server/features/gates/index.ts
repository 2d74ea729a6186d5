/** The gates feature (issue 18 item 5) as the composition root uses it (ADR 0117). */
export { gatesRoutes } from "./routes.ts";
