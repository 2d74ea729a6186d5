// The attendee-message figure: an organiser's message to the 10,000 holders of one event (12,000
// tickets: 2,000 holders hold two, so the send must deduplicate), written to the mail outbox.
//
// 1. Enqueue: a child process sends the message through the use case (batches of 500 recipients per
//    transaction, one outbox row per holder, paced at 500 a minute); its wall time and peak RSS (VmHWM).
// 2. Crash: a second child sends a message to a second event's 10,000 holders in smaller batches and is
//    killed with SIGKILL part-way; a third process resumes it (as the resume job or a repeated press
//    would). Then: every holder has exactly one mail, none has two, and the message is complete.
//
// On PostgreSQL, in a scratch database created, migrated and dropped by the bench.
//
//   npm run bench:messaging
//   BENCH_MESSAGING_HOLDERS=2000 npm run bench:messaging     # a quicker, smaller run

import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { systemClock } from "../server/clock.ts";
import { type Database, openDatabase } from "../server/db/client.ts";
import { runMigrations } from "../server/db/migrate.ts";
import { buyers, events, organisers, ticketCategories } from "../server/db/schema/index.ts";
import { outboxMailer } from "../server/features/mail/mailer.ts";
import {
  enqueueMessage,
  type MessagingDeps,
  sendMessage,
} from "../server/features/messaging/send-message.ts";
import { type AuthorizedOrganiserId, requireOrgEvent } from "../server/features/organizations/index.ts";
import type { AuthorizedBuyerId } from "../server/features/sessions/require-viewer.ts";
import { assertPostgresReachable, scratchSuffix } from "./lib/hot-row.ts";
import { printReport } from "./lib/report.ts";

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const HOLDERS = bounded("BENCH_MESSAGING_HOLDERS", 10_000, 1_000, 200_000);
const PER_MINUTE = 500;
const SCRATCH = `bench_messaging${scratchSuffix()}`;
/** The crash run's batch: small, so the kill lands between many committed batches. */
const CRASH_BATCH = 200;

