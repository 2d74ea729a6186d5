// Fault: the mail server goes away while the outbox has mail. The real server (production mode, the
// sandbox gateway, SMTP_URL pointing at this script's own SMTP server, bench/faults/lib/smtp-sink.ts)
// sells tickets; each paid order writes its confirmation (with the e-tickets PDF) to the outbox in the
// payment's transaction, and the outbox hands it to SMTP. The SMTP server is stopped, buyers keep
// buying (each buyer twice, so one recipient has two mails whose order counts), and it comes back.
//
// Time is scaled: the outage an operator would see as ten minutes is FAULT_DOWN_SECONDS (60) here, a
// factor of 10. Not scaled (a constant of the product): a failed mail's claim lapses after 120 s, so
// its retry comes 2 minutes after the failure, and the outbox gives up on a mail after 8 attempts
// (about 16 minutes). The messaging job that hands retries to SMTP runs every 5 s here
// (MESSAGE_JOBS_INTERVAL_MS, 30 s by default).
//
// Goals (exit 1 when any is missed): every outbox mail received exactly once (recipient and subject,
// which names the invoice), none given up, the mails of one recipient received in the order they were
// written, no 5xx on the purchases (mail is never the buyer's problem).
//
//   npm run bench:fault:mail-down
// Environment: FAULT_PG_PORT (55432), FAULT_PG_DIR (/tmp/wt-faults-pg), FAULT_SMTP_PORT (2525),
// FAULT_DOWN_SECONDS (60), FAULT_BUYERS (60: during the outage, two purchases each),
// FAULT_CONNECTIONS (20), FAULT_DRAIN_SECONDS (240), WEB_BUILD_DIR.

import { randomBytes } from "node:crypto";
import { startAppServer } from "../lib/app-server.ts";
import { insertAccounts } from "../lib/war-setup.ts";
import { FaultTally, faultHttp } from "./lib/fault-http.ts";
import { holdAndOrder, newAcknowledged, pay, sandboxKey, seedShopEvent } from "./lib/fault-shop.ts";
import { finish, sleep, type Verdict } from "./lib/fault-watch.ts";
import { type FaultContext, runFault } from "./lib/run-fault.ts";
import { smtpSink } from "./lib/smtp-sink.ts";

const SMTP_PORT = Number(process.env.FAULT_SMTP_PORT ?? "2525");
const DOWN_SECONDS = Number(process.env.FAULT_DOWN_SECONDS ?? "60");
const BUYERS = Number(process.env.FAULT_BUYERS ?? "60");
const CONNECTIONS = Number(process.env.FAULT_CONNECTIONS ?? "20");
const DRAIN_SECONDS = Number(process.env.FAULT_DRAIN_SECONDS ?? "240");
const WARM_BUYERS = 10;
/** The scrape token of this run's server (never printed). */
const METRICS_TOKEN = randomBytes(24).toString("base64url");

async function outboxGauges(port: number): Promise<string> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then(
    (r) => r.text(),
    () => "",
  );
  return text
    .split("\n")
    .filter((line) => line.startsWith("tiketin_mail_outbox_"))
    .map((line) => line.replace("tiketin_mail_outbox_", ""))
    .join(", ");
}

