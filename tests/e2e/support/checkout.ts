import type { Page } from "@playwright/test";
import type { TicketCategory, Voucher } from "../../../shared/contracts/events.ts";
import { type CatalogueEvent, catalogue, steppable } from "./catalogue.ts";

/**
 * Checkout test helpers: an event whose tickets two visitors can hold with a voucher that limits the
 * payment methods, and the NIK visitor form the browser tests fill.
 */

export interface CheckoutPick {
  event: CatalogueEvent;
  category: TicketCategory;
  voucher: Voucher;
}

const usableNow = (voucher: Voucher, cartTotal: number) =>
  voucher.allowed_payment_methods !== null &&
  voucher.allowed_payment_methods.length > 0 &&
  voucher.allowed_category_ids === null &&
  (voucher.remaining === null || voucher.remaining > 5) &&
  voucher.min_transaction <= cartTotal &&
  Date.parse(voucher.valid_from) <= Date.now() &&
  (voucher.valid_until === null || Date.parse(voucher.valid_until) > Date.now() + 3_600_000);

/** Two tickets of one general-admission category (no sizes to pick) and a method-limited voucher. */
export async function pickCheckoutEvent(page: Page, quantity = 2): Promise<CheckoutPick> {
  for (const event of await catalogue(page.request)) {
    if ((event.detail.max_ticket_by_account ?? 99) < quantity) continue;
    const category = event.categories.find(
      (item) =>
        steppable(item) &&
        item.bundle_items.every((bundle) => bundle.size_options.length === 0) &&
        item.remaining >= quantity + 20 &&
        item.per_transaction_max >= quantity &&
        (item.per_account_limit ?? 99) >= quantity &&
        item.price > 0,
    );
    const voucher = category && event.vouchers.find((item) => usableNow(item, category.price * quantity));
    if (category && voucher) return { event, category, voucher };
  }
  throw new Error("the demo catalogue has no event with two free tickets and a method-limited voucher");
}

/** A football-style form: the default fields plus a NIK with a required prefix and a data agreement. */
export const NIK_FIELDS = [
  { key: "name", label: "Name", type: "text", required: true, allow_filler: false, max_length: 255 },
  { key: "email", label: "Email", type: "email", required: true, allow_filler: false, max_length: 255 },
  {
    key: "phone_number",
    label: "Phone number",
    type: "phone",
    required: true,
    allow_filler: false,
    max_length: 255,
  },
  {
    key: "identity",
    label: "NIK (KTP)",
    type: "nik",
    required: true,
    allow_filler: false,
    max_length: 255,
    prefixes: ["3319", "3320"],
  },
  {
    key: "data_agreement",
    label: "I confirm the data is correct",
    type: "agreement",
    required: true,
    allow_filler: false,
    max_length: 255,
  },
];

/**
 * The demo seed configures no event with a NIK field yet, so the checkout detail the page reads is given
 * one. The server keeps validating its own (default) fields, which this form also asks for; the NIK
 * rules run in the browser through the same shared validator the server uses.
 */
export async function withNikForm(page: Page): Promise<void> {
  await page.route("**/api/v1/transaction/checkout/detail", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { visitor_fields?: { type: string }[] } };
    if (body.data && !body.data.visitor_fields?.some((field) => field.type === "nik"))
      body.data.visitor_fields = NIK_FIELDS;
    await route.fulfill({ response, json: body });
  });
}
