import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/app.ts";
import { buildServices, mailAttachmentResolvers } from "../../server/build-services.ts";
import { systemClock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { Db } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed/run-seed.ts";
import { rows } from "../../server/db/sql-helpers.ts";
import { visitorFieldsSeeder } from "../../server/features/checkout/visitor-fields-seeder.ts";
import { mailerFromConfig } from "../../server/features/mail/mailer-from-config.ts";
import type { SandboxGateway } from "../../server/features/sandbox-gateway/sandbox-gateway.ts";
import type { DataCipher } from "../../server/security/data-cipher.ts";
import { catalogueSeeder } from "../../server/seed/catalogue/catalogue-seeder.ts";
import type { AppServices } from "../../server/services.ts";
import {
  type FieldValue,
  fieldSensitivity,
  fieldsFor,
  isProtectedSensitivity,
  type VisitorField,
} from "../../shared/checkout/visitor-fields.ts";
import { checkoutDetailSchema } from "../../shared/contracts/checkout.ts";
import type { ETicketDetail } from "../../shared/contracts/e-tickets.ts";
import { paymentDetailSchema, SANDBOX_BASE_PATH } from "../../shared/contracts/payments.ts";
import { formatVisitorAnswer } from "../../shared/format/visitor-answer.ts";
import { createTranslator } from "../../shared/i18n/translate.ts";
import { buyerApi, createBuyers, type TestBuyer } from "../support/checkout-fixtures.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/** A birth date as the e-ticket shows it (Indonesian, the default language). */
const shownDate = (iso: string) => formatVisitorAnswer(iso, { type: "date" }, createTranslator("id"));

/*
 * Visitors' identity and health answers are protected at rest: a whole purchase through the API (hold,
 * participants, payment through the sandbox, e-tickets, confirmation mail) leaves none of them in clear
 * in any text or JSON column of any table, nor in the logs, while the holder still sees their own
 * answers. A control run with a pass-through cipher proves the scan finds them when they are not
 * encrypted. Tampered or moved ciphertexts answer 409 personal_data_unreadable, never 500.
 */

// Two seeded databases and several purchases through the whole pipeline: slow on embedded PGlite.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

/** The control's cipher: "encrypts" to the plaintext itself, so sealed answers stay readable at rest. */
const PASS_THROUGH_CIPHER: DataCipher = {
  activeKeyId: "plain",
  currentPrefix: "plain.",
  encrypt: (plaintext) => plaintext,
  decrypt: (payload) => payload,
  isCurrent: () => true,
};

interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  db: Db;
  services: AppServices;
  sandbox: SandboxGateway;
  call: ReturnType<typeof buyerApi>;
  /** Status of every API call made through `call`, with its method and URL. */
  answered: { status: number; request: string }[];
  /** Everything the app's logger wrote so far (raw text, every level down to trace). */
  logText(): string;
  close(): Promise<void>;
}

/** The real app on its own seeded database; `cipher` replaces the app's data cipher everywhere. */
async function createHarness(cipher?: DataCipher): Promise<Harness> {
  const database = await createTestDatabase();
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "trace", INTERNET_FEE_RUPIAH: "5000" });
  const built = buildServices({ config, database, clock: systemClock });
  const services: AppServices = cipher
    ? {
        ...built,
        cipher,
        // The mailer's attachment resolver holds the cipher too: rebuilt on the replacement.
        mailer: mailerFromConfig(database.db, config, mailAttachmentResolvers({ db: database.db, cipher })),
      }
    : built;
  const app = await buildApp({ services, logStream });
  await app.ready();
  await seedDatabase(database.db, { scale: "demo" }, [catalogueSeeder, visitorFieldsSeeder]);
  const api = buyerApi(app);
  const answered: Harness["answered"] = [];
  const call: Harness["call"] = async (method, url, options) => {
    const response = await api(method, url, options);
    answered.push({ status: response.status, request: `${method} ${url}` });
    return response;
  };
  return {
    app,
    database,
    db: database.db,
    services,
    sandbox: services.payments.sandbox,
    call,
    answered,
    logText: () => chunks.join(""),
    close: async () => {
      await services.payments.sandbox.delivery.settle();
      await app.close();
      await database.destroy();
    },
  };
}

