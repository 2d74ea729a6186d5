import { expect, type Page } from "@playwright/test";

type SaidWindow = Window & { snackbarSaid?: Record<string, string[]> };

/**
 * Runs `action`, then waits until the snackbar of `kind` has said `text` (a string or a RegExp found in one of
 * its messages). A snackbar shows for 1.5 s only (spec section 9), which an assertion polling
 * from outside can miss on a loaded machine (payments-flow's change-bank message did, at 390 px): the
 * page records every message its snackbar shows before the action starts, and the test reads that record.
 */
export async function expectSnackbar(
  page: Page,
  kind: "success" | "error",
  text: string | RegExp,
  action: () => Promise<unknown>,
): Promise<void> {
  await page.evaluate((testId) => {
    const region = document.querySelector(`[data-testid="${testId}"]`);
    const said: string[] = [];
    const record = (window as SaidWindow).snackbarSaid ?? {};
    record[testId] = said;
    (window as SaidWindow).snackbarSaid = record;
    if (!region) return;
    new MutationObserver(() => {
      if (region.textContent) said.push(region.textContent);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  }, `snackbar-${kind}`);
  await action();
  const matches = (message: string) =>
    typeof text === "string" ? message.includes(text) : text.test(message);
  await expect
    .poll(
      async () =>
        (
          await page.evaluate(
            (testId) => (window as SaidWindow).snackbarSaid?.[testId] ?? [],
            `snackbar-${kind}`,
          )
        ).some(matches),
      { message: `the ${kind} snackbar said ${String(text)}` },
    )
    .toBe(true);
}
