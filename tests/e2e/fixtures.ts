import { randomUUID } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export interface SignedInBuyer {
  id: string;
  name: string;
  email: string;
}

/** Status pages answer 4xx on purpose; Chromium logs those as console errors we do not count. */
const EXPECTED_CONSOLE = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * `page` fails the test on any console error, uncaught page error or 5xx response (Epic Stack's rule),
 * checked after the test body. `signIn` creates a fresh buyer and puts their session cookie in the
 * browser context, without going through the login screens.
 */
export const test = base.extend<{ page: Page; signIn: (name?: string) => Promise<SignedInBuyer> }>({
  page: async ({ page }, use, testInfo) => {
    // A buyer answers the cookie banner once (demo events carry analytics ids, and the banner sits over
    // the page's bottom buttons on a phone): every spec but the consent spec starts having declined.
    if (!testInfo.file.includes("analytics-consent"))
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
    await use(page);
    expect(problems, "console errors, page errors or 5xx responses").toEqual([]);
  },
  signIn: async ({ page }, use) => {
    await use(async (name = "Budi Santoso") => {
      const response = await page.request.post("/api/v1/__test/session", {
        data: { name, email: `buyer-${randomUUID()}@example.com` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: SignedInBuyer }).data;
    });
  },
});

export const MOBILE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Waits until React has hydrated the page (root.tsx marks <html>), so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}
