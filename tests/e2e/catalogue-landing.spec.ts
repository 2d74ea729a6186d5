import { wibDaySpan } from "../../shared/format/datetime.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { landingEvents } from "./support/catalogue.ts";

/** Spec sections 2 and 9: the landing page, its event list in pages of 24, banners and sections. */

const CATALOGS = { id, en } as const;
const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };

for (const locale of ["id", "en"] as const) {
  const c = CATALOGS[locale];
  const t = createTranslator(locale);
  for (const [label, viewport] of [
    ["390 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    test.describe(`landing (${locale}, ${label})`, () => {
      test.use({ viewport, locale: BROWSER_LOCALE[locale] });

      test("the event list loads 24 at a time until the last page", async ({ page }) => {
        const { total } = await landingEvents(page.request);
        expect(total).toBeGreaterThan(24);
        await page.goto(routeHref("LandingPage", locale));
        await hydrated(page);
        const events = page.getByTestId("landing-events");
        const cards = events.getByTestId("event-card");
        await expect(cards).toHaveCount(24);
        const more = events.getByRole("button", { name: c.catalogue.common.loadMore });
        let shown = 24;
        while (shown < total) {
          await more.click();
          const before = shown;
          shown = Math.min(total, shown + 24);
          await expect(cards).toHaveCount(shown);
          // Focus moves to the first new card, where reading continues.
          await expect(cards.nth(before).getByRole("link")).toBeFocused();
          await expect(events.getByTestId("load-more-count")).toHaveText(
            t("catalogue.common.showing", { shown, total }),
          );
        }
        await expect(more).toHaveCount(0);
        // Every card links to its event page in this language.
        const first = cards.first().getByRole("link");
        await expect(first).toHaveAttribute(
          "href",
          new RegExp(`^${locale === "en" ? "/en" : ""}/event/[a-z0-9-]+$`),
        );
      });

      test("a card says when the event sells numbered seats only", async ({ page }) => {
        const firstPage = (await landingEvents(page.request)).rows.slice(0, 24);
        const seated = firstPage.find((event) => event.seats_only);
        const open = firstPage.find((event) => !event.seats_only);
        if (!seated || !open) throw new Error("the demo's first page needs a seats-only event and another");
        await page.goto(routeHref("LandingPage", locale));
        const cardOf = (slug: string) =>
          page.getByTestId("event-card").filter({ has: page.locator(`a[href$="/event/${slug}"]`) });
        await expect(cardOf(seated.slug).getByTestId("event-card-seats-only")).toHaveText(
          t("catalogue.card.seatsOnly"),
        );
        await expect(cardOf(open.slug)).toHaveCount(1);
        await expect(cardOf(open.slug).getByTestId("event-card-seats-only")).toHaveCount(0);
      });

      test("cards show poster with a reserved size, date, venue and start-from price", async ({ page }) => {
        const { rows } = await landingEvents(page.request);
        const event = rows[0];
        if (!event) throw new Error("no events");
        await page.goto(routeHref("LandingPage", locale));
        const card = page.getByTestId("event-card").first();
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(event.title);
        const poster = card.locator("img");
        await expect(poster).toHaveAttribute("width", "1200");
        await expect(poster).toHaveAttribute("height", "675");
        await expect(card).toContainText(event.venue_name);
        // Each card's days in WIB: one date, or a festival's first and last day.
        const days = rows.slice(0, 24).map((row) => {
          const span = wibDaySpan(row.starts_at, row.ends_at, locale);
          return "day" in span ? span.day : t("catalogue.date.range", span);
        });
        expect(days.filter((text) => text.includes(" – ")).length).toBeGreaterThan(0);
        await expect(page.getByTestId("event-card").locator("time")).toHaveText(days);
        if (event.start_from_price !== null)
          await expect(card.getByTestId("event-card-price")).toContainText(c.events.detail.startFrom);
        // Below the fold, posters wait until they are scrolled to.
        await expect(page.getByTestId("event-card").nth(12).locator("img")).toHaveAttribute(
          "loading",
          "lazy",
        );
      });

      test("banners scroll with buttons and never move on their own", async ({ page }) => {
        // The page's timers on a fake clock: a minute passes in no time, whatever the machine's pace.
        await page.clock.install();
        await page.goto(routeHref("LandingPage", locale));
        await hydrated(page);
        const sliders = page.getByTestId("sliders");
        await expect(sliders).toHaveAttribute("aria-roledescription", "carousel");
        const track = sliders.locator("ul").first();
        const start = await track.evaluate((element) => element.scrollLeft);
        await page.clock.runFor(60_000);
        expect(await track.evaluate((element) => element.scrollLeft)).toBe(start);
        const next = sliders.getByRole("button", { name: c.landingContent.nextSlide });
        await next.click();
        await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start);
        await expect(sliders.getByRole("button", { name: c.landingContent.previousSlide })).toBeEnabled();
      });

      test("the organiser sections, statistics, payment methods and calls to action", async ({ page }) => {
        await page.goto(routeHref("LandingPage", locale));
        for (const heading of [
          c.landingContent.sell.heading,
          c.landingContent.about.heading,
          c.landingContent.clients.heading,
          c.landingContent.stats.heading,
          c.landingContent.why.heading,
          c.landingContent.payments.heading,
          c.landingContent.services.heading,
          c.landingContent.cases.heading,
          c.landingContent.cta.heading,
        ]) {
          await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        }
        const stats = page.getByTestId("statistics");
        await expect(stats).toContainText(locale === "id" ? "1.200+" : "1,200+");
        await expect(stats).toContainText(locale === "id" ? "140.000+" : "140,000+");
        await expect(stats).toContainText("800+");
        const payments = page.getByTestId("payment-methods");
        for (const name of [
          "ShopeePay",
          "GoPay",
          "OVO",
          "BCA",
          "Sahabat Sampoerna",
          "CIMB",
          "Alfamart",
          "Indomaret",
        ])
          await expect(payments.getByText(name, { exact: true })).toBeVisible();
        await expect(payments.locator("img")).toHaveCount(0);
        const cta = page.locator("section", {
          has: page.getByRole("heading", { name: c.landingContent.cta.heading }),
        });
        // "Create an event" opens the organiser workspace, not a chat.
        await expect(cta.getByRole("link", { name: c.landingContent.cta.create })).toHaveAttribute(
          "href",
          /\/organizer$/,
        );
        await expect(cta.getByRole("link", { name: c.landingContent.cta.consult })).toHaveAttribute(
          "target",
          "_blank",
        );
        await expect(
          page.getByRole("link", { name: c.landingContent.services.wristband.link }),
        ).toHaveAttribute("href", routeHref("Wristband", locale));
        await expect(
          page.getByRole("link", { name: c.landingContent.services.website.link }),
        ).toHaveAttribute("href", routeHref("CustomWebsite", locale));
      });
    });
  }
}
