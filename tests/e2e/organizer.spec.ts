import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { formatRupiah } from "../../shared/format/money.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { DESKTOP, expect, hydrated, MOBILE, signInAs, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import {
  addCategory,
  addDropdownQuestion,
  addPercentVoucher,
  buildSeatSection,
  categoryCard,
  expectSaved,
  openEventTab,
} from "./support/organizer-ui.ts";
import { payOnSimulator } from "./support/payments.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * The organiser's whole journey, at 1280 and 390 px, through the screens only. A new account signs up,
 * creates its organisation and an event with details and a poster; adds general-admission, seated
 * (built with the seat-map builder) and bundle categories, a visitor-form question, a voucher; and
 * publishes. A second person finds the event by search, buys a ticket with the voucher, pays on the
 * sandbox and sees the e-ticket. The organiser then cannot lower the quota below what is sold. Axe checks
 * the workspace screens (no serious or critical violation) and each is photographed for the note.
 */
const o = id.organizer;
const t = createTranslator("id");
const PASSWORD = "rahasia-123";
const GA = { kind: "general", name: "Reguler", price: 100_000, quota: 100 } as const;
const QUESTION = { label: "Tahu event ini dari", options: ["Instagram", "Teman", "Radio"] } as const;
/**
 * One ticket at Rp 100.000 less the 10 % voucher, no tax (a new event's rate), the Internet Fee when
 * INTERNET_FEE_RUPIAH is not set (Rp 5.000, server/config/env.ts) and a virtual account's Rp 6.000.
 */
const DISCOUNTED_TOTAL = 90_000 + 5_000 + 6_000;

async function shot(page: Page, name: string, width: number) {
  await keepScreenshot(page, `issue-17/${name}-${width}`);
}

/** A word no other event has, so the search finds this one event. */
const uniqueWord = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");

/** The signed-out workspace opens the login dialog; its sign-up tab creates the account. */
async function signUp(page: Page, name: string) {
  await page.goto("/organizer");
  await expect(page.getByTestId("page-not-authorized")).toBeVisible();
  await hydrated(page);
  await page
    .getByRole("dialog", { name: id.modal.login })
    .getByRole("tab", { name: id.modal.signupTab })
    .click();
  const dialog = page.getByRole("dialog", { name: id.modal.signup });
  await dialog.getByLabel(id.auth.fullName).fill(name);
  await dialog.getByLabel(id.auth.email).fill(`penyelenggara-${uniqueWord()}@example.co.id`);
  await dialog.getByLabel(id.auth.gender).selectOption("Female");
  await dialog.getByLabel(id.auth.year).selectOption("1992");
  await dialog.getByLabel(id.auth.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: id.auth.signup, exact: true }).click();
}

