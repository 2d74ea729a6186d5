// Fault: a slow database. The real server (production mode) reaches PostgreSQL (this script's private
// cluster, port 55432 by default) through a TCP proxy of its own (bench/faults/lib/slow-proxy.ts) that
// holds every chunk the app sends for FAULT_DELAY_MS (200) before passing it on, so every statement,
// BEGIN and COMMIT costs that much more. Buyers hold, give details and order at a steady concurrency:
// first at full speed, then with the delay, then at full speed again.
//
// Goals (exit 1 when any is missed): no 5xx other than 503, every 503 with Retry-After, no request left
// without an answer (client timeout FAULT_TIMEOUT_MS, 20 s: checkout must shed, not hang), no lost or
// doubled write, sold + held <= stock. Figures per phase: requests, 2xx, 503/429, p50/p99, the pool's
// timeouts from /metrics, and the waiting room's admissions a minute: checkout's sheds switch the
// event's room on (ADR 0132), a buyer refused for want of a turn then joins the line and waits for it,
// and the room admits at a share of its rate that falls while checkout is overloaded (ADR 0142). The
// phase after the delay lasts as long as the slow one, to show the rate coming back.
//
//   npm run bench:fault:slow-db
// Environment: FAULT_PG_PORT (55432), FAULT_PG_DIR (/tmp/wt-faults-pg), FAULT_PROXY_PORT (55433),
// FAULT_DELAY_MS (200), FAULT_CONNECTIONS (40), FAULT_SECONDS (30: the slow phase; the others a third),
// FAULT_TIMEOUT_MS (20000), WEB_BUILD_DIR.

import { randomBytes } from "node:crypto";
import { startAppServer } from "../lib/app-server.ts";
import { insertAccounts, withDatabase } from "../lib/war-setup.ts";
import { FaultTally, faultHttp, percentile } from "./lib/fault-http.ts";
import {
  auditShop,
  holdAndOrder,
  newAcknowledged,
  sandboxKey,
  seedShopEvent,
  waitForTurn,
} from "./lib/fault-shop.ts";
import { finish, sleep, type Verdict } from "./lib/fault-watch.ts";
import { type FaultContext, runFault } from "./lib/run-fault.ts";
import { startSlowProxy } from "./lib/slow-proxy.ts";

const PROXY_PORT = Number(process.env.FAULT_PROXY_PORT ?? "55433");
const DELAY_MS = Number(process.env.FAULT_DELAY_MS ?? "200");
const CONNECTIONS = Number(process.env.FAULT_CONNECTIONS ?? "40");
const SECONDS = Number(process.env.FAULT_SECONDS ?? "30");
const TIMEOUT_MS = Number(process.env.FAULT_TIMEOUT_MS ?? "20000");
const TICKETS = 20_000;

/** The scrape token of this run's server (never printed). */
const METRICS_TOKEN = randomBytes(24).toString("base64url");

/** A phone's own address: 10.x.y.z from the buyer's number. */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** A counter of the server's /metrics (Prometheus text), summed over its labels. */
async function metric(port: number, name: string): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then(
    (r) => r.text(),
    () => "",
  );
  let total = 0;
  for (const line of text.split("\n"))
    if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) total += Number(line.split(" ").pop());
  return total;
}

