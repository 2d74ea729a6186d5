import type { Page } from "@playwright/test";

/**
 * Screenshots for people (an issue's note, a review), taken only when asked for:
 * `SCREENSHOTS_DIR=docs/screenshots npx playwright test organizer` refreshes the docs' images. An
 * ordinary run takes none: a full-page capture costs a second on this machine, and a test run must not
 * rewrite tracked files.
 */
export async function keepScreenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}
