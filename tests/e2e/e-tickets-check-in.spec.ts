import { id } from "../../shared/i18n/catalogs/id.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { catalogue } from "./support/catalogue.ts";
import { buyPaidTicket, checkInLink, scanAtAnotherGate, ticketDetail } from "./support/e-tickets.ts";

const t = id.eTicketsWeb.checkIn;

test("without the secret in the link the check-in page says the link is incomplete", async ({ page }) => {
  const [event] = await catalogue(page.request);
  await page.goto(`/check-in/${event?.card.slug}`);
  await expect(page.getByText(t.missingSecret)).toBeVisible();
});

test.describe("check-in page", () => {
  test("a typed code is admitted once and refused the second time", async ({ page, signIn }) => {
    await page.setViewportSize(MOBILE);
    const buyer = await signIn("Agus Pratama");
    const paid = await buyPaidTicket(page.request, buyer, 1);
    const { qr_payload: code } = await ticketDetail(page.request, paid.ticketId);
    const link = await checkInLink(page.request, paid.eventSlug);

    await page.goto(link.path);
    await hydrated(page);
    await page.getByTestId("check-in-gate").fill("Gerbang A");
    const input = page.getByTestId("check-in-code");
    await input.fill(code);
    await input.press("Enter");
    const verdict = page.getByTestId("check-in-verdict");
    await expect(verdict).toHaveAttribute("data-verdict", "valid");
    await expect(verdict).toContainText(t.result.valid);
    await expect(page.getByTestId("check-in-holder")).toHaveText(paid.holderName);

    // A scanner types into the same field and ends with Enter; the field keeps the focus.
    await expect(input).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "already_used");
    await expect(verdict).toContainText(t.result.already_used);
    await expect(page.getByTestId("check-in-used-at")).toContainText("Gerbang A");

    // One character of the signed code changed (never the last two: a code may end in "AA" already).
    const middle = Math.floor(code.length / 2);
    await input.fill(`${code.slice(0, middle)}${code[middle] === "A" ? "B" : "A"}${code.slice(middle + 1)}`);
    await input.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "forged");
  });

  test("offline, the page checks from its downloaded list, queues the scans and reports a double admission on sync", async ({
    page,
    signIn,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    const buyer = await signIn("Putri Ayu");
    const paid = await buyPaidTicket(page.request, buyer, 2);
    const { qr_payload: code } = await ticketDetail(page.request, paid.ticketId);
    const link = await checkInLink(page.request, paid.eventSlug);

    await page.goto(link.path);
    await hydrated(page);
    await page.getByTestId("check-in-gate").fill("Gerbang B");
    // The offline list has been downloaded when the status shows its ticket count.
    await expect(page.getByTestId("gate-bundle")).not.toContainText(t.bundleMissing);

    await context.setOffline(true);
    await expect(page.getByTestId("gate-status")).toContainText(t.offline);
    const input = page.getByTestId("check-in-code");
    const verdict = page.getByTestId("check-in-verdict");
    await input.fill(code);
    await input.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "valid");
    await expect(verdict).toContainText(t.checkedOffline);
    await input.fill(code);
    await input.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "already_used");
    await expect(page.getByTestId("gate-queued")).toContainText("2");

    // Meanwhile a gate that is online admits the same ticket (someone with a copy of the QR).
    const other = await scanAtAnotherGate(page.request, paid.eventSlug, link.secret, code, "Gerbang C");
    expect(other.verdict).toBe("valid");

    await context.setOffline(false);
    await expect(page.getByTestId("gate-queued")).toHaveCount(0);
    const conflicts = page.getByTestId("check-in-conflicts");
    await expect(conflicts).toContainText(t.conflictsTitle);
    await expect(conflicts).toContainText(paid.holderName);

    // Back online the server answers, and it knows the ticket was used.
    await input.fill(code);
    await input.press("Enter");
    await expect(verdict).toHaveAttribute("data-verdict", "already_used");
    await expect(verdict).not.toContainText(t.checkedOffline);
  });
});
