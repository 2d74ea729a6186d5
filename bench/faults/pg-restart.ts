// Fault: PostgreSQL restarts under load. The real server (a child process, production mode, the
// sandbox gateway) runs on a PRIVATE PostgreSQL cluster of this script's own (port 55432 by default;
// the machine's shared cluster is never touched). Buyers hold, give details and order at a steady
// concurrency while PostgreSQL is restarted (`pg_ctl restart -m fast`) mid-checkout; then the orders
// are paid through the sandbox (whose callbacks reach the app and are retried with backoff) while it is
// restarted again, mid-callbacks.
//
// Goals (exit 1 when any is missed): no 5xx other than 503, and no 503 without Retry-After; /readyz
// says not ready in the gap and ready again after it; the pool reconnects by itself (checkouts succeed
// again); every acknowledged hold, order and payment is in the database exactly once; no ticket issued
// twice; sold + held <= stock.
//
//   npm run bench:fault:pg-restart
// Environment: FAULT_PG_PORT (55432), FAULT_PG_DIR (/tmp/wt-faults-pg), FAULT_CONNECTIONS (30),
// FAULT_SECONDS (24: each phase's load), FAULT_DOWN_SECONDS (0: a plain restart; N keeps PostgreSQL
// stopped N seconds, a slower failover), WEB_BUILD_DIR.

import { startAppServer } from "../lib/app-server.ts";
import { insertAccounts } from "../lib/war-setup.ts";
import { FaultTally, faultHttp, percentile } from "./lib/fault-http.ts";
import {
  auditShop,
  holdAndOrder,
  newAcknowledged,
  pay,
  sandboxKey,
  seedShopEvent,
} from "./lib/fault-shop.ts";
import { finish, sleep, type Verdict, watchReadiness } from "./lib/fault-watch.ts";
import { type FaultContext, runFault } from "./lib/run-fault.ts";

const CONNECTIONS = Number(process.env.FAULT_CONNECTIONS ?? "30");
const SECONDS = Number(process.env.FAULT_SECONDS ?? "24");
const DOWN_SECONDS = Number(process.env.FAULT_DOWN_SECONDS ?? "0");
/** The sandbox retries a callback 6 times, 1 s to 32 s apart: about a minute for the last one. */
const SETTLE_MS = 75_000;
const TICKETS = 20_000;

