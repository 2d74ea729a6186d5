import { devMailboxEnabled } from "./config/env.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { catalogRoutes } from "./features/catalog/routes.ts";
import { checkoutRoutes } from "./features/checkout/routes.ts";
import { eTicketRoutes } from "./features/e-tickets/routes.ts";
import { eTicketTestRoutes } from "./features/e-tickets/test-routes.ts";
import { createPublicReadCache, eventRoutes } from "./features/events/routes.ts";
import { gatesRoutes } from "./features/gates/index.ts";
import { devMailboxRoutes } from "./features/mail/dev-mailbox-routes.ts";
import { organizerMembershipTestRoutes } from "./features/organizations/membership-test-route.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { paymentTestRoutes } from "./features/payments/test-routes.ts";
import { buyerRefundRoutes } from "./features/refunds/index.ts";
import { reminderRoutes, reminderTestRoutes } from "./features/reminders/index.ts";
import { resaleRoutes } from "./features/resale/index.ts";
import { testSessionRoutes } from "./features/sessions/test-session-routes.ts";
import { voucherRoutes } from "./features/vouchers/routes.ts";
import { waitingListRoutes } from "./features/waiting-list/index.ts";
import { waitingRoomRoutes } from "./features/waiting-room/index.ts";
import { webhookRoutes } from "./features/webhooks/routes.ts";
import type { ApiRoute } from "./http/api-route.ts";
import { organizerRoutes } from "./organizer-routes.ts";
import type { AppServices } from "./services.ts";

/**
 * Every `/api/v1` endpoint, in one list, so the OpenAPI document, the fuzz test and the 405 detection
 * see them all. Each feature contributes a route factory that receives the app's services.
 */
export function apiRoutes(services: AppServices): ApiRoute[] {
  // The public catalogue and voucher reads share one read cache per app.
  const publicReads = createPublicReadCache();
  return [
    ...accountRoutes(services),
    ...eventRoutes(services, publicReads),
    ...voucherRoutes(services, publicReads),
    ...reminderRoutes(services),
    ...waitingListRoutes(services),
    ...checkoutRoutes(services),
    ...paymentRoutes(services),
    ...eTicketRoutes(services),
    ...buyerRefundRoutes(services),
    ...resaleRoutes(services),
    ...organizerRoutes(services),
    ...catalogRoutes(services),
    ...webhookRoutes(services),
    ...gatesRoutes(services),
    ...waitingRoomRoutes(services),
    // Hands out anyone's reset link: development, tests and the local demo only (DEV_MAILBOX).
    ...(devMailboxEnabled(services.config) ? devMailboxRoutes(services.db) : []),
    ...(services.config.ENABLE_TEST_ROUTES
      ? testSessionRoutes(services.db, services.config.SESSION_COOKIE_NAME)
      : []),
    ...(services.config.ENABLE_TEST_ROUTES
      ? eTicketTestRoutes(services.db, services.config.PUBLIC_BASE_URL)
      : []),
    ...(services.config.ENABLE_TEST_ROUTES ? paymentTestRoutes(services) : []),
    ...(services.config.ENABLE_TEST_ROUTES ? organizerMembershipTestRoutes(services.db) : []),
    ...(services.config.ENABLE_TEST_ROUTES ? reminderTestRoutes(services) : []),
  ];
}