async function drill({ db, pool, log }: FaultContext): Promise<number> {
  const event = await seedShopEvent(pool, "fault-mail-down", 10_000);
  const accounts = await insertAccounts(pool, WARM_BUYERS + BUYERS, "fault-mail-");
  const smtp = smtpSink(SMTP_PORT);
  await smtp.start();
  const key = sandboxKey();
  const sandboxAuth = `Basic ${Buffer.from(`${key}:`).toString("base64")}`;
  const server = await startAppServer(
    { url: db.url },
    {
      PAYMENT_SANDBOX: "true",
      XENDIT_SECRET_KEY: key,
      LOG_LEVEL: "error",
      RENDER_THREADS: "0",
      METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MESSAGE_JOBS_INTERVAL_MS: "5000",
    },
  );
  log(`server on ${server.port}, SMTP on ${SMTP_PORT}, database ${db.name}`);
  const tally = new FaultTally();
  const http = faultHttp({ port: server.port, tally });
  const acked = newAcknowledged();
  const buy = async (i: number, purchase: number) => {
    const account = accounts[i];
    if (!account) return;
    const externalId = await holdAndOrder(http, event, { token: account.token, i, purchase }, acked);
    if (externalId) await pay(http, sandboxAuth, externalId, acked);
  };
  const unsent = async () =>
    Number((await pool.query("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL")).rows[0].n);
  const total = async () => Number((await pool.query("SELECT count(*) AS n FROM mail_outbox")).rows[0].n);
  const waitForOutbox = async (seconds: number) => {
    const ends = Date.now() + seconds * 1000;
    while (Date.now() < ends) {
      if ((await total()) > 0 && (await unsent()) === 0) return true;
      await sleep(1_000);
    }
    return false;
  };

  try {
    // ---- warm: mail flows ----
    await Promise.all(Array.from({ length: WARM_BUYERS }, (_, i) => buy(i, 0)));
    const warmSent = await waitForOutbox(60);
    log(`warm: ${smtp.received.length} mails received (outbox drained: ${warmSent})`);

    // ---- the outage: SMTP stopped, buyers keep buying (twice each, in sequence) ----
    await smtp.stop();
    const downAt = Date.now();
    log(`SMTP stopped for ${DOWN_SECONDS} s (scaled from 10 minutes by a factor of 10)`);
    let next = WARM_BUYERS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (;;) {
          const i = next++;
          if (i >= WARM_BUYERS + BUYERS) return;
          await buy(i, 0);
          await buy(i, 1);
        }
      }),
    );
    const duringOutage = await outboxGauges(server.port);
    const waiting = await unsent();
    log(`outbox during the outage: ${waiting} unsent; metrics: ${duringOutage}`);
    await sleep(downAt + DOWN_SECONDS * 1000 - Date.now());

    // ---- SMTP back: the outbox drains by itself ----
    await smtp.start();
    const upAt = Date.now();
    log("SMTP back; waiting for the outbox to drain");
    const drained = await waitForOutbox(DRAIN_SECONDS);
    const drainMs = Date.now() - upAt;
    await sleep(2_000); // a late duplicate would arrive now
    const afterDrain = await outboxGauges(server.port);

    // ---- audit: each outbox mail received once, each recipient's mails in the order written ----
    const { rows: outbox } = await pool.query<{
      to: string;
      subject: string;
      attempts: number;
      sent: boolean;
    }>(
      `SELECT "to", subject, attempts, sent_at IS NOT NULL AS sent FROM mail_outbox ORDER BY created_at, id`,
    );
    const receivedCount = new Map<string, number>();
    for (const mail of smtp.received)
      for (const to of mail.to) {
        const k = `${to}|${mail.subject}`;
        receivedCount.set(k, (receivedCount.get(k) ?? 0) + 1);
      }
    let lost = 0;
    let doubled = 0;
    for (const row of outbox) {
      const n = receivedCount.get(`${row.to.toLowerCase()}|${row.subject}`) ?? 0;
      if (n === 0) lost++;
      if (n > 1) doubled++;
    }
    const strangers = [...receivedCount.keys()].filter(
      (k) => !outbox.some((row) => `${row.to.toLowerCase()}|${row.subject}` === k),
    ).length;
    const writtenOrder = new Map<string, string[]>();
    for (const row of outbox)
      writtenOrder.set(row.to.toLowerCase(), [
        ...(writtenOrder.get(row.to.toLowerCase()) ?? []),
        row.subject,
      ]);
    const receivedOrder = new Map<string, string[]>();
    for (const mail of smtp.received)
      for (const to of mail.to)
        if (!receivedOrder.get(to)?.includes(mail.subject))
          receivedOrder.set(to, [...(receivedOrder.get(to) ?? []), mail.subject]);
    let outOfOrder = 0;
    for (const [to, written] of writtenOrder)
      if ((receivedOrder.get(to) ?? []).join("\n") !== written.join("\n")) outOfOrder++;
    const recipientsWithTwo = [...writtenOrder.values()].filter((list) => list.length > 1).length;
    const givenUp = outbox.filter((row) => !row.sent && row.attempts >= 8).length;
    const maxAttempts = Math.max(0, ...outbox.map((row) => row.attempts));
    const f = tally.figures();
    log(`answers by step: ${JSON.stringify(tally.summary())}`);

    const verdicts: Verdict[] = [
      { name: "outbox drained after SMTP returned", ok: drained, detail: `${drainMs} ms` },
      { name: "no lost mail", ok: lost === 0 && givenUp === 0, detail: `lost ${lost}, given up ${givenUp}` },
      {
        name: "no doubled mail",
        ok: doubled === 0 && strangers === 0,
        detail: `doubled ${doubled}, unknown ${strangers}`,
      },
      {
        name: "in order per recipient",
        ok: outOfOrder === 0,
        detail: `${outOfOrder} of ${writtenOrder.size} recipients`,
      },
      {
        name: "no 5xx but 503",
        ok: f.status5xxNot503 === 0,
        detail: tally.serverErrors.join("; ") || "none",
      },
    ];
    return finish(
      "fault:mail-down",
      [
        { figure: "SMTP down (10 minutes scaled by 1/10)", value: DOWN_SECONDS, unit: "s" },
        { figure: "requests sent / 2xx", value: `${f.sent} / ${f.ok2xx}` },
        {
          figure: "5xx but 503 / 503 / 429",
          value: `${f.status5xxNot503} / ${f.status503} / ${f.status429}`,
        },
        { figure: "paid orders", value: acked.payments.size },
        { figure: "mails written / received", value: `${outbox.length} / ${smtp.received.length}` },
        { figure: "recipients with two mails", value: recipientsWithTwo },
        { figure: "unsent when SMTP stopped buying ended", value: waiting },
        { figure: "outbox metrics during the outage", value: duringOutage || "none" },
        { figure: "outbox metrics after the drain", value: afterDrain || "none" },
        { figure: "time to drain after SMTP returned", value: drainMs, unit: "ms" },
        { figure: "most attempts of one mail", value: maxAttempts },
        { figure: "lost / doubled / out-of-order recipients", value: `${lost} / ${doubled} / ${outOfOrder}` },
      ],
      verdicts,
      {
        ...f,
        down_s: DOWN_SECONDS,
        mails: outbox.length,
        received: smtp.received.length,
        drain_ms: drainMs,
        lost,
        doubled,
        out_of_order: outOfOrder,
        given_up: givenUp,
        max_attempts: maxAttempts,
      },
    );
  } finally {
    http.close();
    await server.stop();
    await smtp.stop();
  }
}

runFault("mail-down", drill);
