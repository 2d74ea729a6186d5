import { type APIRequestContext, expect } from "@playwright/test";
import { BUYER_OPERATIONS as op } from "../../../shared/contracts/api-operations.ts";
import { buildApiPath } from "../../../shared/contracts/api-path.ts";
import type { CheckInResult, ETicketDetail, MyTickets } from "../../../shared/contracts/e-tickets.ts";
import { CHECK_IN_SECRET_HEADER } from "../../../shared/contracts/e-tickets.ts";
import { SANDBOX_BASE_PATH } from "../../../shared/contracts/payments.ts";
import { catalogue, steppable } from "./catalogue.ts";
import { femaleOption } from "./payments.ts";

/**
 * Gets the signed-in buyer of `request` (a page's request context shares the browser's cookies) a paid
 * e-ticket the way a buyer does, through the API: checkout, visitor data, buy with a virtual account,
 * the sandbox gateway pays it, its callback issues the tickets.
 */

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.fetch(`/api/v1${path}`, { method, data, headers });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || body.status !== 1)
    throw new Error(`${method} ${path}: ${response.status()} ${body.message}`);
  return body.data;
}

/** The test-only route that hands out an event's check-in link (ENABLE_TEST_ROUTES). */
export const CHECK_IN_LINK_ENDPOINT = "/__test/check-in-link";

type VisitorField = { key: string; type: string; options?: string[]; prefixes?: string[] };

/** A plausible answer for each visitor field type, so any event's form passes validation. */
function answer(field: VisitorField, email: string): unknown {
  switch (field.type) {
    case "email":
      return email;
    case "phone":
      return "+62 81234567890";
    case "date":
      return "1998-05-17";
    case "number":
      return "170";
    case "dropdown":
      return field.key === "gender" ? femaleOption(field) : (field.options?.[0] ?? "-");
    case "yes_no":
      return field.options?.[0] ?? "yes";
    case "agreement":
      return true;
    case "list":
      return ["-"];
    case "nik":
      // 16 digits: the field's regional prefix, then a valid birth date (17-05-1998, female: day + 40).
      return `${(field.prefixes?.[0] ?? "3174").padEnd(6, "0").slice(0, 6)}5705980001`;
    default:
      return "Sinta Maharani";
  }
}

export interface PaidTicket {
  ticketId: string;
  eventSlug: string;
  eventTitle: string;
  holderName: string;
}

/**
 * `start` picks which suitable event to try first (negative counts from the end): tests that change an
 * event's state (its transfer rules, its check-in secret) each take their own event, so tests running in
 * parallel never undo each other's setup.
 */
export async function buyPaidTicket(
  request: APIRequestContext,
  buyer: { name: string; email: string },
  start = 0,
): Promise<PaidTicket> {
  const events = await catalogue(request);
  const candidates = events.filter(
    (event) =>
      event.card.status === "upcoming" &&
      event.categories.some((c) => steppable(c) && !c.is_bundle && c.price > 0),
  );
  const first = ((start % candidates.length) + candidates.length) % candidates.length;
  for (const event of [...candidates.slice(first), ...candidates.slice(0, first)]) {
    const category = event.categories.find((c) => steppable(c) && !c.is_bundle && c.price > 0);
    if (!category) continue;
    try {
      const hold = await call<{ hold_id: string }>(request, "POST", "/transaction/checkout", {
        event_slug: event.card.slug,
        tickets: [{ category_id: category.id, quantity: 1 }],
      });
      const detail = await call<{ participants: unknown[]; visitor_fields: VisitorField[] }>(
        request,
        "POST",
        "/transaction/checkout/detail",
        { hold_id: hold.hold_id },
      );
      const visitor = Object.fromEntries(
        detail.visitor_fields.map((field) => [field.key, answer(field, buyer.email)]),
      );
      visitor.name = buyer.name;
      await call(request, "POST", "/transaction/checkout/participants", {
        hold_id: hold.hold_id,
        buyer: { name: buyer.name, email: buyer.email, phone_number: "+62 81234567890" },
        visitors: detail.participants.map(() => visitor),
      });
      const bought = await call<{ external_id: string }>(request, "POST", "/transaction/buy-ticket", {
        hold_id: hold.hold_id,
        payment_method: "va_bca",
      });
      const paid = await request.post(`${SANDBOX_BASE_PATH}/simulator/${bought.external_id}/pay`, {
        data: {},
      });
      if (!paid.ok()) throw new Error(`sandbox pay: ${paid.status()}`);
      const ticketId = await waitForTicket(request, event.card.slug);
      return { ticketId, eventSlug: event.card.slug, eventTitle: event.card.title, holderName: buyer.name };
    } catch {
      // This event's rules (seats, merchandise sizes, an organiser's extra questions) refused the simple
      // order: try the next one.
    }
  }
  throw new Error("no event could be bought through the API");
}

/** The payment callback is delivered asynchronously: wait until the ticket is issued. */
export async function waitForTicket(request: APIRequestContext, eventSlug: string): Promise<string> {
  let ticketId: string | undefined;
  await expect
    .poll(
      async () => {
        const mine = await call<MyTickets>(
          request,
          "GET",
          buildApiPath(op.myTickets.path, {}, { tab: "upcoming" }),
        );
        ticketId = mine.rows.find((row) => row.event.slug === eventSlug)?.id;
        return ticketId;
      },
      { message: "the paid ticket is issued" },
    )
    .toBeDefined();
  return ticketId as string;
}

export async function ticketDetail(request: APIRequestContext, ticketId: string): Promise<ETicketDetail> {
  return call<ETicketDetail>(request, "GET", buildApiPath(op.ticketDetail.path, { ticketId }));
}

/** A fresh check-in link (`/check-in/<slug>#k=<secret>`) from the test-only route, as a site path. */
export async function checkInLink(
  request: APIRequestContext,
  eventSlug: string,
): Promise<{ path: string; secret: string }> {
  const { link, secret } = await call<{ link: string; secret: string }>(
    request,
    "POST",
    CHECK_IN_LINK_ENDPOINT,
    {
      event_slug: eventSlug,
    },
  );
  const parsed = new URL(link);
  return { path: `${parsed.pathname}${parsed.hash}`, secret };
}

/** The organiser's transfer switch and freeze for an event (test-only route; the admin is not built). */
export async function setTransferRules(
  request: APIRequestContext,
  eventSlug: string,
  rules: { transfers_enabled: boolean; transfer_freeze_hours: number },
): Promise<void> {
  await call(request, "POST", "/__test/ticket-settings", { event_slug: eventSlug, ...rules });
}

/** Another gate admitting a ticket, straight through the API (outside the browser under test). */
export async function scanAtAnotherGate(
  request: APIRequestContext,
  eventSlug: string,
  secret: string,
  code: string,
  gate: string,
): Promise<CheckInResult> {
  return call<CheckInResult>(
    request,
    "POST",
    buildApiPath(op.checkInScan.path, { eventSlug }),
    { code, gate },
    {
      [CHECK_IN_SECRET_HEADER]: secret,
    },
  );
}
