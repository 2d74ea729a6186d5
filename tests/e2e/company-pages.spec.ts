import type { Page } from "@playwright/test";
import { loadConfig } from "../../server/config/env.ts";
import { enContent } from "../../shared/i18n/content/en.ts";
import { idContent } from "../../shared/i18n/content/id.ts";
import type { ContentAction, InfoPage, LegalDocument, PageContent } from "../../shared/i18n/content/types.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { type RouteName, routeHref } from "../../shared/routing/route-table.ts";
import { SNACKBAR_DURATION_MS } from "../../web/ui/snackbar.tsx";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";

/** The server's links (server/config/env.ts: a wa.me chat with PUBLIC_WHATSAPP_NUMBER) unless overridden. */
const linkSettings = loadConfig({
  PUBLIC_WHATSAPP_NUMBER: process.env.PUBLIC_WHATSAPP_NUMBER,
  PUBLIC_REGISTER_EVENT_URL: process.env.PUBLIC_REGISTER_EVENT_URL,
  PUBLIC_CUSTOMER_SERVICE_URL: process.env.PUBLIC_CUSTOMER_SERVICE_URL,
  PUBLIC_PARTNERSHIP_URL: process.env.PUBLIC_PARTNERSHIP_URL,
});
const LINKS = {
  registerEvent: linkSettings.PUBLIC_REGISTER_EVENT_URL,
  customerService: linkSettings.PUBLIC_CUSTOMER_SERVICE_URL,
  partnership: linkSettings.PUBLIC_PARTNERSHIP_URL,
};

const CONTENT: Record<Locale, PageContent> = { id: idContent, en: enContent };
const LOCALES: Locale[] = ["id", "en"];
/** The browser's language matches the URL, so the first-visit language redirect never fires. */
const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };

const PAGES = [
  { route: "AboutUs", key: "about" },
  { route: "Wristband", key: "wristband" },
  { route: "CustomWebsite", key: "webDevelopment" },
  { route: "ContactUs", key: "contact" },
  { route: "HowToBuy", key: "howToBuy" },
  { route: "TermsAndConditions", key: "terms" },
  { route: "PrivacyPolicy", key: "privacy" },
] as const satisfies readonly { route: RouteName; key: keyof PageContent }[];

