import type { Page } from "@playwright/test";
import type { Seat, TicketCategory } from "../../shared/contracts/events.ts";
import { formatRupiah } from "../../shared/format/money.ts";
import { en } from "../../shared/i18n/catalogs/en.ts";
import { id } from "../../shared/i18n/catalogs/id.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { splitTax } from "../../shared/pricing/tax.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { type CatalogueEvent, findEvent, seatMap, steppable } from "./support/catalogue.ts";

/** Spec sections 3-5: ticket selection within every limit, statuses, bundles, seats, continue. */

const CATALOGS = { id, en } as const;
const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };

/** What the ticket page's summary totals: the tickets' price with the event's tax, as checkout counts it. */
function withTax(event: CatalogueEvent, amount: number): number {
  return splitTax(amount, event.detail.tax_rate_bps, event.detail.price_display).gross;
}

const row = (page: Page, category: TicketCategory) =>
  page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);

async function openTickets(page: Page, locale: Locale, event: CatalogueEvent) {
  await page.goto(routeHref("EventTicket", locale, { slug: event.detail.slug }));
  await hydrated(page);
}

/** A fun run: two categories on sale, an event limit of 2, race packs with jersey sizes. */
const funRun = (event: CatalogueEvent) =>
  event.detail.max_ticket_by_account === 2 &&
  event.categories.filter((category) => steppable(category) && category.per_account_limit === null).length >=
    2 &&
  event.categories.some(
    (category) => steppable(category) && category.bundle_items.some((item) => item.size_options.length > 0),
  );

async function seatedEvent(page: Page) {
  const event = await findEvent(page.request, "seats on sale", (candidate) =>
    candidate.categories.some((category) => category.is_seated && category.status === "available"),
  );
  const sections = (await seatMap(page.request, event.detail.slug)).rows;
  const section = sections.find(
    (candidate) =>
      event.categories.find((category) => category.id === candidate.category_id)?.status === "available" &&
      candidate.seats.filter((seat) => seat.state === "available").length >= 6,
  );
  if (!section) throw new Error("no section with six free seats");
  const category = event.categories.find((item) => item.id === section.category_id) as TicketCategory;
  return { event, section, category };
}

