import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import type { CheckInResult, CheckInVerdict } from "../../../shared/contracts/e-tickets.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/translate.ts";
import type { RouteName, RouteParams } from "../../../shared/routing/route-table.ts";
import { hydrated } from "../fixtures.ts";
import { catalogue, seatMap, steppable } from "../support/catalogue.ts";
import { pickCheckoutEvent } from "../support/checkout.ts";
import { buyPaidTicket } from "../support/e-tickets.ts";
import { placeOrder, tokenizeTestCard } from "../support/payments.ts";
import type { SweepWorld } from "./world.ts";

/**
 * The sweep's table: every route of spec section 2 and every state that changes a screen's
 * width, one row each. A new screen is one more row: a name, how to reach it, and (when not all three)
 * its widths. `reach` runs once, at the row's first width; the sweep then resizes through the others.
 * No rule of the site's CSS changes between 320 and 390 px (its breakpoints are 640 px and up, and
 * `mobile:` is up to 800), so those two bracket the phones between them; 360 px was dropped (ADR 0121).
 */
export const ALL_WIDTHS = [320, 390, 1280] as const;
export const PHONE_WIDTHS = [320, 390] as const;
export type SweepWidth = (typeof ALL_WIDTHS)[number];

export interface SweepContext {
  page: Page;
  lang: Locale;
  t: Translator;
  world: SweepWorld;
  href<N extends RouteName>(
    name: N,
    ...params: keyof RouteParams<N> extends never ? [] : [RouteParams<N>]
  ): string;
  /** Signs a new buyer into the page's browser context (for states that spend an order). */
  freshBuyer(name?: string): Promise<{ name: string; email: string }>;
}

export interface SweepScreen {
  name: string;
  /** Default: all three widths. */
  widths?: readonly SweepWidth[];
  /** "shared": the sweep's signed-in buyer with the paid order; "none": signed out (a row may sign in). */
  viewer: "shared" | "none";
  reach(context: SweepContext): Promise<void>;
}

async function open(context: SweepContext, path: string): Promise<void> {
  await context.page.goto(path);
  await hydrated(context.page);
}

async function firstEvent(page: Page) {
  const events = await catalogue(page.request);
  const found = events.find(
    (event) => event.card.status === "upcoming" && event.categories.some((c) => steppable(c) && c.price > 0),
  );
  if (!found) throw new Error("no upcoming event with tickets");
  return found;
}

async function seatedEvent(page: Page) {
  for (const event of await catalogue(page.request)) {
    if (!event.categories.some((category) => category.is_seated && category.status === "available")) continue;
    const map = await seatMap(page.request, event.card.slug);
    if (map.rows.length > 0) return { event, map };
  }
  throw new Error("no event with a seat map");
}

/** Picks two tickets of a general-admission category and lands on the checkout's buyer step. */
async function toCheckout(context: SweepContext): Promise<void> {
  const { page, t } = context;
  await context.freshBuyer();
  const { event, category } = await pickCheckoutEvent(page, 2);
  await open(context, context.href("EventTicket", { slug: event.detail.slug }));
  const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
  const plus = row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) });
  await plus.click();
  await plus.click();
  await page
    .getByRole("button", { name: t("ticketPicker.summary.continue") })
    .filter({ visible: true })
    .click();
  await expect(page.getByTestId("buyer-step")).toBeVisible({ timeout: 15_000 });
}

async function toVisitors(context: SweepContext): Promise<void> {
  const { page, t } = context;
  await toCheckout(context);
  const buyer = page.getByTestId("buyer-step");
  await buyer.getByLabel(t("checkoutWeb.buyer.phone")).fill("081234567890");
  await buyer.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
  await expect(page.getByTestId("visitor-form").first()).toBeVisible();
}

async function toPayment(context: SweepContext): Promise<void> {
  const { page, t } = context;
  await toVisitors(context);
  const forms = page.getByTestId("visitor-form");
  await forms.nth(0).getByLabel(t("checkoutWeb.visitors.sameAsBuyer")).check();
  await forms.nth(1).getByLabel(t("checkoutWeb.visitors.sameAsFirst")).check();
  await page.getByRole("button", { name: t("checkoutWeb.visitors.next") }).click();
  await expect(page.getByTestId("payment-step")).toBeVisible();
}