/** Who a visitor is: the distinctive identity and health answers they give. */
interface VisitorSecrets {
  name: string;
  birthDate: string;
  female: boolean;
  /** Last 4 digits of the NIK (the serial number), the only part a view may show. */
  nikSerial: string;
  healthNote: string;
}

const VISITOR_A: VisitorSecrets = {
  name: "Dewi Lestari",
  birthDate: "1987-11-23",
  female: true,
  nikSerial: "7319",
  healthNote: "Asma ringan sejak kecil zq7",
};
const VISITOR_B: VisitorSecrets = {
  name: "Bagus Prasetyo",
  birthDate: "1989-06-02",
  female: false,
  nikSerial: "4826",
  healthNote: "Alergi kacang tanah parah xk4",
};

/**
 * A valid NIK (shared/validation/nik.ts) encoding the visitor's birth date and gender (day + 40 for
 * women), starting with the field's regional prefix when it has one.
 */
function nikOf(visitor: VisitorSecrets, prefixes?: readonly string[]): string {
  const [year = "", month = "", day = ""] = visitor.birthDate.split("-");
  const encodedDay = String(Number(day) + (visitor.female ? 40 : 0)).padStart(2, "0");
  const area = `${prefixes?.[0] ?? ""}317401`.slice(0, 6);
  return `${area}${encodedDay}${month}${year.slice(2)}${visitor.nikSerial}`;
}

/** A complete, valid answer set for the event's form, with the visitor's secrets where asked. */
function answersFor(
  fields: readonly VisitorField[],
  ticketName: string,
  visitor: VisitorSecrets,
  index: number,
): Record<string, FieldValue> {
  const answers: Record<string, FieldValue> = {};
  for (const field of fieldsFor(fields, ticketName)) {
    const options = field.ticket_options?.[ticketName] ?? field.options ?? [];
    answers[field.key] = (() => {
      if (field.key === "name") return visitor.name;
      if (/^(medical_notes|health)/.test(field.key)) return visitor.healthNote;
      if (/^medical_condition/.test(field.key) && field.type === "yes_no") return true;
      if (field.key === "gender" && field.type === "dropdown") {
        const wanted = visitor.female ? /^(perempuan|wanita|female)$/i : /^(laki-laki|pria|male)$/i;
        return options.find((option) => wanted.test(option)) ?? options[0] ?? "";
      }
      switch (field.type) {
        case "nik":
          return nikOf(visitor, field.prefixes);
        case "date":
          return visitor.birthDate;
        case "email":
          return `pengunjung${index + 1}@example.com`;
        case "phone":
          return "+6281234567891";
        case "number":
          return 0;
        case "dropdown":
          return options[0] ?? "";
        case "yes_no":
          return false;
        case "agreement":
          return true;
        case "list":
          return ["Finisher 10K Borobudur"];
        default:
          return field.allow_filler ? "-" : "Kontak Darurat";
      }
    })();
  }
  return answers;
}

/** The string answers a visitor gave to identity and health fields: none may be stored in clear. */
function protectedValues(fields: readonly VisitorField[], answers: Record<string, FieldValue>): string[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return Object.entries(answers)
    .filter(([key]) => isProtectedSensitivity(fieldSensitivity(byKey.get(key), key)))
    .flatMap(([, value]) => (typeof value === "string" && value.length >= 6 ? [value] : []));
}

type EventKind = "fun_run" | "festival" | "concert";

/** Which keys a kind of event must ask for the test to mean anything (the demo seed's forms). */
const REQUIRED_KEYS: Record<EventKind, string[]> = {
  fun_run: ["birth_date", "medical_notes"],
  festival: ["birth_date", "nik"],
  concert: ["nik"],
};

interface Purchase {
  buyer: TestBuyer;
  eventSlug: string;
  holdId: string;
  externalId: string;
  invoiceNumber: string;
  fields: VisitorField[];
  answers: Record<string, FieldValue>[];
  /** Every identity or health string answer given in this purchase. */
  secrets: string[];
  /** Where the scan found them while the hold carried the participants (before paying). */
  foundBeforePayment: Finding[];
  ticketIds: string[];
}

