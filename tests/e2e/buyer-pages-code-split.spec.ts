import type { Page } from "@playwright/test";
import { ORGANIZER_OPERATIONS } from "../../shared/contracts/organizer-operations.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { available, findEvent } from "./support/catalogue.ts";

/**
 * The organiser's workspace is code-split, so buyer pages ship none of its code. Every
 * script a buyer page loads (first view and anything loaded after hydration) is searched for marks only
 * the workspace's code carries: its API paths and its editor. CONTROL: the workspace's own page loads
 * scripts that do carry them, so the marks are real and the search can fail.
 */
const ORGANIZER_MARKS = [ORGANIZER_OPERATIONS.orgEvents.path, "event-editor"];

async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) bodies.push(response.text().catch(() => ""));
  });
  await page.goto(path);
  await hydrated(page);
  // What a first view loads after hydration too (the consent banner, lazy catalog chunks).
  await page.waitForLoadState("networkidle");
  return (await Promise.all(bodies)).join("\n");
}

test("buyer pages load none of the organiser workspace's code; the workspace does", async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  const event = await findEvent(page.request, "tickets on sale", (candidate) =>
    candidate.categories.some(available),
  );
  const slug = event.detail.slug;
  await signIn("Rina Pembeli");
  for (const path of ["/", `/event/${slug}`, `/event/${slug}/tickets`, "/search?q=konser", "/en"]) {
    const code = await scriptsOf(page, path);
    expect(code.length, path).toBeGreaterThan(0);
    for (const mark of ORGANIZER_MARKS) expect(code.includes(mark), `${path} ships ${mark}`).toBe(false);
  }

  const workspace = await scriptsOf(page, "/organizer");
  expect(ORGANIZER_MARKS.some((mark) => workspace.includes(mark))).toBe(true);
});
