import { apiTable } from "#shared/contracts/api-table.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { idempotencyKey } from "../../http/idempotency.ts";
import type { AppServices } from "../../services.ts";
import { defineOrganizerRoute, organizerDeps, requireOrgEvent } from "../organizations/index.ts";
import { requireViewer } from "../sessions/index.ts";
import { getOrderDetail } from "./get-order-detail.ts";
import { listRefunds } from "./list-refunds.ts";
import { recordRefund } from "./record-refund.ts";
import { submitRefundAccount, viewRefundAccount } from "./refund-account.ts";
import { getRefundPolicy, setRefundPolicy } from "./refund-policy.ts";
import { refundsDeps } from "./refunds-deps.ts";
import { previewRefund, requestRefund, retryRefund } from "./request-refund.ts";
import { resendConfirmation } from "./resend-confirmation.ts";
import { cancelMyTicket, myTicketRefunds } from "./self-cancel.ts";

const TAG = "organizer";
const BUYER_TAG = "refunds";

/**
 * An event's orders and their refunds: owner, admin and finance (`records`); gate staff and buyers
 * never. The buyer refund policy: owners and admins (`editors`). Ids under the event load with the
 * checked event.
 */
export function refundsRoutes(services: AppServices): ApiRoute[] {
  const deps = organizerDeps(services);
  const money = refundsDeps(services);
  return [
    defineOrganizerRoute(services, apiTable.orgOrderDetail, "records", {
      summary: "One order of the event: amounts, tickets, why it is owed back, its refunds, resends",
      tag: TAG,
      successMessage: "organizer.refunds.messages.detail",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return getOrderDetail(deps, event, params.orderId);
      },
    }),
    defineOrganizerRoute(services, apiTable.resendConfirmation, "records", {
      summary:
        "Send a paid order's confirmation again, with its e-tickets, to the buyer (through the outbox; once a minute; audited)",
      tag: TAG,
      successMessage: "organizer.refunds.messages.resent",
      async handler({ access, params, request }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return resendConfirmation(deps, access, event, params.orderId, request.log);
      },
    }),
    defineOrganizerRoute(services, apiTable.recordRefund, "records", {
      summary:
        "Record that an owed order was paid back outside Tiketin: amount (1..total), method, reference; once per order",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.refunds.messages.recorded",
      async handler({ access, params, body, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return recordRefund(deps, access, event, params.orderId, body, t.locale);
      },
    }),
    defineOrganizerRoute(services, apiTable.previewOrderRefund, "records", {
      summary: "What a refund (all that is left, some tickets, or an amount) would give back; writes nothing",
      tag: TAG,
      successMessage: "organizer.refunds.messages.preview",
      async handler({ access, params, body, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return previewRefund(money, event, params.orderId, body, t.locale);
      },
    }),
    defineOrganizerRoute(services, apiTable.requestOrderRefund, "records", {
      summary:
        "Refund a paid order through the gateway: all that is left, some tickets (void at once, back on sale) or an amount. Idempotent by the Idempotency-Key header",
      tag: TAG,
      successStatus: 201,
      successMessage: "organizer.refunds.messages.requested",
      async handler({ access, params, body, request, t }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return requestRefund(money, access, event, params.orderId, body, {
          locale: t.locale,
          requestKey: idempotencyKey(request, undefined),
          log: request.log,
        });
      },
    }),
    defineOrganizerRoute(services, apiTable.retryOrderRefund, "records", {
      summary:
        "Try a failed refund again (the same refund: money moves once); a disbursement mails the buyer a new bank-account link",
      tag: TAG,
      successMessage: "organizer.refunds.messages.retried",
      async handler({ access, params, request }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return retryRefund(money, access, event, params.orderId, params.refundId, request.log);
      },
    }),
    defineOrganizerRoute(services, apiTable.refundPolicy, "office", {
      summary: "The event's buyer refund policy: none, or self-cancellation until a deadline with a fee",
      tag: TAG,
      successMessage: "organizer.refunds.messages.policy",
      async handler({ access, params }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return getRefundPolicy(money, event);
      },
    }),
    defineOrganizerRoute(services, apiTable.saveRefundPolicy, "editors", {
      summary: "Set the event's buyer refund policy (audited)",
      tag: TAG,
      successMessage: "organizer.refunds.messages.policySaved",
      async handler({ access, params, body }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return setRefundPolicy(money, access, event, body);
      },
    }),
    defineOrganizerRoute(services, apiTable.eventRefunds, "records", {
      summary:
        "The event's 'needs refund' list: late payments that found no stock and paid orders of a cancelled event; or those already refunded",
      tag: TAG,
      successMessage: "organizer.refunds.messages.refunds",
      async handler({ access, params, query }) {
        const event = await requireOrgEvent(deps.db, access.organiserId, params.eventId);
        return listRefunds(deps, event, query);
      },
    }),
  ];
}

/** The buyer's side: their tickets' refunds, cancelling under the policy, the mailed bank-account page. */
export function buyerRefundRoutes(services: AppServices): ApiRoute[] {
  const deps = refundsDeps(services);
  return [
    defineRoute(apiTable.myTicketRefunds, {
      summary:
        "Per ticket of My tickets: its refund's state, and whether the event's policy lets the buyer cancel it now",
      tag: BUYER_TAG,
      auth: "session",
      successMessage: "refunds.messages.mine",
      async handler({ request }) {
        return myTicketRefunds(deps, await requireViewer(request, services));
      },
    }),
    defineRoute(apiTable.cancelTicket, {
      summary:
        "Cancel a ticket under the event's refund policy: void at once, back on sale, its price less the fee refunded",
      tag: BUYER_TAG,
      auth: "session",
      successMessage: "refunds.messages.cancelled",
      async handler({ params, request, t }) {
        return cancelMyTicket(deps, await requireViewer(request, services), params.ticketId, {
          locale: t.locale,
          log: request.log,
        });
      },
    }),
    defineRoute(apiTable.refundAccount, {
      summary: "The refund behind a mailed bank-account link (the token from the link's fragment)",
      tag: BUYER_TAG,
      successMessage: "refunds.messages.account",
      async handler({ body }) {
        return viewRefundAccount(deps, body.token);
      },
    }),
    defineRoute(apiTable.submitRefundAccount, {
      summary:
        "Name the bank account a refund is disbursed to, through the mailed single-use link; the number is sealed at rest",
      tag: BUYER_TAG,
      successMessage: "refunds.messages.accountSaved",
      async handler({ body, request }) {
        return submitRefundAccount(deps, body, request.log);
      },
    }),
  ];
}
