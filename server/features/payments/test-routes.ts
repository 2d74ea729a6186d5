import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { externalIdSchema } from "#shared/contracts/payments.ts";
import { paymentTransactions } from "../../db/schema/index.ts";
import { defineRoute } from "../../http/api-route.ts";
import { type PaymentsServices, paymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { expireDueTransactions } from "./expire-transactions.ts";

/**
 * Test only (ENABLE_TEST_ROUTES, refused in production): moves one order's payment window to now and
 * runs the expiry job, so a browser test sees an order expire without waiting out the window. The
 * expiry itself is the real job; only the clock is skipped.
 */
export function paymentTestRoutes(services: PaymentsServices) {
  const deps = paymentsDeps(services);
  return [
    defineRoute({
      method: "POST",
      path: "/__test/payments/expire",
      summary: "Test only: end an unpaid order's payment window now",
      tag: "test",
      body: z.strictObject({ external_id: externalIdSchema }),
      response: z.object({ expired: z.number().int() }),
      async handler({ body }) {
        const moved = await services.db
          .update(paymentTransactions)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(paymentTransactions.externalId, body.external_id))
          .returning({ id: paymentTransactions.id });
        if (moved.length === 0) throw paymentError.notFound();
        return { expired: await expireDueTransactions(deps) };
      },
    }),
  ];
}
