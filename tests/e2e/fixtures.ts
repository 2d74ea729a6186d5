import { randomUUID } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from "@playwright/test";

export { expect };

export interface SignedInBuyer {
  id: string;
  name: string;
  email: string;
}

/** Status pages answer 4xx on purpose; Chromium logs those as console errors we do not count. */
const EXPECTED_CONSOLE = /Failed to load resource: the server responded with a status of 4\d\d/;

/** The specs about cookie consent and analytics give or refuse consent themselves. */
const ANALYTICS_SPEC = /[\\/]analytics-[^\\/]+\.spec\.ts$/;

/**
 * Puts a page under the rules every browser test keeps (Epic Stack's): any console error, uncaught page
 * error or 5xx response is a problem. A buyer answers the cookie banner once (demo events carry
 * analytics ids, and the banner sits over the page's bottom buttons on a phone): every spec but the
 * analytics ones (consent, funnel) starts having declined. Returns the check to run after the test body.
 */
async function watchPage(page: Page, testInfo: TestInfo): Promise<() => void> {
  if (!ANALYTICS_SPEC.test(testInfo.file))
    await page.addInitScript(() => window.localStorage.setItem("tiketin:cookie-consent", "denied"));
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_CONSOLE.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return () => expect(problems, "console errors, page errors or 5xx responses").toEqual([]);
}

/** A fresh account whose session cookie lands in `request`'s browser context (test-only route). */
export async function signInAs(request: APIRequestContext, name = "Budi Santoso"): Promise<SignedInBuyer> {
  const response = await request.post("/api/v1/__test/session", {
    data: { name, email: `buyer-${randomUUID()}@example.com` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SignedInBuyer }).data;
}

/**
 * `page` fails the test on any console error, uncaught page error or 5xx response, checked after the
 * test body. `signIn` creates a fresh buyer and puts their session cookie in the browser context,
 * without going through the login screens. `secondPage` is another person's browser (a context of its
 * own: cookies, storage), watched by the same rules.
 */
export const test = base.extend<{
  page: Page;
  signIn: (name?: string) => Promise<SignedInBuyer>;
  secondPage: Page;
}>({
  page: async ({ page }, use, testInfo) => {
    const check = await watchPage(page, testInfo);
    await use(page);
    check();
  },
  signIn: async ({ page }, use) => {
    await use((name) => signInAs(page.request, name));
  },
  secondPage: async ({ browser, baseURL, locale, viewport }, use, testInfo) => {
    const context = await browser.newContext({ baseURL, locale, viewport });
    const page = await context.newPage();
    const check = await watchPage(page, testInfo);
    await use(page);
    await context.close();
    check();
  },
});

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Waits until React has hydrated the page (root.tsx marks <html>), so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}