/** Seeded events of a kind whose form asks the required keys, with a paid general-admission ticket (maybe a bundle). */
async function candidates(db: Db, kind: EventKind) {
  const keys = REQUIRED_KEYS[kind];
  const found = await rows<{ slug: string; category_id: number; config: unknown; sizes: unknown }>(
    db,
    sql`SELECT e.slug, c.id AS category_id, f.config,
          (SELECT coalesce(json_agg(json_build_object('item', b.name, 'sizes', b.size_options)), '[]'::json)
           FROM bundle_items b WHERE b.category_id = c.id) AS sizes
        FROM events e
        JOIN event_visitor_fields f ON f.event_id = e.id
        JOIN ticket_categories c ON c.event_id = e.id
        WHERE e.category = ${kind} AND NOT e.is_seated AND e.starts_at > now()
          AND c.price > 0 AND c.manual_status = 'available'
          AND (c.sale_starts_at IS NULL OR c.sale_starts_at <= now())
          AND (c.sale_ends_at IS NULL OR c.sale_ends_at > now())
          AND c.per_transaction_max >= 2
        ORDER BY e.id, c.sort_order, c.id`,
  );
  const parsed = <T>(value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as T;
  return found
    .filter((row) =>
      keys.every((key) => parsed<VisitorField[]>(row.config).some((field) => field.key === key)),
    )
    .map((row) => ({ ...row, items: parsed<{ item: string; sizes: string[] }[]>(row.sizes) }));
}

/** A bundle's merchandise choices: one size per ticket for each item that has sizes (hold-plan.ts). */
const bundleChoices = (items: readonly { item: string; sizes: string[] }[], quantity: number) =>
  items.flatMap(({ item, sizes }) =>
    sizes.length === 0 ? [] : Array.from({ length: quantity }, () => ({ item, size: sizes[0]! })),
  );

/**
 * A whole purchase through the API: hold, participants, payment through the sandbox's VA simulator,
 * e-tickets and the confirmation mail. Checks on the way that the holder sees their answers back
 * before paying.
 */
async function purchase(h: Harness, kind: EventKind, visitors: VisitorSecrets[]): Promise<Purchase> {
  const [buyer] = await createBuyers(h.db, 1);
  if (!buyer) throw new Error("no buyer");
  let eventSlug = "";
  for (const candidate of await candidates(h.db, kind)) {
    const held = await h.call("POST", "/transaction/checkout", {
      token: buyer.token,
      body: {
        event_slug: candidate.slug,
        tickets: [
          {
            category_id: candidate.category_id,
            quantity: visitors.length,
            bundle_choices: bundleChoices(candidate.items, visitors.length),
          },
        ],
      },
    });
    if (held.status === 200) {
      eventSlug = candidate.slug;
      break;
    }
  }
  if (!eventSlug) throw new Error(`no seeded ${kind} event could be checked out`);

  const before = checkoutDetailSchema.parse(
    (await h.call("POST", "/transaction/checkout/detail", { token: buyer.token, body: {} })).body.data,
  );
  const fields = before.visitor_fields as unknown as VisitorField[];
  for (const key of REQUIRED_KEYS[kind]) expect(fields.map((field) => field.key)).toContain(key);
  const answers = before.participants.map((slot, index) =>
    answersFor(fields, slot.ticket_name, visitors[index]!, index),
  );
  const saved = await h.call("POST", "/transaction/checkout/participants", {
    token: buyer.token,
    body: {
      hold_id: before.hold_id,
      buyer: { name: "Siti Rahma", email: "siti@example.com", phone_number: "+6281234567890" },
      visitors: answers,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  // The holder reviews their own answers before paying: all of them, identity and health included.
  const review = checkoutDetailSchema.parse(
    (await h.call("POST", "/transaction/checkout/detail", { token: buyer.token, body: {} })).body.data,
  );
  expect(review.participants.map((slot) => slot.data)).toEqual(
    answers.map((a) => expect.objectContaining(a)),
  );
  // Scanned now too: the hold is cleared once tickets are issued, which would hide a leak at this stage.
  const secrets = [...new Set(answers.flatMap((a) => protectedValues(fields, a)))];
  const foundBeforePayment = await scanDatabase(h.db, secrets);

  const bought = await h.call("POST", "/transaction/buy-ticket", {
    token: buyer.token,
    body: { payment_method: "va_bca" },
  });
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const order = paymentDetailSchema.parse(bought.body.data);
  const paid = await h.app.inject({
    method: "POST",
    url: `${SANDBOX_BASE_PATH}/callback_virtual_accounts/external_id=${order.external_id}/simulate_payment`,
    headers: {
      "content-type": "application/json",
      // Xendit's simulate endpoints take the secret key.
      authorization: `Basic ${Buffer.from(`${h.sandbox.secretKey}:`).toString("base64")}`,
    },
    payload: JSON.stringify({ amount: order.total }),
  });
  expect(paid.json()).toMatchObject({ status: "COMPLETED" });
  await h.sandbox.delivery.settle();

  const [transaction] = await rows<{ status: string }>(
    h.db,
    sql`SELECT status FROM payment_transactions WHERE external_id = ${order.external_id}`,
  );
  expect(transaction?.status).toBe("Payment Success");
  const tickets = await rows<{ id: string }>(
    h.db,
    sql`SELECT e.id FROM e_tickets e JOIN payment_transactions t ON t.id = e.transaction_id
        WHERE t.external_id = ${order.external_id} ORDER BY e.entry_number`,
  );
  expect(tickets).toHaveLength(visitors.length);
  const [mail] = await rows<{ n: number }>(
    h.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox
        WHERE subject LIKE ${`%${order.invoice_number}%`} AND subject LIKE ${"Pembayaran berhasil:%"}`,
  );
  // The confirmation (the order's "complete your payment" mail is the other one about this invoice).
  expect(mail?.n).toBe(1);

  return {
    buyer,
    eventSlug,
    holdId: before.hold_id,
    externalId: order.external_id,
    invoiceNumber: order.invoice_number,
    fields,
    answers,
    secrets,
    foundBeforePayment,
    ticketIds: tickets.map((ticket) => ticket.id),
  };
}

interface Finding {
  table: string;
  column: string;
  value: string;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every text, varchar, char, json and jsonb column (and arrays of them) of every public table, cast to text. */
async function scanDatabase(db: Db, values: readonly string[]): Promise<Finding[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
          AND (c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
            OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
        ORDER BY c.table_name, c.ordinal_position`,
  );
  expect(columns.length).toBeGreaterThan(20);
  expect(columns).toContainEqual({ table_name: "e_tickets", column_name: "visitor_data" });
  expect(columns).toContainEqual({ table_name: "checkout_holds", column_name: "participants" });
  expect(columns).toContainEqual({ table_name: "mail_outbox", column_name: "subject" });
  const findings: Finding[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const cell = sql.raw(`${quoteIdent(column)}::text`);
    const checks = values.map(
      (value, i) => sql`bool_or(position(${value} in ${cell}) > 0) AS ${sql.raw(`v${i}`)}`,
    );
    const [hit] = await rows<Record<string, boolean | null>>(
      db,
      sql`SELECT ${sql.join(checks, sql`, `)} FROM ${sql.raw(quoteIdent(table))}`,
    );
    values.forEach((value, i) => {
      if (hit?.[`v${i}`]) findings.push({ table, column, value });
    });
  }
  return findings;
}

const ticketDetail = async (h: Harness, token: string, ticketId: string, locale = "en") => {
  const response = await h.call("GET", `/ticket/detail/${ticketId}`, {
    token,
    headers: { "accept-language": locale },
  });
  return { ...response, detail: response.body.data as ETicketDetail };
};

describe("visitors' identity and health answers at rest", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h?.close());

  it("are nowhere in clear in the database nor the logs after a whole purchase, and the holder still sees them", async () => {
    const run = await purchase(h, "fun_run", [VISITOR_A]);
    const fest = await purchase(h, "festival", [VISITOR_B]);
    const nikB = fest.answers[0]!.nik as string;
    // The values the scan looks for are the distinctive ones the visitors gave.
    expect(run.secrets).toEqual(expect.arrayContaining([VISITOR_A.birthDate, VISITOR_A.healthNote]));
    expect(fest.secrets).toEqual(expect.arrayContaining([VISITOR_B.birthDate, nikB]));
    expect(nikB).toMatch(/^[0-9]{16}$/);
    const secrets = [...run.secrets, ...fest.secrets];

    // The holder's e-tickets still show their own answers: the health note and birth date, the NIK
    // only by its last 4 digits.
    const runTicket = await ticketDetail(h, run.buyer.token, run.ticketIds[0]!);
    expect(runTicket.status, JSON.stringify(runTicket.body)).toBe(200);
    const runValues = runTicket.detail.visitors.map((entry) => entry.value);
    expect(runValues).toContain(VISITOR_A.healthNote);
    // Dates read in the reader's locale, not as stored.
    expect(runValues).toContain(shownDate(VISITOR_A.birthDate));
    expect(runValues).toContain(VISITOR_A.name);
    const festTicket = await ticketDetail(h, fest.buyer.token, fest.ticketIds[0]!);
    expect(festTicket.status, JSON.stringify(festTicket.body)).toBe(200);
    const festText = JSON.stringify(festTicket.detail);
    expect(festText).not.toContain(nikB);
    expect(festText).not.toContain(nikB.slice(0, 12));
    const nikEntry = festTicket.detail.visitors.find((entry) => entry.key === "nik");
    expect(nikEntry, JSON.stringify(festTicket.detail.visitors)).toBeDefined();
    expect(nikEntry!.value.endsWith(VISITOR_B.nikSerial)).toBe(true);
    expect(nikEntry!.value.replace(/[^0-9]/g, "")).toBe(VISITOR_B.nikSerial);
    expect(festTicket.detail.visitors.map((entry) => entry.value)).toContain(shownDate(VISITOR_B.birthDate));

    // Stored sealed: the tickets carry a `_sealed` value and no identity or health key in clear.
    const stored = await rows<{ visitor_data: Record<string, unknown> }>(
      h.db,
      sql`SELECT visitor_data FROM e_tickets WHERE id IN (${run.ticketIds[0]!}, ${fest.ticketIds[0]!})`,
    );
    for (const { visitor_data: data } of stored) {
      expect(typeof data._sealed).toBe("string");
      for (const key of ["nik", "birth_date", "medical_notes", "medical_condition"])
        expect(data).not.toHaveProperty(key);
    }
    // After the tickets are issued the holds no longer keep the participants.
    const holds = await rows<{ participants: unknown }>(
      h.db,
      sql`SELECT participants FROM checkout_holds WHERE id IN (${run.holdId}, ${fest.holdId})`,
    );
    expect(holds).toHaveLength(2);
    for (const { participants } of holds) expect([null, []]).toContainEqual(participants);

    expect(run.foundBeforePayment).toEqual([]);
    expect(fest.foundBeforePayment).toEqual([]);
    expect(await scanDatabase(h.db, secrets)).toEqual([]);
    const logs = h.logText();
    // The capture saw the flow (one access line per request), so an empty result means something.
    expect(logs).toContain("/api/v1/transaction/checkout/participants");
    expect(logs).toContain(`/api/v1/ticket/detail/${fest.ticketIds[0]}`);
    expect(secrets.filter((secret) => logs.includes(secret))).toEqual([]);
    expect(h.answered.filter((call) => call.status >= 500)).toEqual([]);
  });

  it("answers 409 personal_data_unreadable, never 500, to an altered or moved ciphertext", async () => {
    const order = await purchase(h, "fun_run", [VISITOR_A, VISITOR_B]);
    const [first, second] = order.ticketIds;
    if (!first || !second) throw new Error("two tickets expected");
    const token = order.buyer.token;
    for (const id of [first, second]) expect((await ticketDetail(h, token, id)).status).toBe(200);

    const sealedOf = async (id: string) => {
      const [row] = await rows<{ sealed: string | null }>(
        h.db,
        sql`SELECT visitor_data->>'_sealed' AS sealed FROM e_tickets WHERE id = ${id}`,
      );
      expect(typeof row?.sealed).toBe("string");
      return row!.sealed!;
    };
    const setSealed = (id: string, sealed: string) =>
      h.db.execute(
        sql`UPDATE e_tickets SET visitor_data = jsonb_set(visitor_data, '{_sealed}', to_jsonb(${sealed}::text))
            WHERE id = ${id}`,
      );
    const expectUnreadable = async (id: string) => {
      const messages: string[] = [];
      for (const locale of ["id", "en"]) {
        const response = await ticketDetail(h, token, id, locale);
        expect(response.status, `${locale}: ${JSON.stringify(response.body)}`).toBe(409);
        expect(response.body.errorCode).toBe("personal_data_unreadable");
        expect(response.body.message.trim()).not.toBe("");
        messages.push(response.body.message);
      }
      // Translated: the Indonesian and the English answers differ.
      expect(messages[0]).not.toBe(messages[1]);
    };
    const originalFirst = await sealedOf(first);
    const originalSecond = await sealedOf(second);

    // (a) One character changed inside the ciphertext part of ticket 1's sealed value.
    const at = originalFirst.length - 3;
    const flipped = originalFirst[at] === "A" ? "B" : "A";
    await setSealed(first, `${originalFirst.slice(0, at)}${flipped}${originalFirst.slice(at + 1)}`);
    await expectUnreadable(first);
    expect((await ticketDetail(h, token, second)).status).toBe(200);
    await setSealed(first, originalFirst);
    expect((await ticketDetail(h, token, first)).status).toBe(200);

    // (b) Ticket 1's sealed value copied onto ticket 2 (the same holder): bound to ticket 1, refused.
    await setSealed(second, originalFirst);
    await expectUnreadable(second);
    const untouched = await ticketDetail(h, token, first);
    expect(untouched.status).toBe(200);
    expect(untouched.detail.visitors.map((entry) => entry.value)).toContain(VISITOR_A.healthNote);
    expect(JSON.stringify(untouched.detail)).not.toContain(VISITOR_B.healthNote);
    await setSealed(second, originalSecond);
    const restored = await ticketDetail(h, token, second);
    expect(restored.status).toBe(200);
    expect(restored.detail.visitors.map((entry) => entry.value)).toContain(VISITOR_B.healthNote);

    // Nothing on the way was a server error, and the refusals logged none of the answers.
    expect(h.answered.filter((call) => call.status >= 500)).toEqual([]);
    const logs = h.logText();
    expect(logs).toContain(`/api/v1/ticket/detail/${second}`);
    expect(order.secrets.filter((secret) => logs.includes(secret))).toEqual([]);
  });
});

describe("the control: with a pass-through cipher", () => {
  let control: Harness;
  beforeAll(async () => {
    control = await createHarness(PASS_THROUGH_CIPHER);
  });
  afterAll(() => control?.close());

  it("the same purchase leaves the answers in the database, and the scan finds them", async () => {
    const run = await purchase(control, "fun_run", [VISITOR_A]);
    const fest = await purchase(control, "festival", [VISITOR_B]);
    const nikB = fest.answers[0]!.nik as string;
    const findings = await scanDatabase(control.db, [...run.secrets, ...fest.secrets]);
    const found = new Set(findings.map((finding) => finding.value));
    for (const secret of [VISITOR_A.birthDate, VISITOR_A.healthNote, VISITOR_B.birthDate, nikB])
      expect(found, secret).toContain(secret);
    expect(findings).toContainEqual({
      table: "e_tickets",
      column: "visitor_data",
      value: VISITOR_A.healthNote,
    });
    expect(findings).toContainEqual({ table: "e_tickets", column: "visitor_data", value: nikB });
    // Before paying, the hold carried them in clear as well.
    expect(run.foundBeforePayment).toContainEqual({
      table: "checkout_holds",
      column: "participants",
      value: VISITOR_A.healthNote,
    });
    expect(fest.foundBeforePayment).toContainEqual({
      table: "checkout_holds",
      column: "participants",
      value: nikB,
    });
  });
});
