import type { APIRequestContext, Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { completeDraft, demoOrganisation, orgApi, signInDemoOrganiser } from "./support/organizer-setup.ts";

/**
 * The box office on the organiser's phone and desktop, as the demo organiser: a cash sale of one ticket
 * (change shown, the ticket's code on screen), then a complimentary ticket to a guest's e-mail. Both
 * go through the real server and stock; screenshots at 390 and 1280 px when SCREENSHOTS_DIR is set.
 */
const b = id.organizer.boxOffice.screen;
const c = id.checkoutWeb;

/**
 * The demo organiser signed in, and a fresh event published in its organisation (the default visitor
 * form, one Rp 75.000 category).
 */
async function demoEvent(request: APIRequestContext) {
  await signInDemoOrganiser(request);
  const draft = await completeDraft(
    request,
    await demoOrganisation(request),
    `Malam Pintu ${Date.now().toString(36)}`,
    {
      name: "Pintu",
      price: 75_000,
      quota: 50,
    },
  );
  await orgApi(request, "POST", `${draft.base}/events/${draft.eventId}/publish`);
  return draft;
}

async function fillVisitor(page: Page, name: string, email: string) {
  const visitor = page.getByRole("group", { name: b.visitor.replace("{n}", "1") });
  await visitor.getByLabel(c.buyer.name).fill(name);
  await visitor.getByLabel(c.buyer.email).fill(email);
  await visitor.getByLabel(c.buyer.phone).fill("81234567890");
}

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const viewport of [MOBILE, DESKTOP]) {
  test(`box office: cash sale with change, then a complimentary ticket (${viewport.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const { orgId, eventId, category } = await demoEvent(page.request);
    await page.goto(`/organizer/${orgId}/events/${eventId}/box-office`);
    await hydrated(page);
    await page.getByLabel(b.category).selectOption(String(category.id));
    await fillVisitor(page, "Tamu Pintu", `pintu-${Date.now()}@example.com`);
    await page.getByLabel(b.cashReceived).fill(String(category.price + 50_000));
    await expect(page.getByTestId("door-change")).toContainText("50.000");
    await shot(page, `box-office-form-${viewport.width}`);
    await page.getByRole("button", { name: b.sell, exact: true }).click();
    const issued = page.getByTestId("door-issued");
    await expect(issued).toContainText(b.issued);
    await expect(issued).toContainText(id.organizer.boxOffice.sources.box_office_cash);
    await expect(issued.locator(".font-mono")).toHaveText(/^.*[0-9A-F]{8}$/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await shot(page, `box-office-issued-${viewport.width}`);

    await page.getByRole("tab", { name: b.compTab }).click();
    await page.getByLabel(b.category).selectOption(String(category.id));
    const guest = `undangan-${Date.now()}@example.com`;
    await page.getByLabel(b.guestName).fill("Sari Undangan");
    await page.getByLabel(b.guestEmail).fill(guest);
    await page
      .getByRole("group", { name: b.visitor.replace("{n}", "1") })
      .getByLabel(c.buyer.phone)
      .fill("81234567890");
    await shot(page, `box-office-comp-${viewport.width}`);
    await page.getByRole("button", { name: b.issue }).click();
    await expect(page.getByTestId("door-issued")).toContainText(b.sentTo.replace("{email}", guest));
  });
}
