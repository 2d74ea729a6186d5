import { z } from "zod";
import { ticketCategories } from "../../db/schema/index.ts";
import { defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { requireOrganiserRole, requireOrgEvent } from "./access.ts";

/**
 * Test only (ENABLE_TEST_ROUTES, refused in production): gives an event one general-admission category,
 * so the browser journey can publish before the ticket-catalogue screens exist. Still behind the
 * organiser guard: only the event's editors may call it.
 */
export function organizerTestRoutes(services: AppServices) {
  return [
    defineRoute({
      method: "POST",
      path: "/__test/organizer/organizations/:orgId/events/:eventId/category",
      summary: "Test only: add a general-admission category to an event",
      tag: "test",
      auth: "session",
      params: z.object({ orgId: z.string().max(200), eventId: z.string().max(200) }),
      response: z.object({ id: z.number().int() }),
      async handler({ params, request }) {
        const access = await requireOrganiserRole(request, services, params.orgId, "editors");
        const event = await requireOrgEvent(services.db, access.organiserId, params.eventId);
        const [row] = await services.db
          .insert(ticketCategories)
          .values({ eventId: event.id, name: "Reguler", price: 150_000, quota: 100 })
          .returning({ id: ticketCategories.id });
        return { id: row!.id };
      },
    }),
  ];
}
