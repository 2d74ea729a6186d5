import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import type { ActiveTickets, EventCard, TicketCategory } from "../../shared/contracts/events.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { routeHref } from "../../shared/routing/route-table.ts";
import { DESKTOP, expect, hydrated, MOBILE, test } from "./fixtures.ts";
import { landingEvents, steppable } from "./support/catalogue.ts";
import { checkInLink } from "./support/e-tickets.ts";
import { keepScreenshot } from "./support/screenshots.ts";

/**
 * A person types the moment a field shows, not when React has hydrated the page: every keystroke, the
 * caret after them and every choice must survive hydration, what loads after it and the first-visit
 * switch to the browser's language. Each field is typed into at 30 ms a key as soon as it is visible
 * (never after waiting for hydration), with Chromium's CPU at full speed and slowed down 6 times (a
 * mid-range phone); once the page has settled, what is typed next must land after what was typed.
 *
 * Fields the server renders are typed into before the page's scripts have even arrived: the scripts
 * are held until the first keys are in, then let through while the rest is typed. On this busy machine
 * Playwright's first click otherwise tends to land only once hydration is over, and the test would
 * prove nothing. Fields drawn only in the browser (the sign-in dialog, checkout, the gate) are typed
 * into as soon as they show.
 */

const t = createTranslator("id");
const en = createTranslator("en");
const KEY_DELAY_MS = 30;
/** Keys typed while the page is still only the server's HTML, before its scripts are let through. */
const KEYS_BEFORE_SCRIPTS = 3;
const RATES = [1, 6] as const;

