import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { formatRupiah } from "../../shared/format/money.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { completeDraft, orgApi } from "./support/organizer-setup.ts";
import { expectSaved } from "./support/organizer-ui.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * The event's tax in the organiser's editor and what buyers then see, at 1280 and 390 px: the organiser
 * types a rate the schema refuses (the field says why, in Indonesian), then PPN 11 % with all-in
 * prices; the published event's card and ticket page name the tax inside the price, and checkout's
 * summary shows "Termasuk PPN" with a total of the prices plus the Internet Fee. Then "duplicate as
 * draft" lands on the copy's editor, "(salinan)", a draft.
 */
const o = id.organizer;
const PRICE = 111_000;
const INTERNET_FEE = 5_000;
const rupiah = (amount: number) => formatRupiah(amount, "id");
const word = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");

/** A new organisation with a complete draft (poster, venue, one Rp 111.000 category). */
async function draftEvent(request: APIRequestContext, title: string) {
  const org = await orgApi<{ id: number }>(request, "POST", "/organizer/organizations", {
    name: `PT ${title}`,
  });
  return completeDraft(request, org.id, title, { name: "Reguler", price: PRICE, quota: 100 });
}

async function shot(page: Page, name: string, width: number) {
  await keepScreenshot(page, `tax-duplicate/${name}-${width}`);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test(`tax 11 % all-in: editor, card, ticket page and checkout agree; duplicate lands on the copy (${viewport.width} px)`, async ({
    page,
    signIn,
  }) => {
    test.setTimeout(180_000);
    const mobile = viewport === MOBILE;
    await page.setViewportSize(viewport);
    await signIn("Rina Pajak");
    const title = `Konser Pajak ${word()}`;
    const event = await draftEvent(page.request, title);

    await test.step("the editor refuses 11,555 % and saves PPN 11 % with all-in prices", async () => {
      await page.goto(`/organizer/${event.orgId}/events/${event.eventId}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
      await hydrated(page);
      const rate = page.getByTestId("tax-rate");
      await rate.fill("11,555");
      await page.getByTestId("save-event").click();
      await expect(page.getByText(id.validation.tax_rate_range)).toBeVisible();
      await expect(rate).toHaveAttribute("aria-invalid", "true");
      await rate.fill("11");
      await page.getByTestId("price-display-all_in").check();
      await expect(page.getByTestId("price-example")).toContainText(rupiah(100_000));
      await expectSaved(page, o.messages.saved, () => page.getByTestId("save-event").click());
      await rate.scrollIntoViewIfNeeded();
      await shot(page, "editor-tax", viewport.width);
      await page.getByTestId("publish").click();
      await expect(page.getByTestId("event-stage")).toHaveText(o.stages.published);
    });

    await test.step("the ticket page names the tax inside the price; the total is the prices", async () => {
      await page.goto(`/event/${event.slug}/tickets`);
      await hydrated(page);
      const category = page.getByTestId("ticket-category").first();
      await expect(category.getByTestId("ticket-price")).toHaveText(rupiah(PRICE));
      await expect(category.getByTestId("ticket-tax")).toHaveText("termasuk pajak 11%");
      const more = category.getByRole("button", { name: "Tambah satu tiket Reguler" });
      await more.click();
      await more.click();
      const summary = page.getByTestId("order-summary");
      await expect(summary.getByTestId("summary-tax")).toContainText(rupiah(22_000));
      await expect(summary.getByTestId("summary-total")).toHaveText(rupiah(2 * PRICE));
      await shot(page, "ticket-page", viewport.width);
      if (mobile) await page.getByTestId("mobile-continue-bar").getByRole("button").click();
      else await summary.getByRole("button", { name: id.ticketPicker.summary.continue }).click();
    });

    await test.step("checkout shows 'Termasuk PPN' and the same total, plus the Internet Fee", async () => {
      await expect(page).toHaveURL(new RegExp(`/event/${event.slug}/checkout`), { timeout: 20_000 });
      const summary = page.getByTestId("checkout-summary").first();
      await expect(summary.getByTestId("fee-total")).toHaveText(rupiah(2 * PRICE + INTERNET_FEE), {
        timeout: 20_000,
      });
      await expect(summary.getByTestId("fee-tax-included")).toHaveText(rupiah(22_000));
      await expect(summary).toContainText(id.checkoutWeb.summary.taxIncluded);
      await expect(summary.getByTestId("fee-subtotal")).toHaveText(rupiah(2 * PRICE));
      await summary.scrollIntoViewIfNeeded();
      await shot(page, "checkout-summary", viewport.width);
    });

    await test.step("the card on the search page says the price holds the tax", async () => {
      await page.goto(`/search?search=${encodeURIComponent(title.split(" ").at(-1) ?? "")}`);
      const card = page.getByTestId("event-card").filter({ hasText: title });
      await expect(card.getByTestId("event-card-tax")).toHaveText("termasuk pajak 11%");
      await card.scrollIntoViewIfNeeded();
      await shot(page, "card", viewport.width);
    });

    await test.step("duplicate as draft lands on the copy's editor", async () => {
      await page.goto(`/organizer/${event.orgId}/events/${event.eventId}`);
      await hydrated(page);
      await page.getByTestId("duplicate-event-button").click();
      await expect(page.getByRole("heading", { level: 1, name: `${title} (salinan)` })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page).not.toHaveURL(new RegExp(`/events/${event.eventId}$`));
      await expect(page.getByTestId("event-stage")).toHaveText(o.stages.draft);
      await expect(page.getByTestId("tax-rate")).toHaveValue("11");
      await expect(page.getByTestId("price-display-all_in")).toBeChecked();
      await shot(page, "duplicated", viewport.width);
    });
  });
}