function bounded(name: string, fallback: number, min: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name}: ${min}..${max}`);
  return value;
}

const log = (message: string) => process.stderr.write(`[bench:messaging] ${message}\n`);
const withDb = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0] ?? "?";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: withDb(DATABASE_URL, "postgres") });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function deps(database: Database): MessagingDeps {
  return {
    db: database.db,
    config: { PUBLIC_BASE_URL: "https://tiketin.example", MESSAGE_MAILS_PER_MINUTE: PER_MINUTE },
    clock: systemClock,
    mailer: outboxMailer(null),
  };
}

const peakRssMb = () => {
  const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
};

/** The child: sends (or resumes) one message and prints its figures as one JSON line. */
async function child(mode: string, eventId: number, organiserId: number, ownerId: string, batch: number) {
  const database = openDatabase({ kind: "postgres", url: withDb(DATABASE_URL, SCRATCH), poolMax: 4 });
  // What the process holds before the send (Node, tsx and the server's modules), to tell the send's own share.
  const beforeMb = peakRssMb();
  const started = performance.now();
  if (mode === "resume") {
    const client = new pg.Client({ connectionString: withDb(DATABASE_URL, SCRATCH) });
    await client.connect();
    const result = await client.query<{ id: string }>(
      "SELECT id FROM event_messages WHERE event_id = $1 AND state = 'sending'",
      [eventId],
    );
    await client.end();
    for (const row of result.rows) await enqueueMessage(deps(database), Number(row.id), { batch });
  } else {
    const event = await requireOrgEvent(database.db, organiserId as AuthorizedOrganiserId, String(eventId));
    const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
    await sendMessage(
      deps(database),
      {
        buyerId: ownerId as AuthorizedBuyerId,
        organiserId: organiserId as AuthorizedOrganiserId,
        role: "owner",
      },
      event,
      {
        reason: "schedule_change",
        subject: "Pintu dibuka lebih awal",
        body: "Pintu dibuka pukul 16.00, satu jam lebih awal.\nBawa e-tiket dan KTP.",
        categoryId: null,
        idempotencyKey: randomUUID(),
      },
      quiet,
      { batch },
    );
  }
  const ms = performance.now() - started;
  process.stdout.write(`${JSON.stringify({ ms, peakRssMb: peakRssMb(), beforeMb })}\n`);
  await database.close();
}

function runChild(args: string[]): {
  process: ChildProcess;
  done: Promise<{ ms: number; peakRssMb: number; beforeMb: number }>;
} {
  const proc = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), import.meta.filename, "child", ...args],
    {
      stdio: ["ignore", "pipe", "inherit"],
      env: process.env,
    },
  );
  let out = "";
  proc.stdout?.on("data", (chunk) => {
    out += String(chunk);
  });
  const done = new Promise<{ ms: number; peakRssMb: number; beforeMb: number }>((resolve, reject) => {
    proc.on("exit", (code, signal) => {
      if (code === 0) resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}"));
      else reject(new Error(`child exited ${code ?? signal}`));
    });
  });
  return { process: proc, done };
}

/** 12,000 tickets to `holders` accounts (the first 2,000 hold two), straight into the tables. */
async function seedHolders(client: pg.Client, eventId: number, categoryId: number, prefix: string) {
  await client.query(
    `INSERT INTO buyers (name, email) SELECT 'Pemegang ' || n, '${prefix}-' || lpad(n::text, 6, '0') || '@example.com'
     FROM generate_series(1, $1) n`,
    [HOLDERS],
  );
  await client.query(
    `WITH holders AS (
       SELECT id AS buyer_id, row_number() OVER (ORDER BY email) AS n FROM buyers WHERE email LIKE '${prefix}-%'
     ), tickets AS (
       SELECT buyer_id, n, copy FROM holders, generate_series(1, 2) copy WHERE copy = 1 OR n <= 2000
     ), hold AS (
       INSERT INTO checkout_holds (id, buyer_id, event_id, status, expires_at, is_seat_ticket, sub_total, lines)
       SELECT gen_random_uuid(), buyer_id, $1, 'paid', now(), false, 150000, '[]'::jsonb FROM tickets
       RETURNING id, buyer_id
     ), trx AS (
       INSERT INTO payment_transactions (external_id, invoice_number, buyer_id, hold_id, event_id, status,
         payment_method, instrument, sub_total, voucher_discount, sub_total_payment, tax, inet_fee, payment_fee,
         total, paid_amount, expires_at, paid_at, mail_locale)
       SELECT 'trx_' || hold.id, 'INV-' || upper(substr(md5(hold.id::text), 1, 12)), hold.buyer_id, hold.id, $1,
         'Payment Success', 'BCA', 'va', 150000, 0, 150000, 0, 0, 0, 150000, 150000, now() + interval '1 hour', now(),
         CASE WHEN random() < 0.2 THEN 'en' ELSE 'id' END
       FROM hold RETURNING id, buyer_id
     )
     INSERT INTO e_tickets (transaction_id, event_id, category_id, entry_number, holder_buyer_id)
     SELECT id, $1, $2, 1, buyer_id FROM trx`,
    [eventId, categoryId],
  );
}

async function main() {
  const [, , role, ...args] = process.argv;
  if (role === "child") {
    const [mode, eventId, organiserId, ownerId, batch] = args;
    await child(mode ?? "send", Number(eventId), Number(organiserId), ownerId ?? "", Number(batch));
    return;
  }
  await assertPostgresReachable(DATABASE_URL);
  const loadStart = loadAverage();
  await admin(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${SCRATCH}"`);
  const database = openDatabase({ kind: "postgres", url: withDb(DATABASE_URL, SCRATCH), poolMax: 4 });
  const client = new pg.Client({ connectionString: withDb(DATABASE_URL, SCRATCH) });
  try {
    await runMigrations(database);
    await client.connect();
    const { db } = database;
    const [organiser] = await db
      .insert(organisers)
      .values({ name: "Bench Org", slug: "bench-org" })
      .returning();
    const [owner] = await db
      .insert(buyers)
      .values({ name: "Pemilik", email: "owner@example.com" })
      .returning({ id: buyers.id });
    const eventOf = async (n: number) => {
      const startsAt = new Date(Date.now() + 10 * 86_400_000);
      const [event] = await db
        .insert(events)
        .values({
          slug: `bench-event-${n}`,
          title: `Bench Event ${n}`,
          category: "concert",
          city: "Jakarta",
          venueName: "Balai Uji",
          startsAt,
          endsAt: new Date(startsAt.getTime() + 4 * 3_600_000),
          lifecycle: "published",
          organiserId: organiser!.id,
        })
        .returning();
      const [category] = await db
        .insert(ticketCategories)
        .values({ eventId: event!.id, name: "Festival", price: 150_000, quota: 1_000_000 })
        .returning();
      return { eventId: event!.id, categoryId: category!.id };
    };
    const first = await eventOf(1);
    const second = await eventOf(2);
    log(`seeding ${HOLDERS} holders twice (one set per event)`);
    await seedHolders(client, first.eventId, first.categoryId, "a");
    await seedHolders(client, second.eventId, second.categoryId, "b");
    await client.query("ANALYZE");
    const common = [String(organiser!.id), owner!.id];

    log("1. enqueue: a child sends to the first event's holders");
    const run = runChild(["send", String(first.eventId), ...common, "500"]);
    const enqueued = await run.done;
    const firstCheck = await client.query<{ mails: number; addresses: number; spread: number }>(
      `SELECT count(*)::int AS mails, count(DISTINCT "to")::int AS addresses,
         (extract(epoch FROM max(not_before) - min(not_before)) / 60)::int AS spread
       FROM mail_outbox WHERE group_key LIKE 'event-message:%' AND "to" LIKE 'a-%'`,
    );

    log("2. crash: a child sends to the second event's holders and is killed part-way");
    const victim = runChild(["send", String(second.eventId), ...common, String(CRASH_BATCH)]);
    victim.done.catch(() => {});
    const target = Math.floor(HOLDERS * 0.4);
    let atKill = 0;
    for (let waited = 0; waited < 60_000; waited += 20) {
      const result = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE "to" LIKE 'b-%'`,
      );
      atKill = result.rows[0]?.n ?? 0;
      if (atKill >= target) break;
      await sleep(20);
    }
    victim.process.kill("SIGKILL");
    await new Promise((resolve) => victim.process.once("exit", resolve));
    const stopped = await client.query<{ state: string; enqueued_count: number; n: number }>(
      `SELECT state, enqueued_count, (SELECT count(*)::int FROM mail_outbox WHERE "to" LIKE 'b-%') AS n
       FROM event_messages WHERE event_id = $1`,
      [second.eventId],
    );
    log(`killed with ${stopped.rows[0]?.n} of ${HOLDERS} mails written (state ${stopped.rows[0]?.state})`);
    const resumed = await runChild(["resume", String(second.eventId), ...common, String(CRASH_BATCH)]).done;
    const check = await client.query<{ mails: number; addresses: number; doubled: number; state: string }>(
      `SELECT count(*)::int AS mails, count(DISTINCT "to")::int AS addresses,
         (SELECT count(*)::int FROM (SELECT "to" FROM mail_outbox WHERE "to" LIKE 'b-%' GROUP BY "to" HAVING count(*) > 1) d) AS doubled,
         (SELECT state FROM event_messages WHERE event_id = $1) AS state
       FROM mail_outbox WHERE "to" LIKE 'b-%'`,
      [second.eventId],
    );
    const a = firstCheck.rows[0]!;
    const b = check.rows[0]!;
    const ok =
      a.mails === HOLDERS &&
      a.addresses === HOLDERS &&
      b.mails === HOLDERS &&
      b.addresses === HOLDERS &&
      b.doubled === 0 &&
      b.state === "queued";
    printReport(
      "messaging",
      [
        { figure: "holders (tickets)", value: `${HOLDERS} (${HOLDERS + Math.min(2000, HOLDERS)})` },
        { figure: "enqueue: wall time", value: enqueued.ms, unit: "ms" },
        { figure: "enqueue: mails a second", value: (HOLDERS / enqueued.ms) * 1000, unit: "/s" },
        { figure: "enqueue: child peak RSS", value: enqueued.peakRssMb, unit: "MB" },
        { figure: "enqueue: child RSS before the send", value: enqueued.beforeMb, unit: "MB" },
        { figure: "enqueue: mails / distinct addresses", value: `${a.mails} / ${a.addresses}` },
        { figure: `pace spread at ${PER_MINUTE}/min`, value: a.spread, unit: "min" },
        { figure: "kill -9: mails written before the kill", value: stopped.rows[0]?.n ?? 0 },
        { figure: "kill -9: resume wall time", value: resumed.ms, unit: "ms" },
        { figure: "kill -9: mails / distinct addresses", value: `${b.mails} / ${b.addresses}` },
        { figure: "kill -9: addresses mailed twice", value: b.doubled },
        { figure: "load average (start / end)", value: `${loadStart} / ${loadAverage()}` },
        { figure: "verdict", value: ok ? "PASS" : "FAIL" },
      ],
      {
        holders: HOLDERS,
        enqueueMs: Math.round(enqueued.ms),
        peakRssMb: Math.round(enqueued.peakRssMb),
        rssBeforeSendMb: Math.round(enqueued.beforeMb),
        spreadMinutes: a.spread,
        mailsBeforeKill: stopped.rows[0]?.n ?? 0,
        resumeMs: Math.round(resumed.ms),
        mailsAfterResume: b.mails,
        doubled: b.doubled,
        ok,
      },
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await client.end().catch(() => {});
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${SCRATCH}" WITH (FORCE)`);
  }
}

await main();
