import { useEffect } from "react";
import type { PaymentDetail } from "#shared/contracts/payments.ts";
import { track } from "./page-analytics.ts";

/**
 * GA4's `purchase` (the Pixel's Purchase) when the payment page sees the order paid: once per order in
 * this browser, however often the page is reloaded or revalidated.
 */
export function usePurchaseEvent(detail: PaymentDetail): void {
  const paid = detail.status === "Payment Success";
  useEffect(() => {
    if (!paid) return;
    const key = `tiketin:purchase-sent:${detail.external_id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Storage refused: the event may repeat on a reload, which GA4 dedupes by transaction_id.
    }
    track("purchase", {
      currency: "IDR",
      value: detail.total,
      transaction_id: detail.invoice_number,
      items: [{ item_id: detail.event_slug, item_name: detail.event_name }],
    });
  }, [paid, detail.external_id, detail.total, detail.invoice_number, detail.event_slug, detail.event_name]);
}
