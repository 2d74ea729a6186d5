/** The gates feature as the composition root uses it (ADR 0117). */
export { gatesRoutes } from "./routes.ts";
