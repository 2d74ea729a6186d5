import { randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import type { VisitorField } from "../../../shared/checkout/visitor-fields.ts";
import type { TicketCategory } from "../../../shared/contracts/events.ts";
import type { PaymentDetail } from "../../../shared/contracts/payments.ts";
import { hydrated } from "../fixtures.ts";
import { type CatalogueEvent, catalogue, steppable } from "./catalogue.ts";
import { keepScreenshot } from "./screenshots.ts";

/**
 * Payment test helpers: an order placed through the API as the signed-in buyer (checkout -> visitor
 * data -> buy-ticket), the same calls the checkout screens make, so each payment test starts on its
 * payment page without depending on the checkout screens' own tests.
 */

export const SANDBOX = "/__sandbox/xendit";

/** Sandbox test card (Visa, Luhn-valid), as in Xendit's test mode. */
export const TEST_CARD = {
  card_number: "4000000000001091",
  card_exp_month: "12",
  card_exp_year: String(new Date().getUTCFullYear() + 2),
  card_cvn: "123",
};

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST" | "DELETE",
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    data: body,
    headers: { "accept-language": "en", ...headers },
  });
  const json = (await response.json()) as Envelope<T>;
  expect(json.status, `${method} ${path}: ${json.message}`).toBe(1);
  return json.data;
}

export interface OrderPick {
  event: CatalogueEvent;
  category: TicketCategory;
}

/**
 * A general-admission category priced inside the retail limits (Rp 10,000 - 2,500,000) with stock to
 * spare. Tests that count stock pass `own` (1, 2...): the n-th such category from the end, one per test,
 * so no other payment test moves its count while they read it; the others take the first.
 */
export async function pickPayableEvent(request: APIRequestContext, own = 0): Promise<OrderPick> {
  const found: OrderPick[] = [];
  for (const event of await catalogue(request)) {
    const category = event.categories.find(
      (item) =>
        steppable(item) &&
        item.bundle_items.every((bundle) => bundle.size_options.length === 0) &&
        item.remaining >= 30 &&
        item.price >= 20_000 &&
        item.price <= 1_500_000,
    );
    if (category) found.push({ event, category });
  }
  const pick = own > 0 ? found[found.length - own] : found[0];
  if (pick) return pick;
  throw new Error("the demo catalogue has no general-admission category priced for every method");
}

/** The form's option for a woman, matching the NIKs below. */
export const femaleOption = (field: { options?: readonly string[] | undefined }): string =>
  field.options?.find((option) => /perempuan|wanita|female/i.test(option)) ?? field.options?.[0] ?? "-";

/** A value every field type of the visitor form accepts (spec section 5). */
export function fillField(field: VisitorField, ticketName: string): string | boolean | string[] {
  switch (field.type) {
    case "email":
      return "budi.santoso@example.com";
    case "phone":
      return "+62 81234567890";
    case "number":
      return "170";
    case "date":
      return "1998-05-17";
    case "dropdown":
      return field.key === "gender"
        ? femaleOption(field)
        : ((field.ticket_options?.[ticketName] ?? field.options ?? ["-"])[0] ?? "-");
    case "yes_no":
      return "no";
    case "agreement":
      return true;
    case "list":
      return ["Juara 1 lomba lari 5K"];
    case "nik":
      // The field's regional prefix, then 17-05-1998 for a woman (day + 40): it agrees with the date
      // and the gender given above, as the server checks.
      return `${(field.prefixes?.[0] ?? "3319").padEnd(6, "0").slice(0, 6)}5705980001`;
    default:
      return field.key === "gender" ? "Male" : "Budi Santoso";
  }
}

export interface PlacedOrder {
  externalId: string;
  slug: string;
  eventName: string;
  categoryId: number;
}

/**
 * Places an order paid with `paymentMethod` as the browser's signed-in buyer (page.request shares the
 * browser context's session cookie). `extra` carries the OVO phone number or the card token.
 */
