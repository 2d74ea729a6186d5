import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";

/** `/auth/*`, `/auth-user/*` and `/validation/*` endpoints (accounts issue). */
export function accountRoutes(_services: AppServices): ApiRoute[] {
  return [];
}
