import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { buildServices } from "../../server/build-services.ts";
import { systemClock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { Db } from "../../server/db/client.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { type PaymentsDeps, paymentsDeps } from "../../server/features/payments/deps.ts";
import type { SandboxGateway } from "../../server/features/sandbox-gateway/sandbox-gateway.ts";
import { type PaymentDetail, paymentDetailSchema } from "../../shared/contracts/payments.ts";
import { buyerApi, createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createCategory, createEvent } from "../support/events-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** Shared by the payments test files: the real app (with the webhook receiver and the sandbox's endpoints). */
export interface PaymentsHarness {
  app: FastifyInstance;
  database: TestDatabase;
  db: Db;
  deps: PaymentsDeps;
  sandbox: SandboxGateway;
  call: ReturnType<typeof buyerApi>;
  close(): Promise<void>;
}

/** `database`: an existing one (a restored backup, say) instead of this file's fresh clone. */
export async function createPaymentsHarness(
  env: Record<string, string> = {},
  existing?: TestDatabase,
): Promise<PaymentsHarness> {
  const database = existing ?? (await createTestDatabase());
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "warn", INTERNET_FEE_RUPIAH: "5000", ...env });
  // This app's own services: the harness reaches the same sandbox and deps the app uses.
  const services = buildServices({ config, database, clock: systemClock });
  const logStream = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = await buildApp({ services, logStream });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    deps: paymentsDeps(services),
    sandbox: services.payments.sandbox,
    call: buyerApi(app),
    close: async () => {
      await services.payments.sandbox.delivery.settle();
      await app.close();
      await database.destroy();
    },
  };
}

export interface Order {
  buyer: TestBuyer;
  eventId: number;
  eventSlug: string;
  categoryId: number;
  detail: PaymentDetail;
}

/** A buyer with a hold of `quantity` tickets (participants saved), ready to buy. */
export async function readyCheckout(
  h: PaymentsHarness,
  options: {
    quota?: number;
    quantity?: number;
    price?: number;
    buyer?: TestBuyer;
    categoryId?: number;
    eventSlug?: string;
  } = {},
) {
  let categoryId = options.categoryId;
  let slug = options.eventSlug;
  let eventId = 0;
  if (!categoryId || !slug) {
    const event = await createEvent(h.db, { taxRateBps: 1000 });
    const category = await createCategory(h.db, event.id, {
      price: options.price ?? 100_000,
      quota: options.quota ?? 10,
      perTransactionMax: 10,
    });
    categoryId = category.id;
    slug = event.slug;
    eventId = event.id;
  } else {
    const [row] = await rows<{ event_id: number }>(
      h.db,
      sql`SELECT event_id FROM ticket_categories WHERE id = ${categoryId}`,
    );
    eventId = row!.event_id;
  }
  const buyer = options.buyer ?? (await createBuyers(h.db, 1))[0]!;
  const quantity = options.quantity ?? 1;
  const held = await h.call("POST", "/transaction/checkout", {
    token: buyer.token,
    body: { event_slug: slug, tickets: [{ category_id: categoryId, quantity }] },
  });
  if (held.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(held.body)}`);
  const saved = await h.call("POST", "/transaction/checkout/participants", {
    token: buyer.token,
    body: {
      buyer: { name: "Siti Rahma", email: "siti@example.com", phone_number: "+6281234567890" },
      visitors: Array.from({ length: quantity }, (_, i) => ({
        name: `Pengunjung ${String.fromCharCode(65 + i)}`,
        email: `pengunjung${i + 1}@example.com`,
        phone_number: "+6281234567891",
        // Not asked by the form: never stored ("_" keys are the server's own).
        _sealed: "garbage",
        hobby: "Lari pagi",
      })),
    },
  });
  if (saved.status !== 200) throw new Error(`participants failed: ${JSON.stringify(saved.body)}`);
  return { buyer, categoryId, eventId, slug };
}

/** A placed order Waiting For Payment. */
export async function placeOrder(
  h: PaymentsHarness,
  method = "va_bca",
  options: Parameters<typeof readyCheckout>[1] & { extra?: Record<string, unknown> } = {},
): Promise<Order> {
  const ready = await readyCheckout(h, options);
  const res = await h.call("POST", "/transaction/buy-ticket", {
    token: ready.buyer.token,
    body: { payment_method: method, ...options.extra },
  });
  if (res.status !== 200) throw new Error(`buy-ticket failed: ${JSON.stringify(res.body)}`);
  return {
    buyer: ready.buyer,
    eventId: ready.eventId,
    eventSlug: ready.slug,
    categoryId: ready.categoryId,
    detail: paymentDetailSchema.parse(res.body.data),
  };
}

export async function counts(db: Db, externalId: string) {
  const [row] = await rows<{ status: string; tickets: number; events: number; needs_refund: boolean }>(
    db,
    sql`SELECT t.status, t.needs_refund,
          (SELECT count(*)::int FROM e_tickets e WHERE e.transaction_id = t.id) AS tickets,
          (SELECT count(*)::int FROM payment_events p WHERE p.external_id = t.external_id) AS events
        FROM payment_transactions t WHERE t.external_id = ${externalId}`,
  );
  return row!;
}

/** Confirmation mails for an invoice in the outbox (not its "complete your payment" mails). */
export async function mails(db: Db, invoice: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM mail_outbox
        WHERE subject LIKE ${`%${invoice}%`} AND subject LIKE ${"Pembayaran berhasil:%"}`,
  );
  return row?.n ?? 0;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every outbox mail about an invoice, oldest first. */
export async function mailsAbout(db: Db, invoice: string): Promise<OutboxMail[]> {
  return rows<OutboxMail>(
    db,
    sql`SELECT "to", subject, text, html FROM mail_outbox WHERE subject LIKE ${`%${invoice}%`}
        ORDER BY created_at, id`,
  );
}

/** Sold plus unexpired held tickets of a category (what capacity is measured against). */
export async function liveTickets(db: Db, categoryId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM stock_claims
        WHERE category_id = ${categoryId} AND (status = 'sold' OR (status = 'held' AND expires_at > now()))`,
  );
  return row?.n ?? 0;
}

/** Pushes a transaction (and its hold and claims) past its expiry, as if the window had run out. */
export async function backdate(db: Db, externalId: string): Promise<void> {
  await db.execute(sql`
    WITH t AS (UPDATE payment_transactions SET expires_at = now() - interval '1 second'
               WHERE external_id = ${externalId} RETURNING hold_id),
    h AS (UPDATE checkout_holds SET expires_at = now() - interval '1 second' WHERE id IN (SELECT hold_id FROM t) RETURNING id)
    UPDATE stock_claims SET expires_at = now() - interval '1 second'
    WHERE status = 'held' AND id IN (SELECT claim_id FROM checkout_hold_claims WHERE hold_id IN (SELECT id FROM h))`);
}

/** The app's services the resale feature takes, from the harness (live updates only when a test adds them). */
export function resaleServicesOf(h: PaymentsHarness) {
  return {
    db: h.db,
    config: h.deps.config,
    clock: h.deps.clock,
    cipher: h.deps.cipher,
    mailer: h.deps.mailer,
    payments: { client: h.deps.gateway, sandbox: h.sandbox },
  };
}