/** Chromium's CPU slowdown (DevTools' "6x slowdown"): kept across this page's navigations. */
async function slowDown(page: Page, rate: number) {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** Holds every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A person taps the field as soon as it shows and types: no wait for hydration. With `scripts` (held by
 * `holdScripts`), the first keys go in before the page's scripts arrive, the rest while they run.
 */
async function typeOnSight(
  field: Locator,
  text: string,
  scripts?: () => void,
  keysBefore = KEYS_BEFORE_SCRIPTS,
) {
  const keyboard = field.page().keyboard;
  await field.click();
  if (!scripts) return keyboard.type(text, { delay: KEY_DELAY_MS });
  await keyboard.type(text.slice(0, keysBefore), { delay: KEY_DELAY_MS });
  scripts();
  await keyboard.type(text.slice(keysBefore), { delay: KEY_DELAY_MS });
}

/** Hydrated, and the lazy parts (chunks, text, the first data) loaded: nothing left to replace a value. */
async function settle(page: Page) {
  await hydrated(page);
  await page.waitForLoadState("networkidle");
}

interface FieldState {
  value: string;
  focused: boolean;
  /** null where the input type has no text selection (e-mail). */
  caret: number | null;
}

/** A field that is gone (its dialog closed) reads as empty. */
async function stateOf(field: Locator): Promise<FieldState> {
  if ((await field.count()) === 0) return { value: "", focused: false, caret: null };
  return field.evaluate((element: HTMLInputElement) => ({
    value: element.value,
    focused: document.activeElement === element,
    caret: element.selectionStart,
  }));
}

/** What was kept, printed for the note: `kept <field> <rate>x: "<value>" (<n>/<m>)`. */
function report(testInfo: TestInfo, label: string, rate: number, typed: string, kept: string) {
  const line = `kept ${label} ${rate}x: "${kept}" (${kept.length}/${typed.length})`;
  process.stdout.write(`${line}\n`);
  testInfo.annotations.push({ type: "kept", description: line });
}

/**
 * After the page settled: the field holds every character typed, keeps the focus with the caret at the
 * end, and what is typed next is appended.
 */
async function expectEveryKeystroke(
  field: Locator,
  typed: string,
  {
    label,
    rate,
    testInfo,
    more = " 2026",
  }: { label: string; rate: number; testInfo: TestInfo; more?: string },
) {
  const page = field.page();
  await settle(page);
  const state = await stateOf(field);
  report(testInfo, label, rate, typed, state.value);
  expect(state.value, `${label}: the characters typed before hydration`).toBe(typed);
  expect(state.focused, `${label}: still focused`).toBe(true);
  if (state.caret !== null)
    expect(state.caret, `${label}: the caret after the last character`).toBe(typed.length);
  await page.keyboard.type(more, { delay: KEY_DELAY_MS });
  await expect(field).toHaveValue(typed + more);
}

/**
 * An English browser's first visit lands on /en (root.tsx); these wait for that switch, which a page at
 * a sixth of the CPU takes a while to make (it loads the English text first).
 */
async function expectSwitchedToEnglish(page: Page, baseURL: string | undefined, path: string) {
  const timeout = 45_000;
  await expect(page).toHaveURL(`${baseURL}/en${path}`, { timeout });
  await expect(page.locator("html")).toHaveAttribute("lang", "en", { timeout });
}

async function shot(page: Page, name: string, width: number) {
  await keepScreenshot(page, `keystrokes/${name}-${width}`, { fullPage: false });
}

/**
 * One general-admission ticket on sale, found one event at a time (the whole catalogue read at once
 * beside 6x-slowed browsers has had its connections reset on this machine).
 */
async function ticketToBuy(
  request: APIRequestContext,
): Promise<{ event: EventCard; category: TicketCategory }> {
  for (const event of (await landingEvents(request)).rows) {
    if (event.status !== "upcoming") continue;
    const response = await request.get(`/api/v1/public/active-tickets/event/${event.slug}`);
    if (!response.ok()) continue;
    const { rows } = ((await response.json()) as { data: ActiveTickets }).data;
    const category = rows.find(
      (item) =>
        steppable(item) &&
        item.bundle_items.every((bundle) => bundle.size_options.length === 0) &&
        item.remaining >= 20 &&
        item.price > 0,
    );
    if (category) return { event, category };
  }
  throw new Error("the demo catalogue has no general-admission ticket on sale");
}

/**
 * The `nth` event on sale that no buying test checks in at: `buyPaidTicket` (support/e-tickets.ts)
 * buys a priced general-admission ticket, so an event without one is never its pick. A check-in link
 * replaces the event's secret, which would break a test scanning there at the same time.
 */
async function eventNobodyChecksIn(request: APIRequestContext, nth: number): Promise<string> {
  let found = 0;
  for (const event of (await landingEvents(request)).rows) {
    const response = await request.get(`/api/v1/public/active-tickets/event/${event.slug}`);
    if (!response.ok()) continue;
    const { rows } = ((await response.json()) as { data: ActiveTickets }).data;
    if (rows.some((item) => steppable(item) && !item.is_bundle && item.price > 0)) continue;
    if (found++ === nth) return event.slug;
  }
  throw new Error(`the demo catalogue has fewer than ${nth + 1} events without a priced ticket to buy`);
}

/** The dialog's fields by what they are, not by their label: the label changes language with the page. */
const DIALOG = "dialog[data-modal]";
const signInEmail = (page: Page) => page.locator(`${DIALOG} form input[autocomplete="email"]`);
const signInPassword = (page: Page) => page.locator(`${DIALOG} input[autocomplete="current-password"]`);
const signUpName = (page: Page) => page.locator(`${DIALOG} input[autocomplete="name"]`);

for (const rate of RATES) {
  test.describe(`typed before hydration at ${rate}x CPU`, () => {
    // A page at a sixth of the CPU takes its time, and the machine runs three such browsers at once.
    if (rate > 1) test.slow();
    test.describe("search", () => {
      test(`the search page's box keeps "Persahabatan" (390 px, ${rate}x)`, async ({ page }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/search", { waitUntil: "commit" });
        const box = page.locator("#page-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectEveryKeystroke(box, "Persahabatan", { label: "search page", rate, testInfo });
        if (rate === 1) await shot(page, "search-page", MOBILE.width);
      });

      test(`the landing page's box keeps what was typed (390 px, ${rate}x)`, async ({ page }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/", { waitUntil: "commit" });
        const box = page.locator("#hero-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectEveryKeystroke(box, "Persahabatan", { label: "landing box", rate, testInfo });
      });

      test(`the top bar's box keeps what was typed (1280 px, ${rate}x)`, async ({ page }, testInfo) => {
        await page.setViewportSize(DESKTOP);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/search", { waitUntil: "commit" });
        const box = page.locator("#top-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectEveryKeystroke(box, "Persahabatan", { label: "top bar box", rate, testInfo });
        if (rate === 1) await shot(page, "search-page", DESKTOP.width);
      });

      test(`a filter chosen and a search typed before hydration both stay (1280 px, ${rate}x)`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(DESKTOP);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/search", { waitUntil: "commit" });
        const panel = page.getByTestId("filter-panel");
        await panel.getByText(t("events.category.concert"), { exact: true }).click();
        const box = page.locator("#page-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectEveryKeystroke(box, "Persahabatan", {
          label: "search page beside a filter",
          rate,
          testInfo,
        });
        await expect(page.locator("#panel-kind-concert")).toBeChecked();
      });
    });

    test(`the forgotten-password page keeps an e-mail typed before its scripts arrived (390 px, ${rate}x)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(MOBILE);
      await slowDown(page, rate);
      const scripts = await holdScripts(page);
      await page.goto(routeHref("ForgetPassword", "id"), { waitUntil: "commit" });
      const email = page.locator('main input[type="email"]');
      // Every key before hydration: the form must take the e-mail as its value, not only show it.
      await typeOnSight(email, "rina@example.co.id", scripts, "rina@example.co.id".length);
      await settle(page);
      await expect(page.getByRole("button", { name: t("auth.forgot.submit") })).toBeEnabled();
      await expectEveryKeystroke(email, "rina@example.co.id", {
        label: "forgotten password",
        rate,
        testInfo,
        more: "m",
      });
    });

    test.describe("the sign-in dialog", () => {
      test(`sign-in keeps the e-mail and password (390 px, ${rate}x)`, async ({ page }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        await page.goto("/organizer", { waitUntil: "commit" });
        await typeOnSight(signInEmail(page), "rina@example.co.id");
        await typeOnSight(signInPassword(page), "rahasia-123");
        await settle(page);
        const emailKept = (await stateOf(signInEmail(page))).value;
        report(testInfo, "sign-in e-mail", rate, "rina@example.co.id", emailKept);
        await expectEveryKeystroke(signInPassword(page), "rahasia-123", {
          label: "sign-in password",
          rate,
          testInfo,
        });
        expect(emailKept).toBe("rina@example.co.id");
        await expect(page.locator(`${DIALOG} form button[type="submit"]`)).toBeEnabled();
        if (rate === 1) await shot(page, "sign-in", MOBILE.width);
      });

      test(`the sign-up tab, picked as it shows, stays picked and keeps the name (390 px, ${rate}x)`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        await page.goto("/organizer", { waitUntil: "commit" });
        await page.locator("#auth-tab-signup").click();
        await typeOnSight(signUpName(page), "Rina Penyelenggara");
        await expectEveryKeystroke(signUpName(page), "Rina Penyelenggara", {
          label: "sign-up name",
          rate,
          testInfo,
        });
        await expect(page.locator("#auth-tab-signup")).toHaveAttribute("aria-selected", "true");
        if (rate === 1) await shot(page, "sign-up", MOBILE.width);
      });
    });

    test.describe("an English browser's first visit", () => {
      test.use({ locale: "en-US" });

      test(`the switch to /en keeps what was typed in the search box (390 px, ${rate}x)`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/search", { waitUntil: "commit" });
        const box = page.locator("#page-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectSwitchedToEnglish(page, baseURL, "/search");
        await expectEveryKeystroke(box, "Persahabatan", {
          label: "search page, switch to /en",
          rate,
          testInfo,
        });
        if (rate === 1) await shot(page, "search-page-en", MOBILE.width);
      });

      test(`the switch to /en keeps a filter chosen before hydration (1280 px, ${rate}x)`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize(DESKTOP);
        await slowDown(page, rate);
        const scripts = await holdScripts(page);
        await page.goto("/search", { waitUntil: "commit" });
        await page
          .getByTestId("filter-panel")
          .getByText(t("events.category.concert"), { exact: true })
          .click();
        const box = page.locator("#top-search");
        await typeOnSight(box, "Persahabatan", scripts);
        await expectSwitchedToEnglish(page, baseURL, "/search");
        await expectEveryKeystroke(box, "Persahabatan", {
          label: "top bar box, switch to /en",
          rate,
          testInfo,
        });
        const chosen = await page.locator("#panel-kind-concert").isChecked();
        report(testInfo, "concert chip, switch to /en", rate, "x", chosen ? "x" : "");
        expect(chosen, "the concert chip chosen before the switch").toBe(true);
        if (rate === 1) await shot(page, "search-page-en", DESKTOP.width);
      });

      test(`the sign-in dialog stays open through the switch, with its tab and name (390 px, ${rate}x)`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize(MOBILE);
        await slowDown(page, rate);
        await page.goto("/organizer", { waitUntil: "commit" });
        await page.locator("#auth-tab-signup").click();
        await typeOnSight(signUpName(page), "Rina Penyelenggara");
        await expectSwitchedToEnglish(page, baseURL, "/organizer");
        await expectEveryKeystroke(signUpName(page), "Rina Penyelenggara", {
          label: "sign-up name, switch to /en",
          rate,
          testInfo,
        });
        await expect(page.getByRole("dialog", { name: en("modal.signup") })).toBeVisible();
        await expect(page.locator("#auth-tab-signup")).toHaveAttribute("aria-selected", "true");
        if (rate === 1) {
          await shot(page, "sign-up-en", MOBILE.width);
          await page.setViewportSize(DESKTOP);
          await shot(page, "sign-up-en", DESKTOP.width);
        }
      });
    });

    test(`checkout keeps the buyer's phone and a visitor's name (390 px, ${rate}x)`, async ({
      page,
      signIn,
    }, testInfo) => {
      await page.setViewportSize(MOBILE);
      const { event, category } = await ticketToBuy(page.request);
      await signIn("Budi Santoso");
      const slug = event.slug;
      await page.goto(routeHref("EventTicket", "id", { slug }));
      await hydrated(page);
      const row = page.locator(`[data-testid="ticket-category"][data-category-id="${category.id}"]`);
      await row.getByRole("button", { name: t("ticketPicker.increase", { name: category.name }) }).click();
      await page
        .getByRole("button", { name: t("ticketPicker.summary.continue") })
        .filter({ visible: true })
        .click();
      await expect(page.getByTestId("buyer-step")).toBeVisible();

      // The checkout opened afresh (a reload, a link from the waiting room): its fields appear once the
      // hold is back, and the buyer starts typing then.
      await slowDown(page, rate);
      await page.reload({ waitUntil: "commit" });
      const phone = page.getByTestId("buyer-step").getByLabel(t("checkoutWeb.buyer.phone"));
      await typeOnSight(phone, "81234567890");
      await expectEveryKeystroke(phone, "81234567890", {
        label: "checkout phone",
        rate,
        testInfo,
        more: "1",
      });
      if (rate === 1) await shot(page, "checkout-buyer", MOBILE.width);

      await page.getByRole("button", { name: t("checkoutWeb.buyer.next") }).click();
      const visitorName = page.getByTestId("visitor-form").nth(0).getByLabel(t("checkoutWeb.buyer.name"));
      await typeOnSight(visitorName, "Sinta Maharani");
      await expectEveryKeystroke(visitorName, "Sinta Maharani", {
        label: "checkout visitor name",
        rate,
        testInfo,
        more: " Putri",
      });
    });

    test(`the gate's code field keeps a typed 8-character code (390 px, ${rate}x)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(MOBILE);
      const link = await checkInLink(
        page.request,
        await eventNobodyChecksIn(page.request, rate === 1 ? 0 : 1),
      );
      await slowDown(page, rate);
      await page.goto(`${link.path}&g=${encodeURIComponent("Gerbang A")}`, { waitUntil: "commit" });
      const code = page.getByTestId("check-in-code");
      await typeOnSight(code, "7K3QX9PA");
      await expectEveryKeystroke(code, "7K3QX9PA", { label: "gate code", rate, testInfo, more: "B" });
      if (rate === 1) await shot(page, "check-in", MOBILE.width);
    });
  });
}
