import { wibYear } from "../../shared/format/datetime.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Defect 10: the footer's copyright year is this year in WIB by the server's clock, not a year written
 * in the code, and the hydrated page keeps the server's number (a mismatch would be a console error,
 * which fails the test).
 */
for (const [path, catalog] of [
  ["/", id],
  ["/en", en],
] as const) {
  test(`the footer shows this year (${path})`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const year = wibYear(new Date());
    await expect(page.getByTestId("footer")).toContainText(
      catalog.footer.copyright.replace("{year}", String(year)),
    );
  });
}
