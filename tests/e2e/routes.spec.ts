import type { Catalog } from "../../shared/i18n/catalog.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { enContent } from "../../shared/i18n/content/en.ts";
import { idContent } from "../../shared/i18n/content/id.ts";
import type { PageContent } from "../../shared/i18n/content/types.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { ROUTE_NAMES, ROUTE_TABLE, type RouteName, routeHref } from "../../shared/routing/route-table.ts";
import { routeTextKey } from "../../shared/routing/route-text.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Every named route of the route table, in both locales: status, language, and the title, description,
 * canonical and social tags, both in the server HTML (link previews run no JavaScript) and in the page.
 */

const CATALOGS: Record<Locale, Catalog> = { id, en };
// A slug of the deterministic demo seed; the event pages' title and heading are the event's own.
const PARAMS = {
  slug: "festival-budaya-nusantara-semarang",
  externalId: "TRX-E2E-0001",
  ticketId: "00000000-0000-4000-8000-000000000000",
  orgId: "1",
  eventId: "1",
  orderId: "00000000-0000-4000-8000-000000000000",
  // A public voucher of that event in the demo seed (the voucher detail screen).
  code: "DOMPETDIGITAL",
};
// Pages titled by their content (the event, the voucher) rather than the catalog.
const EVENT_PAGES: ReadonlySet<RouteName> = new Set(["EventDetail", "EventTicket", "VoucherDetail"]);

/**
 * Company pages take their title and description from their own content (`shared/i18n/content`), not
 * the catalog; their bodies are tested in company-pages.spec.ts, so only "one main heading" is checked.
 */
const CONTENT: Record<Locale, PageContent> = { id: idContent, en: enContent };
const COMPANY_PAGES: Partial<Record<RouteName, keyof PageContent>> = {
  AboutUs: "about",
  CustomWebsite: "webDevelopment",
  Wristband: "wristband",
  ContactUs: "contact",
  HowToBuy: "howToBuy",
  TermsAndConditions: "terms",
  PrivacyPolicy: "privacy",
};

/** What a signed-out visitor at 1280 px sees: a failed guard or a desktop profile renders NotFound. */
/** A signed-in-only route (access 1) fails its guard for this signed-out visitor as NotFound. */
function signedInOnly(name: RouteName): boolean {
  return ROUTE_TABLE[name].access === 1;
}

function rendersNotFound(name: RouteName): boolean {
  return name === "NotFound" || signedInOnly(name) || name === "ProfilePage";
}

function expectedStatus(name: RouteName): number {
  return name === "NotFound" || signedInOnly(name) ? 404 : 200;
}

/** The title and description the head carries: a failed guard takes NotFound's. */
function expectedMeta(name: RouteName, locale: Locale): { title: string; description: string } {
  const contentKey = COMPANY_PAGES[name];
  if (contentKey) return CONTENT[locale][contentKey];
  const shown = signedInOnly(name) ? "NotFound" : name;
  const t = createTranslator(locale);
  return { title: t(routeTextKey(shown, "title")), description: t(routeTextKey(shown, "description")) };
}

function expectedHeading(name: RouteName, locale: Locale): string {
  const t = CATALOGS[locale];
  if (rendersNotFound(name)) return t.routes.NotFound.heading;
  if ("loginPrompt" in ROUTE_TABLE[name]) return t.pages.notAuthorizedTitle;
  if (name === "LandingPage") return t.landing.heroTitle;
  if (name === "ForgetPassword") return t.auth.forgot.title;
  // Without the mail's token, the verification page says the link does not work.
  if (name === "VerifyEmail") return t.auth.verifyEmail.failedTitle;
  return createTranslator(locale)(routeTextKey(name, "heading"));
}

function fullTitle(title: string, t: Catalog): string {
  return title.includes(t.brand.name) ? title : `${title} | ${t.brand.name}`;
}

/** Attributes of every `<meta>` and `<link>` tag in the raw HTML head, entities decoded. */
function headTags(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(?:meta|link)\s([^>]*?)\/?>/g)].map(([, attrs = ""]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k = "", v = ""]) => [k, decode(v)]),
    ),
  );
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function tag(tags: Record<string, string>[], key: string, value: string): Record<string, string> | undefined {
  return tags.find((attrs) => attrs[key] === value);
}

// One test per route, both locales in it: a test's browser context costs about as much as a page load.
for (const name of ROUTE_NAMES) {
  test(`${name}: ${(["id", "en"] as const).map((locale) => routeHref(name, locale, PARAMS)).join(" and ")}`, async ({
    page,
    baseURL,
  }) => {
    for (const locale of ["id", "en"] as const) {
      const path = routeHref(name, locale, PARAMS);
      const t = CATALOGS[locale];
      const meta = expectedMeta(name, locale);
      const title = fullTitle(meta.title, t);
      const description = meta.description;

      await test.step(`${path}: server HTML has the status, lang, title and social tags`, async () => {
        const response = await page.request.get(path);
        expect(response.status()).toBe(expectedStatus(name));
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
        const htmlTitle = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
        const tags = headTags(html);
        const url = `${baseURL}${path}`;
        if (EVENT_PAGES.has(name)) {
          expect(htmlTitle).toContain(t.brand.name);
          expect(tag(tags, "name", "description")?.content).toBeTruthy();
          expect(tag(tags, "property", "og:title")?.content).toBeTruthy();
          expect(tag(tags, "rel", "canonical")?.href).toBeTruthy();
          return;
        }
        expect(htmlTitle).toBe(title);
        expect(tag(tags, "name", "description")?.content).toBe(description);
        expect(tag(tags, "rel", "canonical")?.href).toBe(url);
        expect(tag(tags, "property", "og:title")?.content).toBe(title);
        expect(tag(tags, "property", "og:description")?.content).toBe(description);
        expect(tag(tags, "property", "og:url")?.content).toBe(url);
        expect(tag(tags, "name", "twitter:card")?.content).toBeTruthy();
      });

      await test.step(`${path}: the page loads in the browser in ${locale}`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(expectedStatus(name));
        await expect(page).toHaveURL(`${baseURL}${path}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const heading = page.getByRole("heading", { level: 1 }).filter({ visible: true });
        if (EVENT_PAGES.has(name)) {
          await expect(heading).toHaveCount(1);
          return;
        }
        await expect(page).toHaveTitle(title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
        if (COMPANY_PAGES[name]) await expect(heading).toHaveCount(1);
        else await expect(heading).toHaveText(expectedHeading(name, locale));
      });
    }
  });
}

test.describe("unknown paths", () => {
  test("an unknown English path ends at /en/404 in English", async ({ page, baseURL }) => {
    const redirect = await page.request.get("/en/anything-unknown", { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe("/en/404");

    const response = await page.goto("/en/anything-unknown");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${baseURL}/en/404`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: en.routes.NotFound.heading })).toBeVisible();
  });

  test("an unknown deep path ends at /404 in Indonesian", async ({ page, baseURL }) => {
    const response = await page.goto("/nope/deep");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${baseURL}/404`);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("heading", { level: 1, name: id.routes.NotFound.heading })).toBeVisible();
  });

  test("the 404 page is not indexed", async ({ page }) => {
    const html = await (await page.request.get("/404")).text();
    expect(tag(headTags(html), "name", "robots")?.content).toBe("noindex");
  });

  test("an unknown API path answers a 404 JSON envelope, not the web's redirect", async ({ page }) => {
    const response = await page.request.get("/api/v1/nope", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ status: 0, errorCode: "route_not_found" });
  });
});
