import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { sessionToken } from "../sessions/index.ts";
import { remindersDeps } from "./deps.ts";
import { registerSaleReminder } from "./register-sale-reminder.ts";

/** "Ingatkan saya" on the event page. */
export function reminderRoutes(services: AppServices): ApiRoute[] {
  const deps = remindersDeps(services);
  return [
    defineRoute(apiTable.saleReminder, {
      summary: "E-mail me once when this ticket category goes on sale (or comes back)",
      tag: "events",
      async handler({ body, request }) {
        const token = sessionToken(request, services.config.SESSION_COOKIE_NAME);
        const viewer = token ? await services.sessions.viewerForToken(token) : null;
        return registerSaleReminder(deps, { body, viewer, ip: request.ip, locale: request.locale });
      },
    }),
  ];
}
