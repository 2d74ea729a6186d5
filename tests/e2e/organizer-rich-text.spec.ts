import type { APIRequestContext, Page } from "@playwright/test";
import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { expectSaved } from "./support/organizer-ui.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * The description is written in a rich-text editor: headings, bold, lists and links made with its
 * toolbar reach the stored HTML as the sanitiser keeps it, an address that is not a web or mail link is
 * refused in words, and the editor's code stays off buyers' pages.
 */
const o = id.organizer;
const r = o.richText;

/**
 * Whether any script the page loaded carries the editor (ProseMirror names its view's class so).
 * `settled` waits for what the page shows last; without it a busy machine can go quiet for the
 * network-idle window between the page's data and the chunk that data makes it import.
 */
async function loadsEditorCode(page: Page, path: string, settled?: () => Promise<void>): Promise<boolean> {
  const scripts: Promise<string>[] = [];
  const collect = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  };
  page.on("response", collect);
  await page.goto(path);
  await hydrated(page);
  await settled?.();
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return (await Promise.all(scripts)).some((source) => source.includes("ProseMirror"));
}

/** A fresh organiser of a demo event's organisation, signed into `request`, and a new draft of theirs. */
async function organiserWithDraft(request: APIRequestContext) {
  const email = `penulis-${Date.now()}@example.com`;
  expect(
    (await request.post("/api/v1/__test/session", { data: { name: "Sari Wulandari", email } })).ok(),
  ).toBe(true);
  const landing = await request.get("/api/v1/public/events/landing-page?show=1&page=1");
  const slug = ((await landing.json()) as { data: { rows: { slug: string }[] } }).data.rows[0]?.slug;
  const member = await request.post("/api/v1/__test/organizer/membership", {
    data: { email, event_slug: slug, role: "owner" },
  });
  const { organization_id: orgId } = ((await member.json()) as { data: { organization_id: number } }).data;
  const created = await request.post(`/api/v1/organizer/organizations/${orgId}/events`, {
    data: { title: `Malam Puisi ${Date.now()}` },
  });
  const draft = ((await created.json()) as { data: { id: number; slug: string } }).data;
  return { orgId, eventId: draft.id, slug };
}

test("the description editor formats with its toolbar, saves sanitised HTML, and stays off buyers' pages", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { orgId, eventId, slug } = await organiserWithDraft(page.request);

  // A buyer's event page and the landing never download the editor; the event editor does (the
  // control: the same check finds it where it is used).
  expect(await loadsEditorCode(page, `/event/${slug}`)).toBe(false);
  expect(await loadsEditorCode(page, "/")).toBe(false);
  const form = page.getByTestId("event-editor");
  const editorShown = () => expect(form.getByTestId("rich-text-editor")).toBeVisible({ timeout: 20_000 });
  expect(await loadsEditorCode(page, `/organizer/${orgId}/events/${eventId}`, editorShown)).toBe(true);
  const area = form.getByLabel(o.eventForm.descriptionLabel, { exact: true });
  const press = (name: string) => form.getByRole("button", { name, exact: true }).click();

  await area.click();
  await press(r.heading);
  await page.keyboard.type("Susunan acara");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Pembukaan oleh ");
  await press(r.bold);
  await page.keyboard.type("Joko Pinurbo");
  await press(r.bold);
  await page.keyboard.press("Enter");
  await press(r.bullets);
  await page.keyboard.type("Pembacaan puisi");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Tanya jawab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Tiket di loket");
  // The last two words become a link: an address that is not a web or mail link is refused first.
  for (let i = 0; i < "di loket".length; i++) await page.keyboard.press("Shift+ArrowLeft");
  await press(r.link);
  const address = form.getByLabel(r.linkAddress);
  await address.fill("javascript:alert(1)");
  await form.getByRole("button", { name: r.linkApply }).click();
  await expect(form.getByText(r.linkInvalid)).toBeVisible();
  await address.fill("https://tiketin.example.com/loket");
  await form.getByRole("button", { name: r.linkApply }).click();
  await expect(area.locator("a")).toHaveText("di loket");

  await page.setViewportSize(MOBILE);
  await keepScreenshot(page, "rich-text/editor-390");
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, "rich-text/editor-1280");

  await form.getByLabel(o.eventForm.venueLabel, { exact: true }).fill("Teater Kecil TIM");
  await form.getByLabel(o.eventForm.cityLabel, { exact: true }).fill("Jakarta");
  await expectSaved(page, o.messages.saved, () => page.getByTestId("save-event").click());
  const stored = await page.request.get(`/api/v1/organizer/organizations/${orgId}/events/${eventId}`);
  const html = ((await stored.json()) as { data: { descriptionHtml: string } }).data.descriptionHtml;
  expect(html).toContain("<h2>Susunan acara</h2>");
  expect(html).toContain("<strong>Joko Pinurbo</strong>");
  expect(html).toMatch(/<ul><li><p>Pembacaan puisi<\/p><\/li><li><p>Tanya jawab<\/p><\/li><\/ul>/);
  expect(html).toMatch(/<a [^>]*href="https:\/\/tiketin\.example\.com\/loket"[^>]*>di loket<\/a><\/p>$/);
  expect(html).not.toContain("javascript:");

  // Opened again, the editor shows what was saved, formatted.
  await page.reload();
  await expect(form.getByTestId("rich-text-editor")).toBeVisible({ timeout: 20_000 });
  await expect(area.locator("h2")).toHaveText("Susunan acara");
  await expect(area.locator("li")).toHaveCount(2);
});
