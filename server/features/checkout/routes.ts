import { apiTable } from "#shared/contracts/api-table.ts";
import { CHECKOUT_BODY_MAX_BYTES } from "#shared/contracts/checkout.ts";
import { type ApiRoute, defineRoute } from "../../http/api-route.ts";
import { AppError } from "../../http/app-error.ts";
import { idempotencyKey } from "../../http/idempotency.ts";
import type { AppServices } from "../../services.ts";
import { coalescedActivity } from "../live-updates/index.ts";
import { requireViewer } from "../sessions/index.ts";
import { applyVoucher, removeVoucher } from "./apply-voucher.ts";
import { countPayment } from "./count-payment.ts";
import { checkoutDeps, createHold } from "./create-hold.ts";
import { getCheckoutDetail, getMyCart } from "./get-checkout-detail.ts";
import { paymentMethodRoutes } from "./payment-method-routes.ts";
import { saveParticipants } from "./save-participants.ts";

const TAG = "checkout";

/** `/transaction/*` (signed in) and `/public/payment-methods*`. */
export function checkoutRoutes(services: AppServices): ApiRoute[] {
  const deps = checkoutDeps(services);
  // New checkouts past the load limit get 503 + Retry-After at once; later steps are only timed.
  const load = services.checkoutLoad;
  // The organiser's open dashboard shows tickets held: told at most once a second per event.
  const announceHeld = coalescedActivity(services, "hold");
  return [
    defineRoute(apiTable.createHold, {
      summary: "Hold tickets for 15 minutes (idempotent with idempotency_key or Idempotency-Key)",
      tag: TAG,
      auth: "session",
      successMessage: "checkout.messages.held",
      bodyLimit: CHECKOUT_BODY_MAX_BYTES,
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, services);
        const key = idempotencyKey(request, body.idempotency_key);
        try {
          const hold = await load.admit(() => createHold(deps, buyerId, body, key));
          announceHeld(body.event_slug);
          return hold;
        } catch (error) {
          // Shedding load: past a few sheds the event's waiting room switches itself on.
          if (error instanceof AppError && error.code === "service_unavailable")
            services.waitingRoom.noteOverload(body.event_slug).catch((cause: unknown) => {
              request.log.warn({ err: cause }, "waiting room auto switch-on failed");
            });
          throw error;
        }
      },
    }),
    defineRoute(apiTable.checkoutDetail, {
      summary: "The running checkout: expiry, tickets, participants (seat order), voucher",
      tag: TAG,
      auth: "session",
      successMessage: "checkout.messages.detail",
      async handler({ body, request }) {
        return getCheckoutDetail(deps, await requireViewer(request, services), body?.hold_id);
      },
    }),
    defineRoute(apiTable.saveParticipants, {
      summary: "Validate and store buyer and per-ticket visitor data",
      tag: TAG,
      auth: "session",
      successMessage: "checkout.messages.participantsSaved",
      async handler({ body, request }) {
        const buyerId = await requireViewer(request, services);
        return load.timed(() => saveParticipants(deps, buyerId, body));
      },
    }),
    defineRoute(apiTable.myCart, {
      summary: "Whether the buyer has an unpaid cart (is_cart) or an order awaiting payment",
      tag: TAG,
      auth: "session",
      async handler({ request }) {
        return getMyCart(deps, await requireViewer(request, services));
      },
    }),
    defineRoute(apiTable.applyVoucher, {
      summary: "Apply a voucher to the running checkout (claims one use)",
      tag: TAG,
      auth: "session",
      successMessage: "checkout.messages.voucherApplied",
      async handler({ body, request }) {
        return applyVoucher(deps, await requireViewer(request, services), body);
      },
    }),
    defineRoute(apiTable.removeVoucher, {
      summary: "Remove the voucher of the running checkout (gives the use back)",
      tag: TAG,
      auth: "session",
      successMessage: "checkout.messages.voucherRemoved",
      async handler({ body, request }) {
        return removeVoucher(deps, await requireViewer(request, services), body?.hold_id);
      },
    }),
    defineRoute(apiTable.countPayment, {
      summary: "Fee breakdown: voucher_discount, inet_fee, sub_total_payment, tax, payment_fee, total",
      tag: TAG,
      auth: "session",
      async handler({ body, request }) {
        return countPayment(deps, await requireViewer(request, services), body);
      },
    }),
    ...paymentMethodRoutes(),
  ];
}