async function drill({ postgres, db, pool, log }: FaultContext): Promise<number> {
  const event = await seedShopEvent(pool, "fault-slow-db", TICKETS);
  const accounts = await insertAccounts(pool, 10_000, "fault-slow-");
  const proxy = await startSlowProxy({ host: "127.0.0.1", port: postgres.port }, PROXY_PORT);
  const key = sandboxKey();
  // A server that never starts must not leave the proxy listening (the script would not exit).
  const server = await startAppServer(
    { url: withDatabase(`postgres://postgres@127.0.0.1:${PROXY_PORT}/postgres`, db.name) },
    {
      PAYMENT_SANDBOX: "true",
      XENDIT_SECRET_KEY: key,
      LOG_LEVEL: "warn",
      RENDER_THREADS: "0",
      METRICS_TOKEN,
      // Each simulated phone its own address (X-Forwarded-For): the line's per-address join limit.
      TRUST_PROXY: "true",
    },
  ).catch(async (error: unknown) => {
    await proxy.close();
    throw error;
  });
  log(`server on ${server.port} through the proxy on ${PROXY_PORT}, database ${db.name}`);
  const acked = newAcknowledged();
  let next = 0;
  const phases: {
    name: string;
    tally: FaultTally;
    poolTimeouts: number;
    seconds: number;
    /** Places the waiting room admitted during the phase (its rate as it ran). */
    admitted: number;
  }[] = [];

  const runPhase = async (name: string, delay: number, seconds: number) => {
    proxy.setDelay(delay);
    const tally = new FaultTally();
    const http = faultHttp({ port: server.port, tally, timeoutMs: TIMEOUT_MS, maxSockets: CONNECTIONS });
    const timeoutsBefore = await metric(server.port, "tiketin_db_pool_connect_timeouts_total");
    const started = Date.now();
    const ends = started + seconds * 1000;
    log(`${name}: ${delay} ms a statement, ${CONNECTIONS} buyers, ${seconds} s`);
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < ends) {
          const i = next++;
          const account = accounts[i];
          if (!account) return;
          // Two retries after a refusal for load: enough to see Retry-After honoured, few enough that a
          // shed buyer moves on and the phase measures the server, not the clients' patience.
          const buyer: Parameters<typeof holdAndOrder>[2] & { jar: Map<string, string>; address: string } = {
            token: account.token,
            i,
            jar: new Map(),
            address: addressOf(i),
          };
          const bought = await holdAndOrder(http, event, buyer, acked, 2);
          // Past a few sheds the event's waiting room switched itself on: the buyer waits in line.
          if (!bought && buyer.refusedBy === "admission_required") {
            const turn = await waitForTurn(http, event.slug, buyer, ends);
            if (turn !== null) await holdAndOrder(http, event, buyer, acked, 2);
          }
        }
      }),
    );
    http.close();
    const poolTimeouts =
      (await metric(server.port, "tiketin_db_pool_connect_timeouts_total")) - timeoutsBefore;
    const admitted = await pool.query(
      "SELECT count(*)::int AS n FROM waiting_room_entries WHERE event_id = $1 AND admitted_at >= $2 AND admitted_at < $3",
      [event.eventId, new Date(started), new Date()],
    );
    phases.push({ name, tally, poolTimeouts, seconds, admitted: Number(admitted.rows[0]?.n ?? 0) });
    log(`${name} answers: ${JSON.stringify(tally.summary())}`);
  };

  try {
    await runPhase("before", 0, Math.ceil(SECONDS / 3));
    await runPhase("slow", DELAY_MS, SECONDS);
    // As long as the slow phase: the admission rate climbs back within seconds, then holds.
    await runPhase("after", 0, SECONDS);
    await sleep(500);
    const room = await pool.query(
      "SELECT enabled, admit_per_minute, auto_enabled_at FROM waiting_rooms WHERE event_id = $1",
      [event.eventId],
    );
    const audit = await auditShop(pool, event.categoryId, acked);
    const rows = [
      { figure: "proxy delay per statement / buyers", value: `${DELAY_MS} ms / ${CONNECTIONS}` },
      ...phases.flatMap((p) => {
        const f = p.tally.figures();
        return [
          { figure: `${p.name}: requests / 2xx`, value: `${f.sent} / ${f.ok2xx}` },
          { figure: `${p.name}: 2xx per second`, value: f.ok2xx / p.seconds, unit: "/s" },
          {
            figure: `${p.name}: 5xx but 503 / 503 / 429`,
            value: `${f.status5xxNot503} / ${f.status503} / ${f.status429}`,
          },
          { figure: `${p.name}: other 4xx / no answer`, value: `${f.other4xx} / ${f.noAnswer}` },
          {
            figure: `${p.name}: p50 / p99`,
            value: `${percentile(p.tally.latencies, 0.5).toFixed(0)} / ${percentile(p.tally.latencies, 0.99).toFixed(0)}`,
            unit: "ms",
          },
          { figure: `${p.name}: pool wait timeouts (metrics)`, value: p.poolTimeouts },
          { figure: `${p.name}: waiting room admissions a minute`, value: (p.admitted * 60) / p.seconds },
        ];
      }),
      {
        figure: "waiting room switched itself on",
        value: room.rows[0]?.auto_enabled_at ? "yes" : "no",
        unit: room.rows[0] ? `admit ${room.rows[0].admit_per_minute}/min` : "",
      },
      { figure: "acknowledged holds / orders", value: `${acked.holds.size} / ${acked.orders.size}` },
      { figure: "lost holds / orders", value: `${audit.lostHolds} / ${audit.lostOrders}` },
      { figure: "doubled holds / orders", value: `${audit.doubledHolds} / ${audit.doubledOrders}` },
      { figure: `sold + held (stock ${audit.quota})`, value: `${audit.sold} + ${audit.held}` },
    ];
    const all = phases.map((p) => p.tally.figures());
    const sum = (pick: (f: (typeof all)[number]) => number) => all.reduce((s, f) => s + pick(f), 0);
    const withoutRetryAfter = phases.reduce((s, p) => s + p.tally.unavailableWithoutRetryAfter, 0);
    const verdicts: Verdict[] = [
      {
        name: "no 5xx but 503",
        ok: sum((f) => f.status5xxNot503) === 0,
        detail: phases.flatMap((p) => p.tally.serverErrors).join("; ") || "none",
      },
      {
        name: "every 503 has Retry-After",
        ok: withoutRetryAfter === 0,
        detail: `${withoutRetryAfter} without`,
      },
      {
        name: "no request left unanswered",
        ok: sum((f) => f.noAnswer) === 0,
        detail: `timeout ${TIMEOUT_MS} ms`,
      },
      { name: "no lost writes", ok: audit.lostHolds + audit.lostOrders === 0, detail: "" },
      { name: "no doubled writes", ok: audit.doubledHolds + audit.doubledOrders === 0, detail: "" },
      { name: "sold + held <= stock", ok: audit.oversold === 0, detail: `oversold ${audit.oversold}` },
    ];
    return finish("fault:slow-db", rows, verdicts, {
      delay_ms: DELAY_MS,
      phases: phases.map((p) => ({
        name: p.name,
        ...p.tally.figures(),
        p50_ms: Math.round(percentile(p.tally.latencies, 0.5)),
        p99_ms: Math.round(percentile(p.tally.latencies, 0.99)),
        pool_timeouts: p.poolTimeouts,
        admitted_per_min: Math.round((p.admitted * 60) / p.seconds),
      })),
      room_switched_on: Boolean(room.rows[0]?.auto_enabled_at),
      ...audit,
    });
  } finally {
    await server.stop();
    await proxy.close();
  }
}

runFault("slow-db", drill);
