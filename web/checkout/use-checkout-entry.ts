import { useCallback, useEffect, useState } from "react";
import { readCheckoutForm, writeCheckoutForm } from "../events/stored-selection.ts";
import { ApiError } from "../lib/api-client.ts";
import type { CheckoutApi, CheckoutDetail, MyCart } from "./checkout-api.ts";
import {
  forgetSelection,
  hasTickets,
  holdBody,
  newHoldKey,
  rememberHoldKey,
  storedHoldKey,
} from "./hold-request.ts";
import { allowanceOf, forgetAllowance, readCheckoutSignal, rememberAllowance } from "./purchase-allowance.ts";

export type EntryState =
  | { kind: "loading" }
  | { kind: "no-selection" }
  | { kind: "expired" }
  | { kind: "confirm-cart"; cart: MyCart }
  | { kind: "previous"; message: string }
  | { kind: "limit"; message: string }
  /** The event has a waiting room and this account has no admission: wait in line. */
  | { kind: "queue" }
  /** `retryable`: only a failure that may pass the next time (network, server busy) offers "Coba lagi". */
  | { kind: "failed"; message: string; details: string[]; retryable: boolean }
  | { kind: "ready"; detail: CheckoutDetail; key: string };

/**
 * Arriving at checkout: hold the stored selection (`POST /transaction/checkout`) with an idempotency key
 * kept next to it, so a reload replays the same hold instead of taking a second one. A NEW hold while
 * an unpaid cart exists first asks the buyer (the server discards the cart); refusals become the
 * previous-transaction or purchase-limit states, storing the allowance signal of spec section 8.
 */
export function useCheckoutEntry(
  api: CheckoutApi,
  slug: string,
  eventLimit: number | null,
  previousMessage: string,
) {
  const [state, setState] = useState<EntryState>({ kind: "loading" });

  const start = useCallback(
    async (cartConfirmed: boolean) => {
      const offer = offeredHold();
      if (offer) {
        setState({ kind: "loading" });
        try {
          const detail = await api.detail(offer);
          if (detail.status !== "held") return setState({ kind: "previous", message: previousMessage });
          // The offer's hold is the order: its id keys the purchase, so a replayed "Bayar" is one payment.
          return setState({ kind: "ready", detail, key: `offer-${offer}` });
        } catch (error) {
          return setState(await refusal(api, slug, eventLimit, error));
        }
      }
      const form = readCheckoutForm();
      if (!hasTickets(form) || form.event_slug !== slug) return setState({ kind: "no-selection" });
      setState({ kind: "loading" });
      try {
        let key = storedHoldKey();
        if (!key) {
          if (!cartConfirmed) {
            const cart = await api.myCart();
            if (cart.is_cart) return setState({ kind: "confirm-cart", cart });
          }
          key = newHoldKey();
          rememberHoldKey(form, key);
        }
        const hold = await api.createHold(holdBody(form, key));
        // A replayed key answers the original hold even once it expired or was replaced: that hold is
        // over, so the key is dropped and the next attempt is a new order.
        if (Date.parse(hold.expired_at) <= Date.now()) {
          writeCheckoutForm(form);
          return setState({ kind: "expired" });
        }
        const detail = await api.detail(hold.hold_id).catch((error: unknown) => {
          writeCheckoutForm(form);
          throw error;
        });
        // The key's hold was already ordered (pay now, then back here): that order is the running one.
        if (detail.status !== "held") {
          forgetSelection(form);
          return setState({ kind: "previous", message: previousMessage });
        }
        forgetAllowance(slug);
        setState({ kind: "ready", detail, key });
      } catch (error) {
        setState(await refusal(api, slug, eventLimit, error));
      }
    },
    [api, slug, eventLimit, previousMessage],
  );

  useEffect(() => {
    void start(false);
  }, [start]);

  return { state, start };
}

async function refusal(
  api: CheckoutApi,
  slug: string,
  eventLimit: number | null,
  error: unknown,
): Promise<EntryState> {
  if (!(error instanceof ApiError))
    return { kind: "failed", message: String(error), details: [], retryable: true };
  if (error.code === "admission_required") return { kind: "queue" };
  const signal = readCheckoutSignal(error.message);
  if (signal) {
    rememberAllowance(slug, allowanceOf(signal, eventLimit));
    return { kind: "limit", message: signal.text };
  }
  if (error.httpStatus === 409) {
    const cart = await api.myCart().catch(() => null);
    if (cart?.awaiting_payment) return { kind: "previous", message: error.message };
  }
  return {
    kind: "failed",
    message: error.message,
    details: Object.values(error.fields ?? {}),
    retryable: isTransient(error),
  };
}

/**
 * A refusal of the selection itself (a limit, a quantity over what is left, a closed category: 4xx)
 * answers the same to the same request, so retrying it is pointless; the buyer changes the selection.
 * Only the network, a rate limit or an overloaded server (408, 429, 5xx) may pass next time.
 */
const isTransient = (error: ApiError) =>
  error.httpStatus === 0 || error.httpStatus === 408 || error.httpStatus === 429 || error.httpStatus >= 500;

const HOLD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A waiting-list offer accepted on the event page arrives as `?offer=<hold id>`: that hold is the checkout. */
function offeredHold(): string | null {
  const value = new URLSearchParams(window.location.search).get("offer");
  return value && HOLD_ID.test(value) ? value : null;
}