async function drill({ postgres, db, pool, log }: FaultContext): Promise<number> {
  const event = await seedShopEvent(pool, "fault-pg-restart", TICKETS);
  const accounts = await insertAccounts(pool, 8_000, "fault-pg-");
  const key = sandboxKey();
  const sandboxAuth = `Basic ${Buffer.from(`${key}:`).toString("base64")}`;
  const server = await startAppServer(
    { url: db.url },
    {
      PAYMENT_SANDBOX: "true",
      XENDIT_SECRET_KEY: key,
      LOG_LEVEL: "warn",
      RENDER_THREADS: "0",
    },
  );
  log(`server on ${server.port}, database ${db.name} on the private cluster`);
  const tally = new FaultTally();
  const http = faultHttp({ port: server.port, tally });
  const readiness = watchReadiness(server.port);
  const acked = newAcknowledged();
  const restarts: { phase: string; at: number; back: number }[] = [];
  const lastOk = { at: 0 };

  const restart = async (phase: string) => {
    const at = Date.now();
    log(`restarting PostgreSQL (${phase})`);
    if (DOWN_SECONDS > 0) {
      await postgres.stop();
      await sleep(DOWN_SECONDS * 1000);
      await postgres.start();
    } else await postgres.restart();
    restarts.push({ phase, at, back: Date.now() });
    log(`PostgreSQL back after ${Date.now() - at} ms`);
  };
  /** The first acknowledged step of `step` after `from`: the app worked again. */
  const firstOkAfter: Record<string, number | null> = {};

  try {
    // ---- phase 1: checkout (hold, details, order), PostgreSQL restarted a third of the way in ----
    let next = 0;
    const orders: string[] = [];
    const checkoutEnds = Date.now() + SECONDS * 1000;
    const restartOne = sleep((SECONDS / 3) * 1000).then(() => restart("mid-checkout"));
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < checkoutEnds) {
          const i = next++;
          const account = accounts[i];
          if (!account) return;
          const externalId = await holdAndOrder(http, event, { token: account.token, i }, acked);
          if (externalId) {
            orders.push(externalId);
            lastOk.at = Date.now();
            const r = restarts[0];
            if (r && firstOkAfter.checkout === undefined && Date.now() > r.back)
              firstOkAfter.checkout = Date.now();
          }
        }
      }),
    );
    await restartOne;
    log(`checkout phase: ${orders.length} orders`);

    // ---- phase 2: payments and their callbacks, PostgreSQL restarted a third of the way in ----
    let nextPay = 0;
    const payEvery = (CONNECTIONS * SECONDS * 1000 * 0.8) / Math.max(1, orders.length);
    const restartTwo = sleep((SECONDS / 3) * 1000).then(() => restart("mid-callbacks"));
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        for (;;) {
          const externalId = orders[nextPay++];
          if (!externalId) return;
          if (await pay(http, sandboxAuth, externalId, acked)) {
            const r = restarts[1];
            if (r && firstOkAfter.pay === undefined && Date.now() > r.back) firstOkAfter.pay = Date.now();
          }
          // Paced so the orders last the whole phase: the restart falls among the callbacks.
          await sleep(payEvery);
        }
      }),
    );
    await restartTwo;
    log(`payment phase: ${acked.payments.size} payments acknowledged; waiting for callbacks to settle`);

    // ---- settle: every acknowledged payment paid (the sandbox's retries included), or time is up ----
    const settleEnds = Date.now() + SETTLE_MS;
    let settled = false;
    while (Date.now() < settleEnds) {
      const { rows } = await pool
        .query(
          "SELECT count(*) AS n FROM payment_transactions WHERE external_id = ANY($1::text[]) AND status = 'Payment Success'",
          [[...acked.payments]],
        )
        .catch(() => ({ rows: [{ n: -1 }] }));
      if (Number(rows[0]?.n) === acked.payments.size) {
        settled = true;
        break;
      }
      await sleep(1_000);
    }
    const settledAfterMs = settled ? SETTLE_MS - (settleEnds - Date.now()) : null;
    await readiness.stop();
    const audit = await auditShop(pool, event.categoryId, acked);
    const f = tally.figures();
    log(`answers by step: ${JSON.stringify(tally.summary())}`);

    const gapSamples = restarts.map((r) => readiness.notReadyBetween(r.at, r.back + 500));
    const readyAgain = restarts.map((r) => {
      const ready = readiness.firstReadyAfter(r.back);
      return ready === null ? null : ready - r.back;
    });
    const recovered = [
      firstOkAfter.checkout ? firstOkAfter.checkout - (restarts[0]?.back ?? 0) : null,
      firstOkAfter.pay ? firstOkAfter.pay - (restarts[1]?.back ?? 0) : null,
    ];
    const verdicts: Verdict[] = [
      {
        name: "no 5xx but 503",
        ok: f.status5xxNot503 === 0,
        detail: tally.serverErrors.join("; ") || "none",
      },
      {
        name: "every 503 has Retry-After",
        ok: tally.unavailableWithoutRetryAfter === 0,
        detail: `${tally.unavailableWithoutRetryAfter} without`,
      },
      {
        name: "/readyz not ready in the gaps",
        ok: gapSamples.every((n) => n > 0),
        detail: `not-ready samples per gap: ${gapSamples.join(", ")}`,
      },
      {
        name: "pool reconnects by itself",
        ok: recovered.every((ms) => ms !== null) && readyAgain.every((ms) => ms !== null),
        detail: `first 2xx after PostgreSQL is back: ${recovered.map((ms) => `${ms ?? "never"} ms`).join(", ")}`,
      },
      {
        name: "no lost writes",
        ok: audit.lostHolds + audit.lostOrders + audit.lostPayments === 0,
        detail: `holds ${audit.lostHolds}, orders ${audit.lostOrders}, payments ${audit.lostPayments}`,
      },
      {
        name: "no doubled writes",
        ok: audit.doubledHolds + audit.doubledOrders + audit.doubledTickets === 0,
        detail: `holds ${audit.doubledHolds}, orders ${audit.doubledOrders}, tickets ${audit.doubledTickets}`,
      },
      { name: "sold + held <= stock", ok: audit.oversold === 0, detail: `oversold ${audit.oversold}` },
    ];
    const ms = (n: number | null) => (n === null ? "never" : `${n}`);
    return finish(
      "fault:pg-restart",
      [
        { figure: "connections / seconds per phase", value: `${CONNECTIONS} / ${SECONDS}` },
        { figure: "requests sent", value: f.sent },
        { figure: "2xx", value: f.ok2xx },
        { figure: "5xx other than 503", value: f.status5xxNot503 },
        { figure: "503 / 429", value: `${f.status503} / ${f.status429}` },
        { figure: "503 without Retry-After", value: tally.unavailableWithoutRetryAfter },
        { figure: "other 4xx / no answer", value: `${f.other4xx} / ${f.noAnswer}` },
        {
          figure: "p50 / p99 latency",
          value: `${percentile(tally.latencies, 0.5).toFixed(1)} / ${percentile(tally.latencies, 0.99).toFixed(1)}`,
          unit: "ms",
        },
        {
          figure: "PostgreSQL down (restart command)",
          value: restarts.map((r) => r.back - r.at).join(" / "),
          unit: "ms",
        },
        { figure: "/readyz not-ready samples in each gap", value: gapSamples.join(" / ") },
        { figure: "/readyz ready again after PostgreSQL", value: readyAgain.map(ms).join(" / "), unit: "ms" },
        {
          figure: "first 2xx checkout / payment after restart",
          value: recovered.map(ms).join(" / "),
          unit: "ms",
        },
        {
          figure: "acknowledged holds / orders / payments",
          value: `${acked.holds.size} / ${acked.orders.size} / ${acked.payments.size}`,
        },
        { figure: "callbacks settled after", value: ms(settledAfterMs), unit: "ms" },
        {
          figure: "lost holds / orders / payments",
          value: `${audit.lostHolds} / ${audit.lostOrders} / ${audit.lostPayments}`,
        },
        {
          figure: "doubled holds / orders / tickets",
          value: `${audit.doubledHolds} / ${audit.doubledOrders} / ${audit.doubledTickets}`,
        },
        { figure: `sold + held (stock ${audit.quota})`, value: `${audit.sold} + ${audit.held}` },
      ],
      verdicts,
      {
        ...f,
        restarts_ms: restarts.map((r) => r.back - r.at),
        ready_again_ms: readyAgain,
        recovered_ms: recovered,
        ...audit,
      },
    );
  } finally {
    http.close();
    await server.stop();
  }
}

runFault("pg-restart", drill);
