import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, chromium, type Page } from "@playwright/test";
import type { VisitorField } from "../shared/checkout/visitor-fields.ts";
import { WCAG_AA_TAGS } from "../tests/e2e/support/axe.ts";
import { fillField } from "../tests/e2e/support/payments.ts";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.ts";

/**
 * Developer tool: axe (the sweep's WCAG 2.x A/AA tags) on the buyer's screens of a running server that has
 * the demo catalogue and `ENABLE_TEST_ROUTES=true`, at 390 and 1280 px, in id. One line per screen and
 * width: serious + critical nodes, then moderate + minor, and the rules. It needs nothing of the sweep's
 * screen table, so it runs against an older build too: that is how a "before" is measured.
 *
 *   tsx scripts/axe-screens.ts http://127.0.0.1:3300
 */
const base = process.argv[2] ?? "http://127.0.0.1:3300";
if (new URL(base).hostname !== "127.0.0.1") throw new Error("axe-screens only visits 127.0.0.1");

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function api<T>(request: APIRequestContext, method: "GET" | "POST", path: string, body?: unknown) {
  const response = await request.fetch(`${base}/api/v1${path}`, {
    method,
    data: body,
    headers: { "idempotency-key": randomUUID() },
  });
  const json = (await response.json()) as Envelope<T>;
  if (json.status !== 1) throw new Error(`${method} ${path}: ${json.message}`);
  return json.data;
}

interface Category {
  id: number;
  status: string;
  price: number;
  remaining: number;
  is_seated: boolean;
  bundle_items: { size_options: unknown[] }[];
}
/** An event with a general-admission category, and one with a seat map, from the landing's first page. */
async function pickEvents(request: APIRequestContext) {
  const list = await api<{ rows: { slug: string }[] }>(
    request,
    "GET",
    "/public/events/landing-page?show=24&page=1",
  );
  let general: { slug: string; category: Category } | null = null;
  let seated: string | null = null;
  for (const { slug } of list.rows) {
    const tickets = await api<{ rows: Category[] }>(request, "GET", `/public/active-tickets/event/${slug}`);
    const open = tickets.rows.find(
      (c) =>
        c.status === "available" &&
        !c.is_seated &&
        c.remaining > 5 &&
        c.price > 0 &&
        c.bundle_items.every((b) => !b.size_options.length),
    );
    if (!general && open) general = { slug, category: open };
    if (!seated && tickets.rows.some((c) => c.is_seated && c.status === "available")) seated = slug;
    if (general && seated) break;
  }
  if (!general || !seated) throw new Error("the catalogue has no open general and seated events");
  return { general, seated };
}

async function axeCounts(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode().analyze();
  const count = (impacts: string[]) =>
    result.violations
      .filter((v) => impacts.includes(v.impact ?? ""))
      .reduce((sum, v) => sum + v.nodes.length, 0);
  return {
    serious: count(["serious", "critical"]),
    other: count(["moderate", "minor"]),
    rules: result.violations.map((v) => `${v.id}(${v.impact})`).join(" "),
  };
}

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const context = await browser.newContext({ locale: "id-ID" });
const page = await context.newPage();
const { general, seated } = await pickEvents(context.request);

const response = await context.request.post(`${base}/api/v1/__test/session`, {
  data: { name: "Budi Santoso", email: `axe-${randomUUID()}@example.com` },
});
if (response.status() !== 200) throw new Error("the server needs ENABLE_TEST_ROUTES=true");
const hold = await api<{ hold_id: string }>(context.request, "POST", "/transaction/checkout", {
  event_slug: general.slug,
  tickets: [{ category_id: general.category.id, quantity: 1 }],
  idempotency_key: randomUUID(),
});
const detail = await api<{ visitor_fields: VisitorField[]; participants: { ticket_name: string }[] }>(
  context.request,
  "POST",
  "/transaction/checkout/detail",
  { hold_id: hold.hold_id },
);
await api(context.request, "POST", "/transaction/checkout/participants", {
  hold_id: hold.hold_id,
  buyer: { name: "Budi Santoso", email: "budi.santoso@example.com", phone_number: "+62 81234567890" },
  visitors: detail.participants.map((participant) =>
    Object.fromEntries(
      detail.visitor_fields.map((field) => [field.key, fillField(field, participant.ticket_name)]),
    ),
  ),
});
const order = await api<{ external_id: string }>(context.request, "POST", "/transaction/buy-ticket", {
  hold_id: hold.hold_id,
  payment_method: "va_bca",
});

const screens: [string, string][] = [
  ["landing", "/"],
  ["search", "/search?q=konser"],
  ["event", `/event/${general.slug}`],
  ["tickets", `/event/${general.slug}/tickets`],
  ["seat map", `/event/${seated}/tickets`],
  ["payment (VA)", `/event/${general.slug}/complete-payment/${order.external_id}`],
  ["transaction history", "/transaction-history"],
  ["ticket history (empty)", "/ticket-history"],
  ["profile", "/profile"],
  ["about", "/about-us"],
  ["contact", "/contact-us"],
  ["how to buy", "/how-to-buy"],
  ["wristband", "/about-us/wristband"],
  ["terms", "/terms-and-conditions"],
  ["privacy", "/privacy-policy"],
  ["404", "/404"],
];

console.log("| screen | width | serious+critical nodes | moderate+minor nodes | rules |");
console.log("|---|---|---|---|---|");
for (const width of [390, 1280]) {
  await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
  for (const [name, path] of screens) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const found = await axeCounts(page);
    console.log(`| ${name} | ${width} | ${found.serious} | ${found.other} | ${found.rules || "-"} |`);
  }
}
await browser.close();