export async function placeOrder(
  page: Page,
  paymentMethod: string,
  extra: { phone_number?: string; card_token?: string } = {},
  ownCategory = 0,
): Promise<PlacedOrder> {
  const { event, category } = await pickPayableEvent(page.request, ownCategory);
  const key = `e2e-${randomUUID()}`;
  const hold = await api<{ hold_id: string }>(page.request, "POST", "/transaction/checkout", {
    event_slug: event.card.slug,
    tickets: [{ category_id: category.id, quantity: 1 }],
    idempotency_key: key,
  });
  const detail = await api<{ visitor_fields: VisitorField[]; participants: { ticket_name: string }[] }>(
    page.request,
    "POST",
    "/transaction/checkout/detail",
    { hold_id: hold.hold_id },
  );
  const buyer = { name: "Budi Santoso", email: "budi.santoso@example.com", phone_number: "+62 81234567890" };
  const visitors = detail.participants.map((participant) =>
    Object.fromEntries(
      detail.visitor_fields.map((field) => [field.key, fillField(field, participant.ticket_name)]),
    ),
  );
  await api(page.request, "POST", "/transaction/checkout/participants", {
    hold_id: hold.hold_id,
    buyer,
    visitors,
  });
  const bought = await api<{ external_id: string }>(
    page.request,
    "POST",
    "/transaction/buy-ticket",
    { hold_id: hold.hold_id, payment_method: paymentMethod, ...extra },
    { "idempotency-key": `${key}-buy` },
  );
  return {
    externalId: bought.external_id,
    slug: event.card.slug,
    eventName: event.detail.title,
    categoryId: category.id,
  };
}

export function paymentDetail(request: APIRequestContext, externalId: string): Promise<PaymentDetail> {
  return api<PaymentDetail>(request, "POST", "/transaction/payment-detail", { external_id: externalId });
}

/** The browser's card tokenization, done the same way (straight to the sandbox, never to /api/v1). */
export async function tokenizeTestCard(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SANDBOX}/credit_card_tokens`, { data: TEST_CARD });
  expect(response.ok()).toBe(true);
  const token = (await response.json()) as { id: string; status: string };
  expect(token.status).toBe("VERIFIED");
  return token.id;
}

export async function remaining(
  request: APIRequestContext,
  slug: string,
  categoryId: number,
): Promise<number> {
  const response = await request.get(`/api/v1/public/active-tickets/event/${slug}`);
  const body = (await response.json()) as { data: { rows: TicketCategory[] } };
  const row = body.data.rows.find((item) => item.id === categoryId);
  if (!row) throw new Error(`category ${categoryId} is not listed for ${slug}`);
  return row.remaining;
}

/**
 * Places a one-ticket order in its own category and says how many were left before it, read before
 * the order so a cached answer (public reads may be a second old) cannot hide the order's own ticket.
 */
export async function placeCountedOrder(
  page: Page,
  paymentMethod: string,
  ownCategory: number,
): Promise<{ order: PlacedOrder; before: number }> {
  const pick = await pickPayableEvent(page.request, ownCategory);
  const before = await remaining(page.request, pick.event.card.slug, pick.category.id);
  const order = await placeOrder(page, paymentMethod, {}, ownCategory);
  if (order.categoryId !== pick.category.id) throw new Error("the order went to another category");
  return { order, before };
}

/** Screenshots named by state and width, for a human to look at (support/screenshots.ts). */
export async function snap(page: Page, name: string): Promise<void> {
  await keepScreenshot(page, `payments/${name}-${page.viewportSize()?.width ?? 0}`);
}

/** Acts as the bank / app / cashier on the simulator page, in a second tab like a tester would. */
export async function payOnSimulator(
  context: BrowserContext,
  externalId: string,
  button: string,
): Promise<void> {
  const simulator = await context.newPage();
  await simulator.goto(`/en/sandbox/pay/${externalId}`);
  await hydrated(simulator);
  await expect(simulator.getByTestId("simulator")).toHaveAttribute("data-gateway-status", "PENDING");
  await snap(simulator, `simulator-${button.split(" ").slice(0, 2).join("-").toLowerCase()}`);
  await simulator.getByRole("button", { name: button }).click();
  await expect(simulator.getByTestId("simulator-result")).toContainText("COMPLETED");
  await simulator.close();
}
