import type { ApiRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";

/** `/public/events/*`, tickets, seats, talents, vouchers and sliders (catalogue issue). */
export function eventRoutes(_services: AppServices): ApiRoute[] {
  return [];
}
