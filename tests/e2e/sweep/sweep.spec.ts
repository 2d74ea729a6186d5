import { mkdirSync, writeFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SUPPORTED_LOCALES as LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import { createTranslator } from "../../../shared/i18n/translate.ts";
import { routeHref } from "../../../shared/routing/route-table.ts";
import { expect, test } from "../fixtures.ts";
import { type LayoutProblem, layoutProblems } from "./layout-check.ts";
import { ALL_WIDTHS, SCREENS, type SweepContext, type SweepWidth } from "./screens.ts";
import { makeWorld, type SweepWorld } from "./world.ts";

/**
 * One browser sweep: every row of `screens.ts`, in id and en, at 320, 390 and 1280 px.
 * At each width it checks the geometry (`layout-check.ts`); at 390 and 1280 px it also runs axe-core
 * with the WCAG 2.2 AA tags. A row fails on any geometry problem or any serious or critical axe
 * violation, and a width that fails is photographed (`test-results/sweep/<width>/<lang>-<screen>.png`);
 * `SWEEP_SCREENSHOTS=1` photographs every width of every row, for a person to look through. Each row's
 * findings go to `test-results/sweep/report/` (`npx tsx tests/e2e/sweep/report.ts` prints them).
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const AXE_WIDTHS: readonly SweepWidth[] = [390, 1280];
const OUT = "test-results/sweep";
/** A full-page capture is a fifth of a row's time: taken where a width fails, or everywhere on request. */
const EVERY_SCREENSHOT = Boolean(process.env.SWEEP_SCREENSHOTS);
const BROWSER_LOCALE: Record<Locale, string> = { id: "id-ID", en: "en-US" };

interface Timings {
  reach: number;
  resize: number;
  screenshot: number;
  layout: number;
  axe: number;
}

interface AxeFinding {
  id: string;
  impact: string;
  nodes: string[];
}

const sweepTest = test.extend<object, { world: SweepWorld }>({
  // By parallelIndex (0..workers-1), not workerIndex: a worker restarted after a failure gets a new
  // workerIndex, which would walk the world's event into the ones other check-in tests take.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  world: [async ({}, use, workerInfo) => use(await makeWorld(workerInfo.parallelIndex)), { scope: "worker" }],
});

/** Two frames, so a resize's layout (and any observer reacting to it) has settled before measuring. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

/**
 * axe.run in the page itself ("legacy mode", same-origin frames): the default runPartial/finishRun path
 * opens a blank page in the context and injects axe-core into it again on every call, only to reach
 * cross-origin frames, and no screen of this site has an iframe. Same rules, same tags, same nodes.
 * A screen that embeds a cross-origin frame (a map, a 3-D Secure page) must drop this.
 */
async function axe(page: Page): Promise<AxeFinding[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
  return result.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? "unknown",
    nodes: violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
  }));
}

function serious(findings: AxeFinding[] = []): AxeFinding[] {
  return findings.filter((f) => f.impact === "serious" || f.impact === "critical");
}

/** What makes a row fail at one width (asserted at the end, softly, so every width is reported). */
function failing(layout: LayoutProblem[] = [], findings?: AxeFinding[]): boolean {
  return layout.length > 0 || serious(findings).length > 0;
}

test.describe.configure({ mode: "parallel" });

for (const lang of LOCALES) {
  const t = createTranslator(lang);
  sweepTest.describe(`sweep ${lang}`, () => {
    // A row takes 2-9 s here; a step that cannot happen (a disabled button, a dialog that never opens)
    // fails within seconds with its locator named, instead of waiting out the row's whole timeout.
    sweepTest.use({ locale: BROWSER_LOCALE[lang], actionTimeout: 10_000, navigationTimeout: 20_000 });

    for (const screen of SCREENS) {
      const widths = screen.widths ?? ALL_WIDTHS;
      sweepTest(`${screen.name} (${lang})`, async ({ page, world }) => {
        sweepTest.setTimeout(60_000);
        await page.setViewportSize({ width: widths[0] ?? 390, height: 800 });
        if (screen.viewer === "shared") await page.context().addCookies(world.cookies);
        const context: SweepContext = {
          page,
          lang,
          t,
          world,
          href: (name, ...params) => routeHref(name, lang, ...(params as [never])),
          async freshBuyer(name = "Budi Santoso") {
            const buyer = { name, email: `sweep-${crypto.randomUUID()}@example.com` };
            const response = await page.request.post("/api/v1/__test/session", { data: buyer });
            expect(response.status()).toBe(200);
            return buyer;
          },
        };
        // Where the row's time goes (ms), for the report: the budget is the sweep's wall time.
        const ms: Timings = { reach: 0, resize: 0, screenshot: 0, layout: 0, axe: 0 };
        const timed = async <T>(phase: keyof Timings, step: () => Promise<T>): Promise<T> => {
          const start = performance.now();
          try {
            return await step();
          } finally {
            ms[phase] += Math.round(performance.now() - start);
          }
        };
        await timed("reach", () => screen.reach(context));
        // Sections a page leaves to `content-visibility: auto` (the landing's organiser sections) are drawn
        // as the reader scrolls to them, but a full-page screenshot never scrolls: render them all, so the
        // screenshot, the layout rules and axe see what the reader will.
        // Set through the CSSOM: the page's CSP refuses an injected <style>.
        await page.evaluate(() => {
          for (const element of document.querySelectorAll<HTMLElement>("body *"))
            if (getComputedStyle(element).contentVisibility === "auto")
              element.style.contentVisibility = "visible";
        });

        const layout: Record<number, LayoutProblem[]> = {};
        const found: Record<number, AxeFinding[]> = {};
        for (const width of widths) {
          await timed("resize", async () => {
            await page.setViewportSize({ width, height: width >= 1280 ? 800 : 760 });
            await settle(page);
          });
          layout[width] = await timed("layout", () => layoutProblems(page));
          if (AXE_WIDTHS.includes(width)) found[width] = await timed("axe", () => axe(page));
          if (EVERY_SCREENSHOT || failing(layout[width], found[width])) {
            mkdirSync(`${OUT}/${width}`, { recursive: true });
            await timed("screenshot", () =>
              page.screenshot({ path: `${OUT}/${width}/${lang}-${screen.name}.png`, fullPage: true }),
            );
          }
        }
        mkdirSync(`${OUT}/report`, { recursive: true });
        writeFileSync(
          `${OUT}/report/${lang}-${screen.name}.json`,
          JSON.stringify({ screen: screen.name, lang, widths, layout, axe: found, ms }, null, 1),
        );

        for (const width of widths) {
          expect.soft(layout[width], `layout at ${width} px`).toEqual([]);
          expect.soft(serious(found[width]), `serious or critical axe violations at ${width} px`).toEqual([]);
        }
      });
    }
  });
}
