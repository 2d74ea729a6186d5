import { readFile } from "node:fs/promises";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";
import { organiserOwning } from "./support/organizer-setup.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * What an organiser sees of their buyers, in the browser: a buyer pays for a ticket; an owner of the organisation that
 * sold it finds them on the event's Buyers screen, searches, exports what is shown, and reads the
 * export in the access log. At the widths organisers use: a desktop, and a phone at the door.
 */

for (const width of [1280, 390]) {
  test(`an organiser sees a new buyer, searches, exports and reads the access log (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const name = width === 1280 ? "Rina Kusumawati" : "Rini Kusumadewi";
    const buyer = await signIn(name);
    const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, width);

    // The organiser of the event that sold, in their own browser.
    const { organiser, orgId, eventId } = await organiserOwning(browser, {
      baseURL,
      width,
      eventSlug: paid.eventSlug,
      who: { name: "Dewi Lestari", email: `organiser-${Date.now()}-${width}@example.com` },
    });
    const orgPage = await organiser.newPage();

    const buyersPath = `/organizer/${orgId}/events/${eventId}/buyers`;
    await orgPage.goto(`${buyersPath}?q=${encodeURIComponent(name)}`);
    await hydrated(orgPage);
    const table = orgPage.getByTestId("attendees");
    await expect(table.getByText(name, { exact: true })).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(1);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "buyers");
    await keepScreenshot(orgPage, `issue-18/buyers-${width}`);

    // The search box is a GET form: what was typed becomes the URL, and the back button keeps it.
    await orgPage.getByRole("searchbox").fill("nobody-matches-this");
    await orgPage.getByRole("button", { name: "Terapkan" }).click();
    await expect(orgPage).toHaveURL(/q=nobody-matches-this/);
    await expect(orgPage.getByText("Tidak ada yang cocok.")).toBeVisible();
    await orgPage.goBack();
    await expect(table.getByText(name, { exact: true })).toBeVisible();

    const download = orgPage.waitForEvent("download");
    await orgPage.getByRole("link", { name: "Pengunjung (CSV)" }).click();
    const file = await readFile((await (await download).path())!, "utf8");
    expect(file).toContain(name);
    expect(file.split("\r\n").filter((line) => line.trim() !== "")).toHaveLength(2);

    await orgPage.goto(`/organizer/${orgId}/access-log`);
    await hydrated(orgPage);
    const log = orgPage.getByTestId("access-log");
    await expect(log.locator("tbody tr").first()).toContainText("Mengekspor");
    await expect(log.locator("tbody tr").first()).toContainText("1 baris");
    await expectNoSeriousAxe(orgPage, "access log");
    await keepScreenshot(orgPage, `issue-18/access-log-${width}`);
    await organiser.close();
  });
}
