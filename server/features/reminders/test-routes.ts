import { z } from "zod";
import { defineRoute } from "../../http/api-route.ts";
import type { AppServices } from "../../services.ts";
import { openCategorySaleNow } from "./data.ts";
import { reminderError } from "./errors.ts";

/**
 * Test only (ENABLE_TEST_ROUTES, refused in production): opens a category's sale now, so a browser test
 * sees "Ingatkan saya" mailed by the real job without waiting for the organiser's date. Only the date
 * moves; the job that mails is the one every process runs.
 */
export function reminderTestRoutes(services: Pick<AppServices, "db">) {
  return [
    defineRoute({
      method: "POST",
      path: "/__test/categories/open-sale",
      summary: "Test only: a ticket category's sale starts now",
      tag: "test",
      body: z.strictObject({ category_id: z.number().int().positive().max(2_147_483_647) }),
      response: z.object({ category_id: z.number().int() }),
      async handler({ body }) {
        if (!(await openCategorySaleNow(services.db, body.category_id)))
          throw reminderError.categoryNotFound();
        return { category_id: body.category_id };
      },
    }),
  ];
}