for (const [locale, viewport, label] of [
  ["id", DESKTOP, "1280 px"],
  ["en", MOBILE, "390 px"],
] as const) {
  const c = CATALOGS[locale];
  const t = createTranslator(locale);
  const seatName = (seat: Seat, state: "available" | "unavailable" | "selected") =>
    t("ticketPicker.seats.seatLabel", { label: seat.label, state: c.events.seatState[state] });

  test.describe(`ticket selection (${locale}, ${label})`, () => {
    test.use({ viewport, locale: BROWSER_LOCALE[locale] });

    test("the stepper stops at the per-transaction maximum and says why", async ({ page }) => {
      const event = await findEvent(page.request, "a per-transaction maximum below stock", (candidate) =>
        candidate.categories.some(
          (category) =>
            steppable(category) &&
            category.per_account_limit === null &&
            category.remaining > category.per_transaction_max &&
            (candidate.detail.max_ticket_by_account ?? 99) > category.per_transaction_max,
        ),
      );
      const category = event.categories.find(
        (item) =>
          steppable(item) && item.per_account_limit === null && item.remaining > item.per_transaction_max,
      ) as TicketCategory;
      await openTickets(page, locale, event);
      const plus = row(page, category).getByRole("button", {
        name: t("ticketPicker.increase", { name: category.name }),
      });
      for (let i = 0; i < category.per_transaction_max; i++) await plus.click();
      // Playwright waits for aria-disabled buttons to enable: `force` presses it anyway.
      await plus.click({ force: true });
      await expect(row(page, category).getByTestId("quantity")).toHaveText(
        String(category.per_transaction_max),
      );
      await expect(plus).toHaveAttribute("aria-disabled", "true");
      await expect(row(page, category).getByTestId("limit-text")).toHaveText(
        t("ticketPicker.limit.perTransaction", { count: category.per_transaction_max }),
      );
      await expect(page.getByTestId("summary-total").filter({ visible: true }).first()).toHaveText(
        formatRupiah(withTax(event, category.price * category.per_transaction_max), locale),
      );
      await row(page, category)
        .getByRole("button", { name: t("ticketPicker.decrease", { name: category.name }) })
        .click();
      await expect(row(page, category).getByTestId("quantity")).toHaveText(
        String(category.per_transaction_max - 1),
      );
      await expect(plus).toHaveAttribute("aria-disabled", "false");
    });

    test("per-account limits and the event's limit across categories", async ({ page }) => {
      const event = await findEvent(page.request, "a fun run with two categories on sale", funRun);
      const [first, second] = event.categories.filter(
        (category) => steppable(category) && category.per_account_limit === null,
      ) as [TicketCategory, TicketCategory];
      await openTickets(page, locale, event);
      await expect(page.getByTestId("event-rules")).toContainText(
        t.plural("catalogue.detail.eventLimit", 2, { count: 2 }),
      );
      const plus = (category: TicketCategory) =>
        row(page, category).getByRole("button", {
          name: t("ticketPicker.increase", { name: category.name }),
        });
      await plus(first).click();
      await plus(first).click();
      await plus(second).click({ force: true });
      await expect(row(page, first).getByTestId("quantity")).toHaveText("2");
      await expect(row(page, second).getByTestId("quantity")).toHaveText("0");
      await expect(plus(second)).toHaveAttribute("aria-disabled", "true");
      await expect(row(page, second).getByTestId("limit-text")).toHaveText(
        t("ticketPicker.limit.event", { count: 2 }),
      );

      const perAccount = event.categories.find(
        (category) => steppable(category) && category.per_account_limit === 1,
      );
      if (perAccount) {
        await row(page, first)
          .getByRole("button", { name: t("ticketPicker.decrease", { name: first.name }) })
          .click();
        await row(page, first)
          .getByRole("button", { name: t("ticketPicker.decrease", { name: first.name }) })
          .click();
        await plus(perAccount).click();
        await plus(perAccount).click({ force: true });
        await expect(row(page, perAccount).getByTestId("quantity")).toHaveText("1");
        await expect(row(page, perAccount).getByTestId("limit-text")).toHaveText(
          t("ticketPicker.limit.perAccount", { count: 1 }),
        );
      }
    });

    test("sold out, staged, closed, fully booked and counter-only categories cannot be bought", async ({
      page,
    }) => {
      const event = await findEvent(page.request, "every ticket status", (candidate) =>
        ["sold_out", "staged", "closed", "fully_booked", "ots_only"].every((status) =>
          candidate.categories.some((category) => category.status === status && !category.is_seated),
        ),
      );
      await openTickets(page, locale, event);
      for (const category of event.categories.filter((item) => item.status !== "available")) {
        const blocked = row(page, category).getByTestId("blocked-category");
        await expect(blocked).toBeDisabled();
        await expect(blocked).toContainText(c.events.ticketStatus[category.status]);
        await expect(row(page, category).getByTestId("ticket-status-hint")).toHaveText(
          c.events.ticketStatusHint[category.status],
        );
        await expect(row(page, category).getByTestId("quantity-stepper")).toHaveCount(0);
      }
    });

    test("bundle sizes are required; signed out, Continue keeps the order and asks to log in", async ({
      page,
    }) => {
      const event = await findEvent(page.request, "a fun run with race packs", funRun);
      const bundle = event.categories.find(
        (category) =>
          steppable(category) && category.bundle_items.some((item) => item.size_options.length > 0),
      ) as TicketCategory;
      const item = bundle.bundle_items.find((candidate) => candidate.size_options.length > 0);
      if (!item) throw new Error("no sized item");
      await openTickets(page, locale, event);
      await row(page, bundle)
        .getByRole("button", { name: t("ticketPicker.increase", { name: bundle.name }) })
        .click();
      const size = row(page, bundle).getByLabel(t("ticketPicker.bundleSize", { item: item.name, index: 1 }));
      await expect(size).toBeVisible();
      const continueButton = page
        .getByRole("button", { name: c.ticketPicker.summary.continue })
        .filter({ visible: true });
      await continueButton.click();
      await expect(page.getByRole("alert").filter({ hasText: c.ticketPicker.sizeRequired })).toBeVisible();
      await expect(size).toBeFocused();
      const chosen = item.size_options[1] ?? item.size_options[0] ?? "";
      await size.selectOption(chosen);
      await continueButton.click();
      await expect(page.getByRole("dialog", { name: c.modal.login })).toBeVisible();
      const stored = await page.evaluate(() => ({
        form: JSON.parse(localStorage.getItem("tiketin:form") ?? "null"),
        next: localStorage.getItem("tiketin:next-route"),
      }));
      expect(stored.form).toEqual({
        event_slug: event.detail.slug,
        tickets: [{ category_id: bundle.id, quantity: 1, bundle_choices: [{ [item.name]: chosen }] }],
        seat_ids: [],
      });
      expect(stored.next).toBe(routeHref("EventTicketCheckout", locale, { slug: event.detail.slug }));
    });

    test("signed in, Continue goes to checkout", async ({ page, signIn, baseURL }) => {
      await signIn();
      const event = await findEvent(page.request, "a fun run", funRun);
      const category = event.categories.find(
        (item) =>
          steppable(item) && item.bundle_items.every((bundleItem) => bundleItem.size_options.length === 0),
      );
      const target =
        category ??
        (event.categories.find(
          (item) => steppable(item) && item.per_account_limit === null,
        ) as TicketCategory);
      await openTickets(page, locale, event);
      await row(page, target)
        .getByRole("button", { name: t("ticketPicker.increase", { name: target.name }) })
        .click();
      for (const select of await row(page, target).locator("select").all())
        await select.selectOption({ index: 1 });
      await page
        .getByRole("button", { name: c.ticketPicker.summary.continue })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL(
        `${baseURL}${routeHref("EventTicketCheckout", locale, { slug: event.detail.slug })}`,
      );
      const form = await page.evaluate(() => JSON.parse(localStorage.getItem("tiketin:form") ?? "null"));
      expect(form.tickets).toEqual([expect.objectContaining({ category_id: target.id, quantity: 1 })]);
    });

    test("seats by mouse: choose, unchoose, the limit, back to the sections", async ({ page }) => {
      const { event, section, category } = await seatedEvent(page);
      const free = section.seats.filter((seat) => seat.state === "available");
      await openTickets(page, locale, event);
      const list = page.getByTestId("section-list");
      await list
        .getByRole("button", { name: t("ticketPicker.sections.open", { section: section.name }) })
        .click();
      const picker = page.getByTestId("seat-picker");
      await expect(
        picker.getByRole("heading", {
          name: t("ticketPicker.seats.heading", { section: section.name }),
        }),
      ).toBeFocused();

      const a = free[0] as Seat;
      await picker.getByRole("button", { name: seatName(a, "available") }).click();
      const chosenA = picker.getByRole("button", { name: seatName(a, "selected") });
      await expect(chosenA).toHaveAttribute("aria-pressed", "true");
      await expect(picker.getByTestId("seat-count")).toHaveText(
        t.plural("ticketPicker.seats.selectedCount", 1, { count: 1 }),
      );
      await chosenA.click();
      await expect(picker.getByRole("button", { name: seatName(a, "available") })).toHaveAttribute(
        "aria-pressed",
        "false",
      );

      const taken = section.seats.find((seat) => seat.state === "unavailable");
      if (taken) {
        const button = picker.getByRole("button", { name: seatName(taken, "unavailable") });
        await expect(button).toHaveAttribute("aria-disabled", "true");
        await button.click({ force: true });
        await expect(button).toHaveAttribute("aria-pressed", "false");
      }

      const limit = Math.min(
        category.per_transaction_max,
        category.per_account_limit ?? 99,
        category.remaining,
      );
      for (const seat of free.slice(0, limit + 1))
        await picker.getByRole("button", { name: seatName(seat, "available") }).click();
      await expect(picker.getByTestId("seat-count")).toHaveText(
        t("ticketPicker.seats.limitReached", { count: limit }),
      );
      await expect(picker.locator('[data-state="selected"]')).toHaveCount(limit);
      await expect(
        picker.getByRole("button", { name: seatName(free[limit] as Seat, "available") }),
      ).toHaveAttribute("aria-pressed", "false");

      await picker.getByRole("button", { name: c.events.detail.backToSections }).click();
      await expect(list).toBeVisible();
      await expect(list.getByTestId("seat-section").filter({ hasText: section.name })).toContainText(
        t("ticketPicker.sections.selected", { count: limit }),
      );
      const summary = page.getByTestId("order-summary");
      await expect(summary.getByTestId("summary-line")).toContainText(
        free
          .slice(0, limit)
          .map((seat) => seat.label)
          .join(", "),
      );
      await expect(page.getByTestId("summary-total").first()).toHaveText(
        formatRupiah(withTax(event, limit * section.price), locale),
      );
    });

    test("seats by keyboard: one Tab stop, arrow keys, Space and Enter, focus back on the section", async ({
      page,
    }) => {
      const { event, section } = await seatedEvent(page);
      const rows = new Map<string, Seat[]>();
      for (const seat of section.seats) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat]);
      const first = section.seats.find((seat) => seat.state === "available") as Seat;
      const rowSeats = rows.get(first.row) ?? [];
      const right = rowSeats[rowSeats.indexOf(first) + 1];
      if (!right) throw new Error("the first free seat ends its row");

      await openTickets(page, locale, event);
      const open = page.getByRole("button", {
        name: t("ticketPicker.sections.open", { section: section.name }),
      });
      await open.focus();
      await page.keyboard.press("Enter");
      const picker = page.getByTestId("seat-picker");
      await expect(picker.getByRole("heading", { level: 2 })).toBeFocused();

      await page.keyboard.press("Tab");
      await expect(picker.getByRole("button", { name: seatName(first, "available") })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(picker.getByRole("button", { name: seatName(first, "selected") })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      const rightButton = picker.getByRole("button", { name: seatName(right, right.state) });
      await expect(rightButton).toBeFocused();
      await expect(rightButton).toHaveAttribute("tabindex", "0");
      await page.keyboard.press("ArrowLeft");
      await expect(picker.getByRole("button", { name: seatName(first, "selected") })).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      const expected = right.state === "available" ? 2 : 1;
      await expect(picker.getByTestId("seat-count")).toHaveText(
        t.plural("ticketPicker.seats.selectedCount", expected, { count: expected }),
      );

      const nextRow = [...rows.keys()][[...rows.keys()].indexOf(first.row) + 1];
      if (nextRow) {
        await page.keyboard.press("ArrowDown");
        await expect(picker.locator(":focus")).toHaveAttribute("aria-label", new RegExp(`${nextRow}\\d+`));
      }
      // Tab leaves the seats in one step, to the map's zoom (only "+" is live while the map is fitted), then Done.
      await page.keyboard.press("Tab");
      await expect(picker.getByRole("button", { name: c.ticketPicker.seats.zoomIn })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(picker.getByRole("button", { name: c.ticketPicker.seats.done })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(open).toBeFocused();
    });
  });
}
