import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import type { ActiveTickets, EventDetail, TicketCategory } from "../../shared/contracts/events.ts";
import type { ListedVoucherPage } from "../../shared/contracts/vouchers.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { expectNoSeriousAxe } from "./support/axe.ts";
import { catalogue, steppable } from "./support/catalogue.ts";
import { expectSnackbar } from "./support/snackbar.ts";

/**
 * The event page travels (share sheet, Web Share on phones, .ics and Google
 * Calendar, copyable address, "Ingatkan saya" mailed by the job when sales open) and the voucher list
 * and detail screens (copy, apply into the event's checkout), at 390 and 1280 px, with axe.
 */

const t = createTranslator("id");
// Whole journeys (list -> detail -> tickets -> checkout; a job's mail) on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });
const SHOWCASE = "festival-budaya-nusantara-semarang";

async function read<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** RFC 5545 3.1: unfold, then read `NAME:value` lines. */
function icsFields(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  return new Map(
    lines
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );
}

test.describe("the event page travels", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const [label, viewport] of [
    ["390 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    test(`share sheet, calendar file and address copy (${label})`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      const event = await read<EventDetail>(page, `/public/events/detail/${SHOWCASE}`);
      const url = `${baseURL}${routeHref("EventDetail", "id", { slug: SHOWCASE })}`;
      await page.goto(routeHref("EventDetail", "id", { slug: SHOWCASE }));
      await hydrated(page);

      // The preview image is the event's poster (its PNG twin, which link previews can draw).
      const og = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(og).toBe(`${baseURL}/media/events/${SHOWCASE}.png`);
      expect((await page.request.get(og ?? "")).headers()["content-type"]).toBe("image/png");

      // Without the Web Share API (a desktop browser) the page's own sheet opens.
      await page.getByText(t("eventShare.share.button"), { exact: true }).click();
      const sheet = page.getByTestId("share-sheet");
      await expect(sheet).toBeVisible();
      const whatsapp = await sheet.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(decodeURIComponent(whatsapp ?? "")).toContain(url);
      expect(decodeURIComponent(whatsapp ?? "")).toContain(event.title);
      const x = new URL((await sheet.getByRole("link", { name: /^X/ }).getAttribute("href")) ?? "");
      expect(x.searchParams.get("url")).toBe(url);
      const facebook = new URL(
        (await sheet.getByRole("link", { name: /Facebook/ }).getAttribute("href")) ?? "",
      );
      expect(facebook.searchParams.get("u")).toBe(url);
      await expectNoSeriousAxe(page);
      await expectSnackbar(page, "success", t("snackbar.copied"), () =>
        sheet.getByRole("button", { name: t("eventShare.share.copyLink") }).click(),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await sheet.getByRole("button", { name: t("eventShare.share.close") }).click();
      await expect(sheet).toBeHidden();

      // The .ics file downloads, parses, and says the event's own times in UTC.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("calendar-ics").click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${SHOWCASE}.ics`);
      const ics = await readFile((await download.path()) ?? "", "utf8");
      const fields = icsFields(ics);
      const utc = (iso: string) => iso.replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
      expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
      expect(fields.get("DTSTART")).toBe(utc(event.starts_at));
      expect(fields.get("DTEND")).toBe(utc(event.ends_at));
      expect(fields.get("SUMMARY")).toBe(event.title.replace(/([,;\\])/g, "\\$1"));
      expect(fields.get("UID")).toBe(`event-${event.id}@${new URL(baseURL ?? "").host}`);
      expect(fields.get("URL")).toBe(url);
      const google = new URL(
        (await page
          .getByRole("link", { name: new RegExp(t("eventShare.calendar.google")) })
          .getAttribute("href")) ?? "",
      );
      expect(google.searchParams.get("dates")).toBe(`${utc(event.starts_at)}/${utc(event.ends_at)}`);
      expect(google.searchParams.get("ctz")).toBe("Asia/Jakarta");

      // The map stays a link; the address is copyable.
      await expectSnackbar(page, "success", t("snackbar.copied"), () =>
        page
          .getByRole("button", { name: t("eventShare.address.copyLabel", { venue: event.venue_name }) })
          .click(),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(event.address);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

    test("uses the system share sheet (Web Share API), and the page's sheet when it is refused", async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: (data: unknown) => {
            calls.push(data);
            return calls.length === 1
              ? Promise.resolve()
              : Promise.reject(new DOMException("blocked", "NotAllowedError"));
          },
        });
      });
      await page.goto(routeHref("EventDetail", "id", { slug: SHOWCASE }));
      await hydrated(page);
      const button = page.getByText(t("eventShare.share.button"), { exact: true });
      await button.click();
      const calls = () =>
        page.evaluate(() => (window as unknown as { shareCalls: { url: string }[] }).shareCalls);
      await expect.poll(async () => (await calls()).length).toBe(1);
      expect((await calls())[0]?.url).toContain(`/event/${SHOWCASE}`);
      await expect(page.getByTestId("share-sheet")).toBeHidden();
      // Refused (not dismissed): the buyer still gets the WhatsApp, X, Facebook and copy-link sheet.
      await button.click();
      await expect(page.getByTestId("share-sheet")).toBeVisible();
    });
  });

  for (const [label, viewport, categoryName] of [
    ["390 px", MOBILE, "CAT 1 (Duduk)"],
    ["1280 px", DESKTOP, "Festival (Berdiri)"],
  ] as const) {
    test(`"Ingatkan saya" mails the visitor once sales open (${label})`, async ({ page }) => {
      const slug = "swara-rimba-satu-dekade-tour-2027";
      await page.setViewportSize(viewport);
      const tickets = await read<ActiveTickets>(page, `/public/active-tickets/event/${slug}`);
      const category = tickets.rows.find((row) => row.name === categoryName);
      expect(category?.status).toBe("staged");
      const email = `ingatkan-${viewport.width}-${Date.now()}@example.com`;
      await page.goto(routeHref("EventDetail", "id", { slug }));
      await hydrated(page);
      const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category?.id}"]`);
      await row
        .getByRole("button", { name: t("eventShare.remind.buttonLabel", { category: categoryName }) })
        .click();
      await row.getByLabel(t("eventShare.remind.email")).fill("bukan-email");
      await row.getByRole("button", { name: t("eventShare.remind.submit"), exact: true }).click();
      await expect(row.getByTestId("remind-error")).toHaveText(t("validation.invalid_email"));
      await expectNoSeriousAxe(page);
      await row.getByLabel(t("eventShare.remind.email")).fill(email);
      await row.getByRole("button", { name: t("eventShare.remind.submit"), exact: true }).click();
      await expect(row.getByTestId("remind-done")).toHaveText(t("eventShare.remind.done", { email }));

      // Nothing before the sale opens; then the job (every 2 s here) mails it once. Only while polling
      // may a busy server's dropped connection count as "not yet": an empty mailbox must be read.
      const mailbox = async ({ polling = false } = {}) => {
        const response = await page.request
          .get(`/api/v1/__dev/mailbox?to=${encodeURIComponent(email)}`)
          .catch((error: unknown) => {
            if (polling) return null;
            throw error;
          });
        if (polling && !response?.ok()) return [];
        expect(response?.status()).toBe(200);
        return ((await response!.json()) as { data: { rows: { subject: string; text: string }[] } }).data
          .rows;
      };
      expect(await mailbox()).toEqual([]);
      const opened = await page.request.post("/api/v1/__test/categories/open-sale", {
        data: { category_id: category?.id },
      });
      expect(opened.status()).toBe(200);
      await expect.poll(async () => (await mailbox({ polling: true })).length, { timeout: 20_000 }).toBe(1);
      const [mail] = await mailbox();
      expect(mail?.subject).toContain(categoryName);
      expect(mail?.text).toContain(routeHref("EventTicket", "id", { slug }));
      // "Once, however often the job runs" is the integration tests' (event-share-reminders.test.ts,
      // with its race control): here, watching the clock for more mails would be a fixed wait.
    });
  }
});

