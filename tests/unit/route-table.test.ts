import { describe, expect, it } from "vitest";
import {
  localeOfPath,
  ROUTE_NAMES,
  ROUTE_TABLE,
  routeHref,
  switchLocalePath,
} from "../../shared/routing/route-table.ts";

describe("route table", () => {
  it("has the 18 routes of spec section 2, how-to-buy, the e-ticket view, check-in, the payment simulator, e-mail verification, the waiting room and the voucher screens", () => {
    // 28 buyer-side routes (the refund's bank-account page and the account-security page among them), plus
    // the organiser's workspace:
    // 24 routes, all behind sign-in (the two live dashboards, gates and the check-in desk, refunds, payout,
    // an order, webhooks, the event's waiting room, its box office and its messages included).
    expect(ROUTE_NAMES).toHaveLength(52);
    expect(ROUTE_TABLE.EventTicketCheckout.access).toBe(1);
    expect(ROUTE_TABLE.ForgetPassword.access).toBe(2);
    expect(ROUTE_TABLE.ProfilePage.access).toBe(3);
    expect(ROUTE_NAMES.filter((name) => "loginPrompt" in ROUTE_TABLE[name])).toEqual([
      "CompletePayment",
      "TransactionHistory",
      "TransactionDetail",
      "TicketHistory",
      "ETicket",
      ...ROUTE_NAMES.filter((name) => name.startsWith("Organizer")),
    ]);
  });

  it("builds hrefs without a prefix in Indonesian and under /en in English", () => {
    expect(routeHref("LandingPage", "id")).toBe("/");
    expect(routeHref("LandingPage", "en")).toBe("/en");
    expect(routeHref("EventDetail", "id", { slug: "jazz-night" })).toBe("/event/jazz-night");
    expect(routeHref("CompletePayment", "en", { slug: "a b", externalId: "X/1" })).toBe(
      "/en/event/a%20b/complete-payment/X%2F1",
    );
    expect(routeHref("SearchPage", "id", undefined, { search: "dewa 19", page: undefined })).toBe(
      "/search?search=dewa+19",
    );
  });

  it("knows the locale of a path", () => {
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/about-us")).toBe("en");
    expect(localeOfPath("/english-festival")).toBe("id");
    expect(localeOfPath("/")).toBe("id");
  });

  it("switches locale keeping the route, query and hash", () => {
    expect(switchLocalePath("/", "", "", "en")).toBe("/en");
    expect(switchLocalePath("/en", "", "", "id")).toBe("/");
    expect(switchLocalePath("/search", "?search=jazz", "", "en")).toBe("/en/search?search=jazz");
    expect(switchLocalePath("/en/terms-and-conditions", "", "#liability", "id")).toBe(
      "/terms-and-conditions#liability",
    );
    expect(switchLocalePath("/en/about-us", "", "", "en")).toBe("/en/about-us");
  });
});
