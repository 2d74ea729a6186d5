import { expect, type Page } from "@playwright/test";
import { id } from "../../../shared/i18n/catalogs/id.ts";
import { hydrated } from "../fixtures.ts";
import { expectSnackbar } from "./snackbar.ts";

/**
 * The organiser's catalogue screens driven as an organiser does: the event's tabs,
 * the category editor, the seat-map builder, the visitor-form builder and the voucher editor, in
 * Indonesian. Each helper waits for the screen's own confirmation before it returns.
 */
const ui = id.orgCatalog.ui;
const saved = id.orgCatalog.messages;

/** Opens one of the event's screens from its tabs (a row above the content at 390 px, the sidebar on desktop). */
export async function openEventTab(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole("link", { name: label, exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${path}$`), { timeout: 20_000 });
  await hydrated(page);
}

/** Runs `save`, then waits until the success snackbar has said `text` (see expectSnackbar). */
export function expectSaved(page: Page, text: string, save: () => Promise<void>): Promise<void> {
  return expectSnackbar(page, "success", text, save);
}

export interface CategoryDraft {
  kind: "general" | "seated" | "bundle";
  name: string;
  price: number;
  quota?: number;
  item?: { name: string; sizes: string };
}

/** Adds a category on the tickets screen through its "new category" form. */
export async function addCategory(page: Page, draft: CategoryDraft): Promise<void> {
  const form = page.getByRole("region", { name: ui.tickets.addTitle });
  // With no category yet the form is already open; after that the button of the same name opens it.
  const open = page.getByRole("button", { name: ui.tickets.addTitle });
  await expect(form.or(open)).toBeVisible();
  if (await open.isVisible()) await open.click();
  await form.getByLabel(ui.tickets.kind, { exact: true }).selectOption(draft.kind);
  await form.getByLabel(ui.tickets.name, { exact: true }).fill(draft.name);
  await form.getByLabel(ui.tickets.price, { exact: true }).fill(String(draft.price));
  if (draft.kind === "seated") await expect(form.getByText(ui.tickets.quotaSeated)).toBeVisible();
  else await form.getByLabel(ui.tickets.quota, { exact: true }).fill(String(draft.quota ?? 0));
  if (draft.item) {
    await form.getByRole("button", { name: ui.tickets.addItem }).click();
    await form.getByLabel(ui.tickets.itemName, { exact: true }).fill(draft.item.name);
    await form.getByLabel(ui.tickets.itemSizes, { exact: true }).fill(draft.item.sizes);
  }
  await expectSaved(page, saved.categorySaved, () =>
    form.getByRole("button", { name: ui.save, exact: true }).click(),
  );
  await expect(form).toBeHidden();
  await expect(categoryCard(page, draft.name)).toBeVisible();
}

export const categoryCard = (page: Page, name: string) =>
  page.locator(`[data-testid="org-category"][data-category-name="${name}"]`);

/**
 * Builds one section of `rows` x `perRow` seats for the (only) seated category with the seat-map
 * builder, checks its live preview and saves it.
 */
export async function buildSeatSection(
  page: Page,
  section: { name: string; category: string; rows: number; perRow: number },
): Promise<void> {
  await page.getByRole("button", { name: ui.seats.addSection }).click();
  const card = page.getByTestId("seat-section");
  await card.getByLabel(ui.seats.section, { exact: true }).fill(section.name);
  await card.getByLabel(ui.seats.category, { exact: true }).selectOption({ label: section.category });
  await card.getByLabel(ui.seats.rows, { exact: true }).fill(String(section.rows));
  await card.getByLabel(ui.seats.perRow, { exact: true }).fill(String(section.perRow));
  const seats = section.rows * section.perRow;
  const summary = ui.seats.summary
    .replace("{seats}", String(seats))
    .replace("{sellable}", String(seats))
    .replace("{sold}", "0");
  await expect(card.getByTestId("section-summary")).toHaveText(summary);
  await expect(card.getByRole("button", { name: ui.seats.seatLabel.replace("{label}", "B5") })).toBeVisible();
  await expectSaved(page, saved.seatMapSaved, () =>
    page.getByRole("button", { name: ui.save, exact: true }).click(),
  );
}

/**
 * Adds a required drop-down question to the visitor form, checks that the live preview (checkout's
 * own inputs) asks it with its options, and saves the form.
 */
export async function addDropdownQuestion(
  page: Page,
  question: { label: string; options: readonly string[] },
): Promise<void> {
  await page.getByRole("button", { name: ui.form.addField }).click();
  const row = page.getByTestId("form-field-row").last();
  await row.getByLabel(ui.form.label, { exact: true }).fill(question.label);
  await row.getByLabel(ui.form.type, { exact: true }).selectOption("dropdown");
  await row.getByLabel(ui.form.options, { exact: true }).fill(question.options.join(", "));
  await expect(row.getByRole("checkbox", { name: ui.form.required })).toBeChecked();
  const preview = page.getByTestId("form-preview").getByLabel(question.label);
  await expect(preview).toBeVisible();
  for (const option of question.options)
    await expect(preview.getByRole("option", { name: option, exact: true })).toBeAttached();
  await expectSaved(page, saved.formSaved, () =>
    page.getByRole("button", { name: ui.save, exact: true }).click(),
  );
}

/** Adds a percent voucher for every category and method, valid from now. */
export async function addPercentVoucher(page: Page, code: string, percent: number): Promise<void> {
  await page.getByRole("button", { name: ui.vouchers.addTitle }).click();
  const form = page.getByRole("region", { name: ui.vouchers.addTitle });
  await form.getByLabel(ui.vouchers.code, { exact: true }).fill(code);
  await form.getByLabel(ui.vouchers.unit, { exact: true }).selectOption("percent");
  await form.getByLabel(ui.vouchers.amount, { exact: true }).fill(String(percent));
  await expectSaved(page, saved.voucherSaved, () =>
    form.getByRole("button", { name: ui.save, exact: true }).click(),
  );
  const card = page.getByTestId("org-voucher").filter({ hasText: code });
  await expect(card).toContainText(`${percent}%`);
}