/** An order waiting for payment with `method`, on its payment page. */
function paymentPage(method: string): SweepScreen {
  return {
    name: `payment-${method}`,
    viewer: "none",
    async reach(context) {
      await context.freshBuyer();
      const extra =
        method === "ovo"
          ? { phone_number: "+6281234567890" }
          : method === "card"
            ? { card_token: await tokenizeTestCard(context.page.request) }
            : {};
      const order = await placeOrder(context.page, method, extra);
      await open(
        context,
        context.href("CompletePayment", { slug: order.slug, externalId: order.externalId }),
      );
      await expect(context.page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  };
}

/** The gate after one scan whose answer is `verdict` (the scan call is answered in the browser). */
function gateVerdict(verdict: CheckInVerdict): SweepScreen {
  return {
    name: `gate-${verdict.replace("_", "-")}`,
    viewer: "none",
    async reach(context) {
      const { page, world } = context;
      const answer: CheckInResult = {
        verdict,
        ticket:
          verdict === "forged"
            ? null
            : {
                ticket_id: world.ticket.ticketId,
                holder_name: "Maria Theresia Wulandari Kusumaningrum",
                identity_last4: "0001",
                category_name: "Festival A (Berdiri) — Early Bird",
                seat: null,
                entry_number: 1287,
              },
        first_check_in:
          verdict === "already_used" ? { at: new Date().toISOString(), gate: "Gerbang Utara 3" } : null,
      };
      await page.route("**/api/v1/check-in/*/scan", (route) =>
        route.fulfill({ json: { status: 1, message: "OK", data: answer } }),
      );
      await open(context, world.gatePath);
      await page.getByTestId("check-in-gate").fill("Gerbang Utara 3");
      const input = page.getByTestId("check-in-code");
      await input.fill(world.code);
      await input.press("Enter");
      await expect(page.getByTestId("check-in-verdict")).toHaveAttribute("data-verdict", verdict);
    },
  };
}

async function openModal(context: SweepContext, button: string, dialogName: string): Promise<void> {
  const { page } = context;
  await open(context, context.href("ProfilePage"));
  await page.getByRole("button", { name: button, exact: true }).click();
  await expect(page.getByRole("dialog", { name: dialogName })).toBeVisible();
}

const staticPage = (name: string, route: RouteName): SweepScreen => ({
  name,
  viewer: "none",
  reach: (context) => open(context, context.href(route as "AboutUs")),
});

export const SCREENS: readonly SweepScreen[] = [
  // Open pages.
  { name: "landing", viewer: "none", reach: (c) => open(c, c.href("LandingPage")) },
  { name: "landing-signed-in", viewer: "shared", reach: (c) => open(c, c.href("LandingPage")) },
  {
    name: "event-detail",
    viewer: "none",
    async reach(c) {
      const event = await firstEvent(c.page);
      await open(c, c.href("EventDetail", { slug: event.card.slug }));
    },
  },
  {
    // The share sheet (a bottom sheet on phones, a popover on desktop), its contents loaded on opening.
    name: "event-share-sheet",
    viewer: "none",
    async reach(c) {
      const event = await firstEvent(c.page);
      await open(c, c.href("EventDetail", { slug: event.card.slug }));
      await c.page.getByText(c.t("eventShare.share.button"), { exact: true }).click();
      await expect(
        c.page.getByTestId("share-sheet").getByRole("link", { name: c.t("eventShare.share.whatsapp") }),
      ).toBeVisible();
    },
  },
  {
    name: "event-tickets",
    viewer: "none",
    async reach(c) {
      const event = await firstEvent(c.page);
      await open(c, c.href("EventTicket", { slug: event.card.slug }));
    },
  },
  {
    name: "event-tickets-chosen",
    viewer: "none",
    async reach(c) {
      const { event, category } = await pickCheckoutEvent(c.page, 2);
      await open(c, c.href("EventTicket", { slug: event.detail.slug }));
      const row = c.page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
      await row.getByRole("button", { name: c.t("ticketPicker.increase", { name: category.name }) }).click();
    },
  },
  {
    name: "seat-map",
    viewer: "none",
    async reach(c) {
      const { event } = await seatedEvent(c.page);
      await open(c, c.href("EventTicket", { slug: event.card.slug }));
      await c.page.locator('[id^="open-section-"]:not([disabled])').first().click();
      await expect(c.page.getByTestId("seat-grid")).toBeVisible();
      // One seat chosen by keyboard (the roving seat, then an arrow and Enter), so the chosen state and
      // the count are swept too.
      await c.page.locator('[data-testid="seat-grid"] button[tabindex="0"]').focus();
      await c.page.keyboard.press("ArrowRight");
      await c.page.keyboard.press("Enter");
    },
  },
  {
    name: "search-results",
    viewer: "none",
    async reach(c) {
      const event = await firstEvent(c.page);
      const word = event.card.title.split(/\s+/)[0] ?? "";
      await open(c, `${c.href("SearchPage")}?search=${encodeURIComponent(word)}`);
    },
  },
  { name: "search-empty", viewer: "none", reach: (c) => open(c, `${c.href("SearchPage")}?search=zzqqxx`) },
  { name: "forget-password", viewer: "none", reach: (c) => open(c, c.href("ForgetPassword")) },
  {
    name: "forget-password-sent",
    viewer: "none",
    async reach(c) {
      await open(c, c.href("ForgetPassword"));
      await c.page
        .getByLabel(c.t("auth.email"))
        .fill(`someone.with.a.long.address-${randomUUID()}@example.com`);
      await c.page.getByRole("button", { name: c.t("auth.forgot.submit") }).click();
      await expect(c.page.getByTestId("forgot-check")).toBeVisible();
    },
  },
  {
    name: "forget-password-expired",
    viewer: "none",
    async reach(c) {
      await open(c, `${c.href("ForgetPassword")}?token=${"a".repeat(43)}`);
      await expect(c.page.getByTestId("forgot-expired")).toBeVisible();
    },
  },
  staticPage("contact-us", "ContactUs"),
  staticPage("about-us", "AboutUs"),
  staticPage("custom-website", "CustomWebsite"),
  staticPage("wristband", "Wristband"),
  staticPage("terms", "TermsAndConditions"),
  staticPage("privacy", "PrivacyPolicy"),
  staticPage("how-to-buy", "HowToBuy"),
  staticPage("not-found", "NotFound"),
  {
    name: "verify-email-invalid",
    viewer: "none",
    reach: (c) => open(c, `${c.href("VerifyEmail")}?token=${"b".repeat(43)}`),
  },
  // Modals.
  {
    name: "modal-login",
    viewer: "none",
    async reach(c) {
      await open(c, c.href("ProfilePage"));
      await c.page.getByRole("button", { name: c.t("nav.login"), exact: true }).click();
      const dialog = c.page.getByRole("dialog", { name: c.t("modal.login") });
      await expect(dialog).toBeVisible();
      // With its errors shown. Login stays disabled until both fields are filled (spec section 2), so
      // the errors come from a filled form: a malformed e-mail, refused by the schema before sending.
      const email = dialog.getByLabel(c.t("auth.email"));
      await email.fill("budi.santoso.at.perusahaan-contoh.example.com");
      await dialog.getByLabel(c.t("auth.password"), { exact: true }).fill("rahasia-sekali");
      await dialog.getByRole("button", { name: c.t("auth.login"), exact: true }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
    },
    widths: PHONE_WIDTHS,
  },
  {
    name: "modal-signup",
    viewer: "none",
    async reach(c) {
      await open(c, c.href("ProfilePage"));
      await c.page.getByRole("button", { name: c.t("nav.signup"), exact: true }).click();
      const dialog = c.page.getByRole("dialog", { name: c.t("modal.signup") });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(c.t("auth.email")).fill("budi@gmial.com");
      await dialog.getByLabel(c.t("auth.email")).blur();
    },
    widths: PHONE_WIDTHS,
  },
  {
    name: "modal-login-desktop",
    viewer: "none",
    widths: [1280],
    async reach(c) {
      await open(c, c.href("LandingPage"));
      await c.page
        .getByTestId("top-bar")
        .getByRole("button", { name: c.t("nav.login") })
        .click();
      await expect(c.page.getByRole("dialog", { name: c.t("modal.login") })).toBeVisible();
    },
  },
  {
    name: "modal-change-password",
    viewer: "shared",
    widths: PHONE_WIDTHS,
    reach: (c) => openModal(c, c.t("auth.changePassword"), c.t("auth.changePassword")),
  },
  {
    name: "modal-update-profile",
    viewer: "shared",
    widths: PHONE_WIDTHS,
    reach: (c) => openModal(c, c.t("auth.editProfile"), c.t("auth.editProfile")),
  },
  {
    name: "modal-form-timeout",
    viewer: "none",
    async reach(c) {
      await c.page.clock.install();
      await toCheckout(c);
      await c.page.clock.fastForward("16:00");
      await expect(c.page.locator('dialog[data-modal="form-timeout"]')).toBeVisible();
    },
  },
  {
    name: "login-prompt",
    viewer: "none",
    async reach(c) {
      await open(c, c.href("TransactionHistory"));
      await expect(c.page.getByRole("dialog")).toBeVisible();
    },
  },
  // Signed in.
  { name: "profile", viewer: "shared", widths: PHONE_WIDTHS, reach: (c) => open(c, c.href("ProfilePage")) },
  {
    name: "profile-signed-out",
    viewer: "none",
    widths: PHONE_WIDTHS,
    reach: (c) => open(c, c.href("ProfilePage")),
  },
  {
    name: "profile-menu",
    viewer: "shared",
    widths: [1280],
    async reach(c) {
      await open(c, c.href("AboutUs"));
      await c.page.getByTestId("profile-menu-button").click();
      await expect(c.page.getByRole("button", { name: c.t("auth.changePassword") })).toBeVisible();
    },
  },
  { name: "transactions", viewer: "shared", reach: (c) => open(c, c.href("TransactionHistory")) },
  {
    name: "transaction-detail",
    viewer: "shared",
    reach: (c) => open(c, c.href("TransactionDetail", { externalId: c.world.orderExternalId })),
  },
  {
    name: "payment-paid",
    viewer: "shared",
    reach: (c) =>
      open(
        c,
        c.href("CompletePayment", { slug: c.world.ticket.eventSlug, externalId: c.world.orderExternalId }),
      ),
  },
  { name: "tickets", viewer: "shared", reach: (c) => open(c, c.href("TicketHistory")) },
  {
    name: "e-ticket",
    viewer: "shared",
    reach: (c) => open(c, c.href("ETicket", { ticketId: c.world.ticket.ticketId })),
  },
  {
    name: "e-ticket-transfer-confirm",
    viewer: "shared",
    async reach(c) {
      await open(c, c.href("ETicket", { ticketId: c.world.ticket.ticketId }));
      await c.page.getByLabel(c.t("eTicketsWeb.transfer.emailLabel")).fill(LONG_EMAIL);
      await c.page.getByRole("button", { name: c.t("eTicketsWeb.transfer.submit"), exact: true }).click();
      await expect(c.page.getByRole("alertdialog")).toBeVisible();
    },
  },
  {
    name: "e-ticket-transfer-done",
    viewer: "none",
    async reach(c) {
      const buyer = await c.freshBuyer("Rizky Ramadhan");
      const paid = await buyPaidTicket(c.page.request, buyer, 7);
      await open(c, c.href("ETicket", { ticketId: paid.ticketId }));
      await c.page
        .getByLabel(c.t("eTicketsWeb.transfer.emailLabel"))
        .fill(`${randomUUID().slice(0, 8)}.${LONG_EMAIL}`);
      await c.page.getByRole("button", { name: c.t("eTicketsWeb.transfer.submit"), exact: true }).click();
      await c.page.getByRole("button", { name: c.t("eTicketsWeb.transfer.confirm") }).click();
      await expect(c.page.getByTestId("transfer-done")).toBeVisible();
    },
  },
  {
    name: "tickets-empty",
    viewer: "none",
    async reach(c) {
      await c.freshBuyer();
      await open(c, c.href("TicketHistory"));
    },
  },
  {
    name: "transactions-empty",
    viewer: "none",
    async reach(c) {
      await c.freshBuyer();
      await open(c, c.href("TransactionHistory"));
    },
  },
  // The checkout's steps, each with its errors shown.
  {
    name: "checkout-buyer-errors",
    viewer: "none",
    async reach(c) {
      await toCheckout(c);
      await c.page
        .getByTestId("buyer-step")
        .getByRole("button", { name: c.t("checkoutWeb.buyer.next") })
        .click();
      await expect(
        c.page.getByTestId("buyer-step").getByText(c.t("validation.field_empty")).first(),
      ).toBeVisible();
    },
  },
  {
    name: "checkout-visitors-errors",
    viewer: "none",
    async reach(c) {
      await toVisitors(c);
      await c.page.getByRole("button", { name: c.t("checkoutWeb.visitors.next") }).click();
      await expect(c.page.getByTestId("visitors-error")).toBeVisible();
    },
  },
  {
    name: "checkout-payment-errors",
    viewer: "none",
    async reach(c) {
      await toPayment(c);
      await c.page.getByLabel(c.t("checkoutWeb.voucher.label")).fill("NOSUCHCODE");
      await c.page.getByRole("button", { name: c.t("checkoutWeb.voucher.apply"), exact: true }).click();
      await c.page
        .getByRole("button", { name: c.t("checkoutWeb.payment.payNow") })
        .filter({ visible: true })
        .first()
        .click();
    },
  },
  // Each payment method's page.
  ...["va_bca", "qris", "ovo", "gopay", "shopeepay", "card", "alfamart", "cashier", "paylater"].map(
    paymentPage,
  ),
  // The gate: no secret, waiting, and every verdict.
  {
    name: "gate-missing-secret",
    viewer: "none",
    reach: (c) => open(c, c.world.gatePath.replace(/#.*$/, "")),
  },
  {
    name: "gate-idle",
    viewer: "none",
    async reach(c) {
      await open(c, c.world.gatePath);
      await c.page.getByTestId("check-in-gate").fill("Gerbang Utara 3");
    },
  },
  ...(["valid", "already_used", "transferred", "void", "wrong_event", "forged"] as const).map(gateVerdict),
];

/** A recipient address long enough to show whether the transfer screens wrap it. */
const LONG_EMAIL = "maria.theresia.wulandari.kusumaningrum@perusahaan-contoh.example.com";
