import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrgEvent } from "../../shared/contracts/organizer.ts";
import type { OrderDetail } from "../../shared/contracts/organizer-refunds.ts";
import { I18nProvider } from "../../web/lib/i18n.tsx";
import { OrderDetailScreen } from "../../web/organizer/order-detail-screen.tsx";

/**
 * The organiser's order detail as the server renders it (defect 7): each time carries the zone once,
 * and the payment method reads by its name, not its code.
 */
const EVENT = { id: 7, organizationId: 3, title: "Konser Senja", stage: "on_sale" } as unknown as OrgEvent;

const DETAIL: OrderDetail = {
  order: {
    id: "b3f0c7f2-1111-4e2a-9c1e-000000000001",
    invoiceNumber: "INV-20261206-0001",
    buyerName: "Sari Wulandari",
    buyerEmail: "sari@example.com",
    buyerPhone: null,
    status: "Payment Success",
    needsRefund: false,
    paymentMethod: "va_bca",
    source: "online",
    tickets: 2,
    subTotal: 250_000,
    voucherDiscount: 0,
    tax: 25_000,
    internetFee: 0,
    paymentFee: 6_000,
    total: 281_000,
    createdAt: "2026-12-06T03:00:00.000Z",
    paidAt: "2026-12-06T03:05:00.000Z",
  },
  eventCancelled: false,
  refundReason: null,
  refund: null,
  refunds: [],
  refundable: 0,
  refundRoute: "disbursement",
  tickets: [],
  canResend: true,
  lastResentAt: "2026-12-06T04:00:00.000Z",
  resendCount: 1,
};

function render(path: string, detail: OrderDetail = DETAIL): string {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: createElement(
          I18nProvider,
          null,
          createElement(OrderDetailScreen, { event: EVENT, detail }),
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

const REFUNDED: OrderDetail = {
  ...DETAIL,
  order: { ...DETAIL.order, status: "Cancelled", needsRefund: true },
  eventCancelled: true,
  refundReason: "event_cancelled",
  refund: {
    amount: 281_000,
    method: "bank_transfer",
    reference: "TRF 1",
    recordedBy: "Ayu",
    recordedAt: "2026-12-06T05:00:00.000Z",
  },
};

describe("organiser order detail", () => {
  for (const path of ["/organizer/3/events/7/orders/x", "/en/organizer/3/events/7/orders/x"]) {
    it(`names the method and says WIB once per time (${path})`, () => {
      const html = render(path);
      for (const time of ["10", "11"]) expect(html).toMatch(new RegExp(`${time}[.:]00 WIB`));
      expect(html).toMatch(/10[.:]05 WIB/);
      expect(html).not.toMatch(/WIB\s+WIB/);
      expect(html).toContain("BCA Virtual Account");
      expect(html).not.toContain("va_bca");
      const refunded = render(path, REFUNDED);
      expect(refunded).toMatch(/12[.:]00 WIB/);
      expect(refunded).not.toMatch(/WIB\s+WIB/);
    });
  }

  it("names a generic method in the page's language", () => {
    const cashier = { ...DETAIL, order: { ...DETAIL.order, paymentMethod: "cashier" } };
    expect(render("/organizer/3/x", cashier)).toContain("Bayar di kasir");
    expect(render("/en/organizer/3/x", cashier)).toContain("Pay at cashier");
  });
});
