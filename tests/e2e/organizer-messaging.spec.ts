import { id } from "../../shared/i18n/catalogs/id.ts";
import { expect, hydrated, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { buyPaidTicket } from "./support/e-tickets.ts";
import { organiserOwning } from "./support/organizer-setup.ts";
import { keepScreenshot } from "./support/screenshots.ts";
import { expectSnackbar } from "./support/snackbar.ts";

/**
 * A message to an event's ticket holders in the browser: a buyer pays for a ticket; the demo organiser
 * (an owner of the event's organisation) opens "Pesan" from the event's navigation, writes a message
 * with a reason, previews it (the recipient count, the mail in both languages), confirms and sends it;
 * the message is listed with its counts, and the buyer's mailbox holds it with the reason line.
 * 1280 and 390 px.
 */
const m = id.organizer.messaging;

for (const width of [1280, 390]) {
  test(`the demo organiser previews and sends a message to the ticket holders (${width} px)`, async ({
    page,
    signIn,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const name = width === 1280 ? "Rina Pesan Satu" : "Rina Pesan Dua";
    const buyer = await signIn(name);
    const paid = await buyPaidTicket(page.request, { name, email: buyer.email }, width + 3);

    const { organiser, orgId, eventId } = await organiserOwning(browser, {
      baseURL,
      width,
      eventSlug: paid.eventSlug,
      // The demo organiser owns the first organisation; the sale may have been on another's event.
      who: "demo",
    });

    const orgPage = await organiser.newPage();
    await orgPage.goto(`/organizer/${orgId}/events/${eventId}/dashboard`);
    await hydrated(orgPage);
    await orgPage.getByRole("link", { name: m.tab, exact: true }).filter({ visible: true }).first().click();
    await expect(orgPage).toHaveURL(new RegExp(`/organizer/${orgId}/events/${eventId}/messages$`));
    await hydrated(orgPage);
    await expect(orgPage.getByRole("main").getByText(m.title, { exact: true })).toBeVisible();

    const subject = `Pintu dibuka lebih awal ${width}`;
    const form = orgPage.getByTestId("message-form");
    await form.getByLabel(m.reason, { exact: true }).selectOption("schedule_change");
    await form.getByLabel(m.subject, { exact: true }).fill(subject);
    await form.getByLabel(m.body, { exact: true }).fill("Pintu dibuka pukul 16.00.\nBawa e-tiket dan KTP.");
    await form.getByRole("button", { name: m.previewAction }).click();

    const preview = orgPage.getByTestId("message-preview");
    await expect(preview.getByTestId("preview-count")).toHaveText(/^\d+ penerima$/);
    await expect(preview.getByTestId("preview-id")).toContainText(
      "Kamu menerima e-mail ini karena memegang tiket",
    );
    await expect(preview.getByTestId("preview-id")).toContainText("perubahan jadwal");
    await expect(preview.getByTestId("preview-en")).toContainText("You receive this e-mail because");
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousAxe(orgPage, "messages preview");
    await keepScreenshot(orgPage, `issue-33/messages-preview-${width}`);

    await preview.getByTestId("message-send").click();
    const dialog = orgPage.getByTestId("message-confirm");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(subject);
    await expectSnackbar(orgPage, "success", m.messages.sent, () =>
      dialog.getByRole("button", { name: m.confirmYes }).click(),
    );
    const sent = orgPage.getByTestId("sent-messages").getByRole("row").filter({ hasText: subject });
    await expect(sent).toContainText(m.reasons.schedule_change);
    await expect(sent).toContainText(m.states.queued);
    expect(await orgPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await keepScreenshot(orgPage, `issue-33/messages-sent-${width}`);

    // The holder's mail, with the reason line.
    const mailbox = await page.request.get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(buyer.email)}`);
    const mails = ((await mailbox.json()) as { data: { rows: { subject: string; text: string }[] } }).data
      .rows;
    const mail = mails.find((row) => row.subject.startsWith(subject));
    expect(mail?.text).toContain("karena memegang tiket");
    await organiser.close();
  });
}
