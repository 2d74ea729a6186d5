import { z } from "zod";
import { externalIdSchema } from "#shared/contracts/payments.ts";
import { defineRoute } from "../../http/api-route.ts";
import { type PaymentsServices, paymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import { expireDueTransactions } from "./expire-transactions.ts";
import { endPaymentWindowNow } from "./payment-writes-data.ts";

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
        if (!(await endPaymentWindowNow(services.db, body.external_id))) throw paymentError.notFound();
        return { expired: await expireDueTransactions(deps) };
      },
    }),
  ];
}
