import { useEffect, useRef } from "react";
import type { CheckoutDetail } from "../checkout/checkout-api.ts";
import { track } from "./page-analytics.ts";

const itemsOf = (detail: CheckoutDetail) =>
  detail.tickets.map((line) => ({
    item_id: `${detail.event_slug}:${line.category_id}`,
    item_name: line.name,
    price: line.price,
    quantity: line.quantity,
  }));

/**
 * The checkout's GA4 e-commerce events (queued; sent only with consent on a page with an id):
 * begin_checkout once per hold, add_payment_info each time the buyer picks another method.
 */
export function useCommerceEvents(detail: CheckoutDetail, method: string | null, total: number | undefined) {
  const begun = useRef<string | null>(null);
  const key = `${detail.event_slug}:${detail.expired_at}`;
  useEffect(() => {
    if (begun.current === key) return;
    begun.current = key;
    track("begin_checkout", { currency: "IDR", value: detail.sub_total, items: itemsOf(detail) });
  }, [key, detail]);
  // Once per chosen method, not per fee recalculation: the latest figures are read through a ref.
  const latest = useRef({ detail, total });
  latest.current = { detail, total };
  useEffect(() => {
    if (!method) return;
    const { detail: now, total: value } = latest.current;
    track("add_payment_info", {
      currency: "IDR",
      value: value ?? now.sub_total,
      payment_type: method,
      items: itemsOf(now),
    });
  }, [method]);
}
