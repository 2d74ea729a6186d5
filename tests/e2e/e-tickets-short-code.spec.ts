import { id } from "../../shared/i18n/catalogs/id.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { buyPaidTicket, checkInLink } from "./support/e-tickets.ts";

const t = id.eTicketsWeb;

test("the e-ticket shows its short code under the QR, and the gate admits it typed by hand once", async ({
  page,
  signIn,
}) => {
  await page.setViewportSize(MOBILE);
  const buyer = await signIn("Dewi Lestari");
  const paid = await buyPaidTicket(page.request, buyer, 1);

  await page.goto(routeHref("ETicket", "id", { ticketId: paid.ticketId }));
  await hydrated(page);
  const shortCode = page.getByTestId("ticket-short-code");
  await expect(shortCode).toHaveText(paid.ticketId.slice(0, 8).toUpperCase(), { timeout: 20_000 });
  await expect(page.getByText(t.detail.shortCodeLabel, { exact: true })).toBeVisible();
  const typed = (await shortCode.textContent()) ?? "";

  const link = await checkInLink(page.request, paid.eventSlug);
  await page.goto(link.path);
  await hydrated(page);
  await page.getByTestId("check-in-gate").fill("Gerbang B");
  const input = page.getByTestId("check-in-code");
  // As a person types it: lower case, in two groups.
  await input.fill(`${typed.slice(0, 4).toLowerCase()} ${typed.slice(4).toLowerCase()}`);
  await input.press("Enter");
  const verdict = page.getByTestId("check-in-verdict");
  await expect(verdict).toHaveAttribute("data-verdict", "valid");
  await expect(page.getByTestId("check-in-holder")).toHaveText(paid.holderName);

  await input.fill(typed);
  await input.press("Enter");
  await expect(verdict).toHaveAttribute("data-verdict", "already_used");
  await expect(page.getByTestId("check-in-used-at")).toContainText("Gerbang B");
});