test.describe("voucher screens", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const [label, viewport] of [
    ["390 px", MOBILE],
    ["1280 px", DESKTOP],
  ] as const) {
    test(`list, detail, copy and apply into the event's checkout (${label})`, async ({
      page,
      baseURL,
      signIn,
    }) => {
      await page.setViewportSize(viewport);
      const first = await read<ListedVoucherPage>(page, "/public/vouchers?page=1");
      expect(first.rows.length).toBeGreaterThan(0);
      // A voucher of an event with a plain general-admission ticket a visitor can check out with.
      const events = await catalogue(page.request);
      const plain = (c: TicketCategory) =>
        steppable(c) && c.price > 0 && c.bundle_items.every((b) => b.size_options.length === 0);
      const pick = first.rows
        .map((voucher) => {
          const event = events.find((e) => e.detail.slug === voucher.event.slug);
          const category = event?.categories.find(
            (c) =>
              plain(c) &&
              voucher.min_transaction <= c.price &&
              (voucher.allowed_category_ids === null || voucher.allowed_category_ids.includes(c.id)),
          );
          return { voucher, event, category };
        })
        .find(({ voucher, category }) => category && (voucher.remaining === null || voucher.remaining > 5));
      if (!pick?.event || !pick.category) throw new Error("no voucher of a plain event on the first page");
      const { voucher, event, category } = pick;

      await signIn("Rina Wulandari");
      await page.goto(routeHref("VoucherList", "id"));
      await hydrated(page);
      await expect(
        page.getByRole("heading", { level: 1, name: t("routes.VoucherList.heading") }),
      ).toBeVisible();
      await expect(page.getByTestId("listed-voucher")).toHaveCount(first.rows.length);
      const card = page
        .getByTestId("listed-voucher")
        .filter({ hasText: voucher.code })
        .filter({ hasText: voucher.event.title })
        .first();
      // Every rule is on the card: minimum, methods, categories, uses left, validity.
      await expect(card.locator("li")).toHaveCount(5);
      await expectNoSeriousAxe(page);
      await expectSnackbar(page, "success", t("snackbar.copied"), () =>
        card
          .getByRole("button", { name: t("catalogue.detail.copyCodeLabel", { code: voucher.code }) })
          .click(),
      );
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(voucher.code);

      await card
        .getByRole("link", { name: t("vouchersWeb.card.detailsLabel", { code: voucher.code }) })
        .click();
      const detailPath = routeHref("VoucherDetail", "id", { slug: voucher.event.slug, code: voucher.code });
      await expect(page).toHaveURL(`${baseURL}${detailPath}`);
      await expect(page.getByTestId("voucher-rules").locator("li")).toHaveCount(6);
      await expect(page.getByTestId("voucher-detail")).toContainText(voucher.event.title);
      await expectNoSeriousAxe(page);
      // An unknown code is the 404 page.
      expect(
        (
          await page.request.get(
            routeHref("VoucherDetail", "id", { slug: voucher.event.slug, code: "TIDAKADA" }),
          )
        ).status(),
      ).toBe(404);

      // Apply: the code rides to the event's tickets, then into checkout, where it is applied.
      await expectSnackbar(page, "success", t("catalogue.detail.voucherSaved", { code: voucher.code }), () =>
        page.getByTestId("voucher-apply").click(),
      );
      await expect(page).toHaveURL(
        `${baseURL}${routeHref("EventTicket", "id", { slug: event.detail.slug })}`,
      );
      await hydrated(page);
      const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
      await row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) }).click();
      await page
        .getByRole("button", { name: t("ticketPicker.summary.continue") })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${routeHref("EventTicketCheckout", "id", { slug: event.detail.slug })}$`),
      );
      // The checkout holds the code for its payment step, which applies it (checkout-flow.spec.ts covers
      // that step; the visitor forms differ per event, so this journey stops at the checkout's door).
      await expect(page.getByTestId("countdown")).toHaveText(/^1[45]:[0-5][0-9]$/);
      const form = await page.evaluate(() => JSON.parse(localStorage.getItem("tiketin:form") ?? "null"));
      expect(form?.voucher_code).toBe(voucher.code);
      expect(form?.event_slug).toBe(event.detail.slug);
    });
  }
});
