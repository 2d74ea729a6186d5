import { randomBytes, randomUUID } from "node:crypto";
import type pg from "pg";
import type { DataCipher } from "../../server/security/data-cipher.ts";
import { sealAnswers, ticketAnswersContext } from "../../server/security/sealed-answers.ts";
import type { VisitorField } from "../../shared/checkout/visitor-fields.ts";

/** One event of the demo organiser's organisation, its form, and the tickets bench:export wrote into it. */
export interface ExportEvent {
  organiserId: number;
  eventId: number;
  slug: string;
  fields: VisitorField[];
  tickets: number;
  orders: number;
  checkedIn: number;
}

/** Orders written per round: each round is four multi-row statements (buyers, holds, orders, tickets). */
const ORDERS_PER_ROUND = 5_000;
const PRICE = 150_000;
/** Every this many visitors, a name a spreadsheet would run as a formula (the neutralising path). */
const HOSTILE_EVERY = 1_000;

/** An answer of the field's kind for visitor `n` (deterministic, shaped as checkout would store it). */
function answerFor(field: VisitorField, n: number): unknown {
  switch (field.type) {
    case "email":
      return `pengunjung${n}@example.com`;
    case "phone":
      return `+62812${String(n).padStart(8, "0")}`;
    case "nik":
      return `3171${String(n).padStart(12, "0")}`;
    case "date":
      return "1995-08-17";
    case "number":
      return n % 90;
    case "dropdown":
      return field.options?.[n % (field.options.length || 1)] ?? "-";
    case "yes_no":
      return n % 2 === 0 ? "yes" : "no";
    case "agreement":
      return true;
    case "list":
      return [`Kejuaraan ${n % 50}`];
    default:
      if (field.key === "name")
        return n % HOSTILE_EVERY === 0 ? `=HYPERLINK("http://x.example/?${n}","klik")` : `Pengunjung ${n}`;
      return `Jawaban ${n}`;
  }
}

/** The demo organiser's organisation's first event whose form asks an identity number (NIK). */
export async function pickEvent(
  pool: pg.Pool,
): Promise<Omit<ExportEvent, "tickets" | "orders" | "checkedIn">> {
  const { rows } = await pool.query<{
    organiser_id: number;
    id: number;
    slug: string;
    config: VisitorField[];
  }>(
    `SELECT e.organiser_id, e.id, e.slug, f.config FROM events e
     JOIN event_visitor_fields f ON f.event_id = e.id
     WHERE e.organiser_id = (SELECT min(id) FROM organisers) ORDER BY e.id`,
  );
  const event = rows.find((row) => row.config.some((field) => field.type === "nik"));
  if (!event) throw new Error("the demo organisation has no event whose form asks a NIK");
  return { organiserId: event.organiser_id, eventId: event.id, slug: event.slug, fields: event.config };
}

/**
 * `tickets` paid tickets in one new category of the event, two per order, one buyer per order, each
 * visitor's identity answers sealed with `cipher` to its ticket as checkout seals them; one visitor in
 * five checked in at a gate. Multi-row statements over arrays (`unnest`), `ORDERS_PER_ROUND` orders each.
 * Stock claims are not written: the exports do not read stock, and the category's quota covers them.
 */
export async function insertTickets(
  pool: pg.Pool,
  event: Omit<ExportEvent, "tickets" | "orders" | "checkedIn">,
  tickets: number,
  cipher: DataCipher,
): Promise<ExportEvent> {
  const orders = Math.ceil(tickets / 2);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ticket_categories (event_id, name, price, quota, per_transaction_max, sort_order)
     VALUES ($1, 'Festival (bench)', $2, $3, 2, 99) RETURNING id`,
    [event.eventId, PRICE, tickets],
  );
  const categoryId = rows[0]?.id ?? 0;
  const run = randomBytes(4).toString("hex");
  let visitor = 0;
  for (let first = 0; first < orders; first += ORDERS_PER_ROUND) {
    const count = Math.min(ORDERS_PER_ROUND, orders - first);
    const buyerIds = Array.from({ length: count }, () => randomUUID());
    const holdIds = Array.from({ length: count }, () => randomUUID());
    const orderIds = Array.from({ length: count }, () => randomUUID());
    const numbers = Array.from({ length: count }, (_, i) => first + i);
    await pool.query(
      `INSERT INTO buyers (id, name, email, phone_number)
       SELECT b, 'Pembeli ' || n, 'pembeli-${run}-' || n || '@example.com', '+62813' || lpad(n::text, 8, '0')
       FROM unnest($1::uuid[], $2::int[]) AS x(b, n)`,
      [buyerIds, numbers],
    );
    await pool.query(
      `INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines)
       SELECT h, b, $3, 'paid', now(), false, $4, '[]' FROM unnest($1::uuid[], $2::uuid[]) AS x(h, b)`,
      [holdIds, buyerIds, event.eventId, PRICE * 2],
    );
    await pool.query(
      `INSERT INTO payment_transactions (id, external_id, invoice_number, buyer_id, hold_id, event_id, status,
         payment_method, instrument, sub_total, voucher_discount, sub_total_payment, tax, inet_fee, payment_fee,
         total, paid_amount, expires_at, paid_at, created_at)
       SELECT o, 'trx_bench_${run}_' || n, 'INV/BENCH/${run}/' || n, b, h, $4, 'Payment Success', 'BCA', 'va',
         $5::bigint, 0, $5::bigint, 0, 5000, 4000, $5::bigint + 9000, $5::bigint + 9000, now(), now() - n * interval '1 second',
         now() - n * interval '1 second'
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $6::int[]) AS x(o, b, h, n)`,
      [orderIds, buyerIds, holdIds, event.eventId, PRICE * 2, numbers],
    );
    const ticketIds: string[] = [];
    const ticketOrders: string[] = [];
    const entries: number[] = [];
    const holders: string[] = [];
    const answers: string[] = [];
    for (let i = 0; i < count; i++) {
      for (let entry = 1; entry <= 2 && visitor < tickets; entry++, visitor++) {
        const id = randomUUID();
        const plain = Object.fromEntries(event.fields.map((field) => [field.key, answerFor(field, visitor)]));
        ticketIds.push(id);
        ticketOrders.push(orderIds[i] ?? "");
        entries.push(entry);
        holders.push(buyerIds[i] ?? "");
        answers.push(JSON.stringify(sealAnswers(plain, event.fields, cipher, ticketAnswersContext(id))));
      }
    }
    await pool.query(
      `INSERT INTO e_tickets (id, transaction_id, event_id, category_id, entry_number, holder_buyer_id, visitor_data)
       SELECT t, o, $6, $7, n, b, v FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::jsonb[])
         AS x(t, o, n, b, v)`,
      [ticketIds, ticketOrders, entries, holders, answers, event.eventId, categoryId],
    );
  }
  const checkedIn = await pool.query(
    `INSERT INTO e_ticket_check_ins (ticket_id, event_id, gate, code_version, checked_in_at, source)
     SELECT id, event_id, 'Gerbang ' || (1 + entry_number), 1, now(), 'online' FROM e_tickets
     WHERE category_id = $1 AND get_byte(uuid_send(id), 15) < 51`,
    [categoryId],
  );
  await pool.query("ANALYZE");
  return { ...event, tickets: visitor, orders, checkedIn: checkedIn.rowCount ?? 0 };
}