function h1Of(content: InfoPage | LegalDocument): string {
  return "heading" in content ? content.heading : content.title;
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

function firstAction(content: InfoPage): ContentAction {
  const action = content.actions?.[0];
  if (!action) throw new Error(`${content.title} has no hero action`);
  return action;
}

for (const locale of LOCALES) {
  const content = CONTENT[locale];
  const t = createTranslator(locale);

  test.describe(`company pages (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    for (const { route, key } of PAGES) {
      // One load serves both widths: the server sends the same HTML to both, and CSS alone lays it out.
      test(`${route} shows its heading, title, preview tags and sections, and fits 390 and 1280 px`, async ({
        page,
      }) => {
        const pageContent = content[key];
        const title = `${pageContent.title} | Tiketin`;
        await page.setViewportSize(MOBILE);
        const response = await page.goto(routeHref(route, locale));
        expect(response?.status()).toBe(200);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(h1Of(pageContent));
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          pageContent.description,
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
        await expect(page.locator("main section[id] > h2")).toHaveText(
          pageContent.sections.map((section) => section.heading),
        );
        if (key === "terms") await expect(page.locator("main section[id]")).toHaveCount(8);
        if (key === "privacy") await expect(page.locator("main section[id]")).toHaveCount(13);
        // Readable on a phone and on a desktop: nothing wider than the viewport.
        for (const viewport of [MOBILE, DESKTOP]) {
          await page.setViewportSize(viewport);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `overflow at ${viewport.width} px`).toBeLessThanOrEqual(0);
        }
      });
    }

    for (const [label, viewport] of [
      ["390 px", MOBILE],
      ["1280 px", DESKTOP],
    ] as const) {
      test.describe(label, () => {
        test.use({ viewport });

        for (const key of ["terms", "privacy"] as const) {
          test(`${key}: every table-of-contents link moves to its section`, async ({ page }) => {
            const legal = content[key];
            await open(page, routeHref(key === "terms" ? "TermsAndConditions" : "PrivacyPolicy", locale));
            const toc = page.getByRole("navigation", { name: legal.tocLabel });
            await expect(toc.getByRole("link")).toHaveCount(legal.sections.length);
            for (const section of legal.sections) {
              const heading = page.locator(`#${section.id} > h2`);
              // Retried as a whole: the shell's scroll-to-top runs once, shortly after hydration.
              await expect(async () => {
                await toc.getByRole("link", { name: section.heading, exact: true }).click();
                await expect(page).toHaveURL(new RegExp(`#${section.id}$`), { timeout: 1_000 });
                await expect(heading).toBeInViewport({ timeout: 1_000 });
              }).toPass();
              await expect(heading).toHaveText(section.heading);
            }
          });
        }

        test("footer links reach every company page", async ({ page }) => {
          await open(page, routeHref("LandingPage", locale));
          const footer = page.getByTestId("footer");
          const links: [string, RouteName, string][] = [
            [t("footer.about"), "AboutUs", content.about.heading],
            [t("footer.terms"), "TermsAndConditions", content.terms.title],
            [t("footer.privacy"), "PrivacyPolicy", content.privacy.title],
            [t("footer.wristbandProduction"), "Wristband", content.wristband.heading],
            [t("footer.webDevelopment"), "CustomWebsite", content.webDevelopment.heading],
            [t("footer.contactUs"), "ContactUs", content.contact.heading],
            [t("footer.howToBuy"), "HowToBuy", content.howToBuy.heading],
          ];
          for (const [name, route, heading] of links) {
            // Retried as a whole: on the landing at 390 px the sections below the fold render
            // (content-visibility) as the footer scrolls into view, and can move it between Playwright's
            // scroll and its click. A reader's scroll is anchored by the browser; a click within the same
            // frame is not.
            await expect(async () => {
              await footer.getByRole("link", { name, exact: true }).click();
              await expect(page).toHaveURL(routeHref(route, locale), { timeout: 2_000 });
            }).toPass({ timeout: 30_000 });
            await expect(page.locator("h1")).toHaveText(heading);
            await expect(page).toHaveTitle(/\| Tiketin$/);
          }
        });
      });
    }

    test("desktop top-bar links reach About us and Wristband production", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await open(page, routeHref("LandingPage", locale));
      const topBar = page.getByTestId("top-bar");
      // Below 1536 px the company links fold into "Lainnya"/"More".
      await topBar.getByRole("button", { name: t("nav.more") }).click();
      await topBar.getByRole("link", { name: t("nav.aboutUs"), exact: true }).click();
      await expect(page).toHaveURL(routeHref("AboutUs", locale));
      await expect(page.locator("h1")).toHaveText(content.about.heading);
      await topBar.getByRole("button", { name: t("nav.more") }).click();
      await topBar.getByRole("link", { name: t("nav.wristband"), exact: true }).click();
      await expect(page).toHaveURL(routeHref("Wristband", locale));
      await expect(page.locator("h1")).toHaveText(content.wristband.heading);
    });

    for (const [route, key] of [
      ["Wristband", "wristband"],
      ["CustomWebsite", "webDevelopment"],
    ] as const) {
      test(`${route} order buttons open the configured chat link in a new tab`, async ({ page }) => {
        await page.goto(routeHref(route, locale));
        const orders = page.getByRole("link", { name: firstAction(content[key]).label });
        await expect(orders.first()).toBeVisible();
        for (const order of await orders.all()) {
          await expect(order).toHaveAttribute("href", LINKS.registerEvent);
          await expect(order).toHaveAttribute("target", "_blank");
          await expect(order).toHaveAttribute("rel", /noopener/);
        }
      });
    }

    test("the wristband demo link jumps to the demo section", async ({ page }) => {
      const demo = content.wristband.actions?.find((action) => action.target.kind === "section");
      expect(demo?.target).toEqual({ kind: "section", id: "demo" });
      await open(page, routeHref("Wristband", locale));
      const heading = page.locator("#demo > h2");
      await expect(async () => {
        await page.getByRole("link", { name: demo?.label, exact: true }).click();
        await expect(page).toHaveURL(/#demo$/, { timeout: 1_000 });
        await expect(heading).toBeInViewport({ timeout: 1_000 });
      }).toPass();
    });

    test("the about page CTA links to the organiser workspace and to customer service", async ({ page }) => {
      await page.goto(routeHref("AboutUs", locale));
      const [createEvent, customerService] = content.about.cta?.actions ?? [];
      await expect(page.getByRole("link", { name: createEvent?.label }).last()).toHaveAttribute(
        "href",
        /\/organizer$/,
      );
      await expect(page.getByRole("link", { name: customerService?.label })).toHaveAttribute(
        "href",
        LINKS.customerService,
      );
    });

    test("contact channels come from configuration and their copy buttons confirm with a snackbar", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The page's timers run on a fake clock, so how long the snackbar stays is checked against the
      // spec's 1.5 s and not against how busy the machine happens to be.
      await page.clock.install();
      await open(page, routeHref("ContactUs", locale));
      await page.clock.pauseAt(Date.now() + 60_000);
      const snackbar = page.getByTestId("snackbar-success");
      for (const [sectionId, url] of [
        ["customer-service", LINKS.customerService],
        ["partnership", LINKS.partnership],
      ] as const) {
        const section = content.contact.sections.find((candidate) => candidate.id === sectionId);
        const action = section?.actions?.[0];
        if (!section || !action?.copyLabel) throw new Error(`contact section ${sectionId} has no channel`);
        const card = page.locator(`#${sectionId}`);
        const link = card.getByRole("link", { name: action.label });
        await expect(link).toHaveAttribute("href", url);
        await expect(link).toHaveAttribute("target", "_blank");

        await card
          .getByRole("button", { name: `${action.copyLabel} (${section.heading})`, exact: true })
          .click();
        await expect(snackbar).toHaveText(t("snackbar.copied"));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
        await page.clock.runFor(SNACKBAR_DURATION_MS - 200);
        await expect(snackbar, "still shown just before its 1.5 s are up").toHaveText(t("snackbar.copied"));
        await page.clock.runFor(400);
        await expect(snackbar).toBeEmpty();
      }
    });
  });
}