/** The buyer's search box: the top bar's on desktop, the search tab's at 390 px. */
async function search(page: Page, word: string, mobile: boolean) {
  await page.goto("/");
  await hydrated(page);
  if (mobile) await page.getByTestId("bottom-nav").getByRole("link", { name: id.nav.search }).click();
  const box = page.locator(mobile ? "#page-search" : "#top-search");
  await box.fill(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?search=${word}$`));
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`an organiser signs up, builds and publishes an event; a buyer finds it and pays; its sold quota holds (${viewport.width} px)`, async ({
    page,
    secondPage: buyerPage,
  }) => {
    test.setTimeout(300_000);
    const mobile = viewport === MOBILE;
    await page.setViewportSize(viewport);
    await buyerPage.setViewportSize(viewport);
    const word = uniqueWord();
    const title = `Konser ${word} ${viewport.width}`;
    const voucher = `HEMAT${word.slice(0, 4).toUpperCase()}`;
    let orgId = "";
    let eventId = "";

    await test.step("sign up and create the organisation", async () => {
      await signUp(page, "Rina Penyelenggara");
      await expect(page.getByRole("heading", { level: 1, name: o.onboarding.title })).toBeVisible();
      await hydrated(page);
      await expectNoSeriousAxe(page);
      await shot(page, "onboarding", viewport.width);
      await page.getByLabel(o.onboarding.name).fill(`Rina Production ${word}`);
      await page.getByLabel(o.onboarding.city).fill("Bandung");
      await page.getByRole("button", { name: o.onboarding.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: o.events.title })).toBeVisible();
      await expect(page.getByTestId("org-switcher")).toHaveValue(/[0-9]+/);
      orgId = new URL(page.url()).pathname.split("/")[2] ?? "";
      await expectNoSeriousAxe(page);
      await shot(page, "events-empty", viewport.width);
    });

    await test.step("create the event: details and a poster", async () => {
      await page.getByLabel(o.events.newTitleLabel).fill(title);
      await page.getByRole("button", { name: o.events.newSubmit }).click();
      // The editor's route module loads on first use: on a shared 2-core machine that can take a while.
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
      await hydrated(page);
      await expect(page.getByTestId("event-stage")).toHaveText(o.stages.draft);
      eventId = new URL(page.url()).pathname.split("/")[4] ?? "";

      // Publishing an incomplete draft lists what is missing, in Indonesian.
      await page.getByTestId("publish").click();
      await expect(page.getByTestId("lifecycle-problem")).toContainText(o.errors.missingPoster);
      await expect(page.getByTestId("lifecycle-problem")).toContainText(o.errors.missingCategory);

      const editor = page.getByTestId("event-editor");
      // The description is written in the rich-text editor, formatted with its toolbar.
      await expect(editor.getByTestId("rich-text-editor")).toBeVisible({ timeout: 20_000 });
      await editor.getByLabel(o.eventForm.descriptionLabel, { exact: true }).click();
      await editor.getByRole("button", { name: o.richText.bold }).click();
      await page.keyboard.type("Konser");
      await editor.getByRole("button", { name: o.richText.bold }).click();
      await page.keyboard.type(" di tepi danau.");
      await editor.getByLabel(o.eventForm.venueLabel, { exact: true }).fill("Taman Lansia");
      await editor.getByLabel(o.eventForm.cityLabel, { exact: true }).fill("Bandung");
      const poster = await sharp({
        create: { width: 1600, height: 900, channels: 3, background: { r: 91, g: 33, b: 182 } },
      })
        .jpeg()
        .toBuffer();
      await page.getByTestId("poster-upload").locator('input[type="file"]').setInputFiles({
        name: "poster.jpg",
        mimeType: "image/jpeg",
        buffer: poster,
      });
      await expect(page.getByTestId("poster-upload").locator("img")).toBeVisible();
      await expectSaved(page, o.messages.saved, () => page.getByTestId("save-event").click());
      await expectNoSeriousAxe(page);
      await shot(page, "event-details", viewport.width);
    });

    await test.step("general-admission, seated and bundle categories; the seat map", async () => {
      await openEventTab(page, o.shell.navEventTickets, "tickets");
      await addCategory(page, GA);
      await addCategory(page, { kind: "seated", name: "Tribun", price: 250_000 });
      await addCategory(page, {
        kind: "bundle",
        name: "Paket Kaos",
        price: 300_000,
        quota: 50,
        item: { name: "Kaos", sizes: "S, M, L" },
      });
      await openEventTab(page, o.shell.navEventSeats, "seats");
      await buildSeatSection(page, { name: "Tribun A", category: "Tribun", rows: 2, perRow: 5 });
      // The seated category's quota is now the map's ten seats.
      await openEventTab(page, o.shell.navEventTickets, "tickets");
      await expect(categoryCard(page, "Tribun").getByTestId("category-stock")).toHaveText(
        t("orgCatalog.ui.tickets.stock", { sold: 0, held: 0, quota: 10 }),
      );
      await expectNoSeriousAxe(page);
      await shot(page, "event-tickets-frame", viewport.width);
    });

    await test.step("a visitor-form question and a voucher; publish", async () => {
      await openEventTab(page, o.shell.navEventForm, "form");
      await addDropdownQuestion(page, QUESTION);
      await openEventTab(page, o.shell.navEventVouchers, "vouchers");
      await addPercentVoucher(page, voucher, 10);
      await openEventTab(page, o.shell.navEventDetails, `events/${eventId}`);
      await page.getByTestId("publish").click();
      await expect(page.getByTestId("event-stage")).toHaveText(o.stages.published);

      // Buyers see it now, with the uploaded poster and only the sanitised description.
      await page.goto((await page.getByTestId("view-public").getAttribute("href")) ?? "/");
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId("description-html").locator("strong")).toHaveText("Konser");
      await expect(page.getByTestId("description-html")).toHaveText("Konser di tepi danau.");
      await expect(page.locator("header img").first()).toHaveAttribute(
        "srcset",
        /\/media\/u\/[a-f0-9]{64}-480\.webp 480w/,
      );
    });

    const buyer = await signInAs(buyerPage.request, "Sari Pembeli");
    await test.step("a buyer finds it by search and picks a general-admission ticket", async () => {
      await search(buyerPage, word, mobile);
      const results = buyerPage.getByTestId("search-results");
      await expect(results.getByRole("heading", { level: 2 })).toHaveText(
        t.plural("discovery.search.found", 1, { length: 1, query: word }),
      );
      await expect(results.getByTestId("event-card")).toHaveCount(1);
      await results.getByRole("link", { name: title }).click();
      await expect(buyerPage.getByRole("heading", { level: 1, name: title })).toBeVisible({
        timeout: 20_000,
      });
      await hydrated(buyerPage);
      await buyerPage
        .getByTestId(mobile ? "mobile-buy-bar" : "buy-card")
        .getByRole("link", { name: id.events.detail.buyTickets })
        .click();
      const row = buyerPage.getByTestId("ticket-category").filter({ hasText: GA.name });
      await row.getByRole("button", { name: t("ticketPicker.increase", { name: GA.name }) }).click();
      await buyerPage
        .getByRole("button", { name: t("ticketPicker.summary.continue") })
        .filter({ visible: true })
        .click();
      await expect(buyerPage.getByTestId("checkout-summary")).toContainText(GA.name, { timeout: 20_000 });
    });

    await test.step("the visitor form, the voucher, and paying with a virtual account", async () => {
      const buyerStep = buyerPage.getByTestId("buyer-step");
      await buyerStep.getByLabel(id.checkoutWeb.buyer.phone).fill("81234567890");
      await buyerStep.getByRole("button", { name: id.checkoutWeb.buyer.next }).click();
      const visitor = buyerPage.getByTestId("visitor-form");
      await visitor.getByLabel(id.checkoutWeb.visitors.sameAsBuyer).check();
      await visitor.getByLabel(QUESTION.label).selectOption("Teman");
      await buyerPage.getByRole("button", { name: id.checkoutWeb.visitors.next }).click();

      await buyerPage.getByLabel(id.checkoutWeb.voucher.label).fill(voucher);
      await buyerPage.getByRole("button", { name: id.checkoutWeb.voucher.apply, exact: true }).click();
      await expect(buyerPage.getByTestId("voucher-applied")).toHaveText(
        t("checkoutWeb.voucher.applied", { code: voucher }),
      );
      await buyerPage.locator('[data-method="va_bca"] input').check();
      await expect(buyerPage.getByTestId("fee-voucher")).toHaveText(`−${formatRupiah(10_000, "id")}`);
      await expect(buyerPage.getByTestId("fee-total")).toHaveText(formatRupiah(DISCOUNTED_TOTAL, "id"));
      await buyerPage.getByRole("button", { name: id.checkoutWeb.payment.payNow }).click();
      await expect(buyerPage).toHaveURL(/\/complete-payment\/trx_[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
      const externalId = new URL(buyerPage.url()).pathname.split("/").pop() ?? "";
      await payOnSimulator(buyerPage.context(), externalId, en.paymentsWeb.simulator.payVa);
      await expect(buyerPage.getByTestId("payment-result")).toHaveAttribute(
        "data-status",
        "Payment Success",
        {
          timeout: 20_000,
        },
      );
    });

    await test.step("the buyer sees the e-ticket", async () => {
      await buyerPage.getByRole("link", { name: id.paymentsWeb.page.viewTickets }).click();
      const card = buyerPage.getByTestId("ticket-card").filter({ hasText: title });
      await expect(card).toHaveCount(1, { timeout: 20_000 });
      await card.getByRole("link", { name: title }).click();
      await expect(buyerPage.getByRole("heading", { level: 1, name: title })).toBeVisible({
        timeout: 20_000,
      });
      await expect(buyerPage.getByRole("img", { name: id.eTicketsWeb.detail.qrAlt })).toBeVisible();
      await expect(buyerPage.getByTestId("visitor-list")).toContainText(buyer.name);
    });

    await test.step("the organiser cannot lower the sold quota", async () => {
      await page.goto(`/organizer/${orgId}/events/${eventId}`);
      await hydrated(page);
      await openEventTab(page, o.shell.navEventTickets, "tickets");
      const card = categoryCard(page, GA.name);
      const stock = t("orgCatalog.ui.tickets.stock", { sold: 1, held: 0, quota: GA.quota });
      await expect(card.getByTestId("category-stock")).toHaveText(stock);
      await card.getByRole("button", { name: `${id.orgCatalog.ui.edit} ${GA.name}` }).click();
      await card.getByLabel(id.orgCatalog.ui.tickets.quota, { exact: true }).fill("0");
      await card.getByRole("button", { name: id.orgCatalog.ui.save, exact: true }).click();
      await expect(card.getByTestId("category-problem")).toHaveText(
        t("orgCatalog.errors.quotaBelowLive", { live: 1 }),
      );
      await page.reload();
      await hydrated(page);
      await expect(categoryCard(page, GA.name).getByTestId("category-stock")).toHaveText(stock);
    });

    await test.step("the other workspace screens", async () => {
      await page.goto(`/organizer/${orgId}/team`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: o.team.title })).toBeVisible();
      await page.getByLabel(o.team.inviteEmail).fill(`tim-${word}@example.com`);
      await page.getByRole("button", { name: o.team.inviteSubmit }).click();
      await expect(page.getByTestId("team-invitations")).toBeVisible();
      await expectNoSeriousAxe(page);
      await shot(page, "team", viewport.width);

      await page.goto(`/organizer/${orgId}/settings`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: o.settings.title })).toBeVisible();
      await page.getByLabel(o.settings.bankLabel).fill("BCA");
      await page.getByTestId("payout-account").fill("0123456789");
      await page.getByLabel(o.settings.holderLabel).fill("Rina Production");
      await page.getByRole("button", { name: o.settings.savePayout }).click();
      await expect(page.getByText("•••• 6789")).toBeVisible();
      await expectNoSeriousAxe(page);
      await shot(page, "settings", viewport.width);

      await page.goto(`/organizer/${orgId}/events`);
      await hydrated(page);
      await expect(page.getByTestId("org-events")).toContainText(title);
      await shot(page, "events", viewport.width);
    });
  });
}
