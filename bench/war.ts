// The ticket war, end to end through 3 server processes on one PostgreSQL (and Redis), issues 19 and 31:
// an event with 2,000 tickets and 20,000 signed-in buyers; half arrive in the 5 s before the sale opens
// (each draws a random place), the rest over the next 60 s (first come, first served). Each queues
// (waiting room), is admitted, holds, orders and pays through the sandbox; 10% abandon their hold.
// Every phone sends its own X-Forwarded-For (the servers trust it): most have an address of their own,
// 30% sit 20 to an address behind carrier-grade NAT.
// A sample signs up, verifies its address and signs in through the API; the rest get sessions written
// into the database (for scale: each sign-up or sign-in costs half a second of scrypt).
//
// Figures: sold, oversold, time to sell out, double tickets, lost payments, the admission rate against
// the room's admit_per_minute and inversions against the server's own queue order (both from its record
// of the line: waiting_room_entries, or waiting_room_replica for the Redis store), the pre-opening
// shuffle's chi-square, status latency, and the status answer's throughput against raw Node HTTP, each
// pinned to a core of its own apart from the load tool (bench/lib/cpu-pinning.ts). Every goal is
// asserted: the run ends with the goals' verdicts and exits 1 when any is not met.
//
// Flags (`--quick` swaps every size default for one that finishes in about 3 minutes on 2 cores):
//   --tickets N (2000; quick 300)   --buyers N (20000; 3000)   --spread S (60; 20)   --rate N/min (1200; 600)
//   --early S (5)   the early half arrives over the last S seconds before the opening. It was 1 s: on 2 cores
//       the servers answered only 250-450 joins in that second, so most early buyers got FIFO places, every
//       drawn place bought a ticket, and comparing bots with them could tell nothing
//   --abandon F (0.1)   --max-seconds S (600; 90)   --token-minutes N (1: the grant's life, so it can lapse in a run)
//   --store redis|postgres (redis: the bench's own redis-server on a spare port; postgres: no REDIS_URL)
//   --api-accounts N (200; 24)   buyers who sign up, verify and sign in through the API
//   --cgnat-share F (0.3)  --cgnat-group N (20)   honest phones behind carrier-grade NAT, and per address
//   --no-require-verified   the room does not require a verified e-mail (default: it does)
//   --adversaries   bots, cookie sharers, grant replayers and repeat buyers (bench/lib/war-adversaries.ts):
//       --bots N (40; 10)  --cookies-per-bot N (50)  --bot-lead S (30; 12: bots start this long before the opening)
//       --sharers N (10; 3)  --sharers-per-source N (5; 3)  --expired N (20; 5)  --repeat N (20; 5)
//       --replayers N (20; 5: for each of the two paid replays)
//   --kill            SIGKILL one server process mid-war
//   --redis-kill      SIGKILL the bench's redis-server mid-war, start it again empty after --redis-down S (8)
//   --status-seconds S (5; 3)   each round of the status throughput figure
//   --keep-db         keep the scratch database (its name is printed) instead of dropping it
// Environment: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: the server the scratch
// database bench_war_<pid>_<random> is created on), WEB_BUILD_DIR (the web build the servers load),
// BENCH_CPU_PIN=off (no pinning). More in docs/benchmarks.md.
//
//   npm run bench:war:quick                                         # --quick --adversaries: about 2.5 minutes
//   npm run bench:war -- --quick --adversaries --store postgres
//   npm run bench:war -- --quick --adversaries --redis-kill
//   npm run bench:war -- --adversaries                              # the issue's sizes

import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import { WAITING_ROOM_FIFO_BASE } from "../server/db/schema/waiting-room.ts";
import { hasWebBuild } from "../server/web-build.ts";
import { freePort } from "./lib/app-server.ts";
import { honestBuyers, signUpSample } from "./lib/war-accounts.ts";
import { createAddressBook } from "./lib/war-addresses.ts";
import { createAdversaries } from "./lib/war-adversaries.ts";
import { auditStock, liveStock, readLineRecord } from "./lib/war-audit.ts";
import { type Buyer, newBuyer, runHonestBuyer, type WarContext } from "./lib/war-buyer.ts";
import { startCluster } from "./lib/war-cluster.ts";
import { createWarHttp, type Phone, Tally } from "./lib/war-http.ts";
import { parseWarOptions } from "./lib/war-options.ts";
import { type OwnRedis, redisFault, startOwnRedis } from "./lib/war-redis-fault.ts";
import { reportWar } from "./lib/war-report.ts";
import {
  createScratchDatabase,
  insertAccounts,
  type ScratchDatabase,
  seedWarEvent,
} from "./lib/war-setup.ts";
import { measureStatusThroughput, type StatusThroughput } from "./lib/war-status-throughput.ts";

const o = parseWarOptions(process.argv.slice(2));
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SLUG = "bench-war";
const SESSION_COOKIE = "tiketin_session";
/** The sandbox's API key in this run (its simulate endpoints take it as the Basic auth username). */
const SANDBOX_KEY = `xnd_bench_${randomBytes(12).toString("hex")}`;
const REDIS_PREFIX = `bench-war-${randomBytes(4).toString("hex")}:`;
const PREFERRED_PORTS = [4400, 4401, 4402];
const ABANDON_AFTER_MS = 2_000;

const log = (message: string) => process.stderr.write(`[bench:war] ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** 4400-4402 when free (docs name them), else any free ports. */
async function pickPorts(): Promise<number[]> {
  const free = await Promise.all(
    PREFERRED_PORTS.map((port) =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => false,
        () => true,
      ),
    ),
  );
  if (free.every(Boolean)) return PREFERRED_PORTS;
  log("4400-4402 are taken: using free ports");
  return Promise.all(PREFERRED_PORTS.map(() => freePort()));
}

/** What to undo at the end, or on Ctrl-C: newest first. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  while (cleanups.length > 0) await Promise.resolve(cleanups.pop()?.()).catch(() => {});
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });

async function main(): Promise<number> {
  if (!hasWebBuild())
    throw new Error("no web build: run `npm run build` first (or point WEB_BUILD_DIR at one)");
  log(JSON.stringify(o));
  const db: ScratchDatabase = await createScratchDatabase(DATABASE_URL);
  log(`scratch database ${db.name}`);
  if (o.keepDb) log(`--keep-db: ${db.name} stays`);
  else cleanups.push(() => db.drop());
  const pool = new pg.Pool({ connectionString: db.url, max: 8 });
  cleanups.push(() => pool.end());
  const event = await seedWarEvent(pool, {
    slug: SLUG,
    tickets: o.tickets,
    admitPerMinute: o.admitPerMinute,
    tokenMinutes: o.tokenMinutes,
    verified: o.requireVerifiedEmail,
  });

  // ---- accounts: most written into the database, a sample signs up through the API below ----
  const dbHonest = await insertAccounts(pool, o.buyers - o.apiAccounts, "war-");
  const botAccounts = await insertAccounts(pool, o.adversaries ? o.bots : 0, "war-bot-");
  const [probeAccount] = await insertAccounts(pool, 1, "war-probe-");
  const recipientAccounts = await insertAccounts(
    pool,
    o.adversaries ? o.sharerSources * o.sharersPerSource : 0,
    "war-share-",
  );

  const redis: OwnRedis | null = o.store === "redis" ? await startOwnRedis(log) : null;
  if (redis) cleanups.push(() => redis.stop());
  const ports = await pickPorts();
  log(`starting ${ports.length} server processes on ${ports.join(", ")} (${o.store} store)`);
  const cluster = await startCluster(ports, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    REDIS_URL: redis?.url,
    REDIS_KEY_PREFIX: REDIS_PREFIX,
    TRUST_PROXY: "true",
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    PAYMENT_SANDBOX: "true",
    XENDIT_SECRET_KEY: SANDBOX_KEY,
    SEED_ON_START: "false",
    RENDER_THREADS: "0",
    LOG_LEVEL: "warn",
    SESSION_COOKIE_NAME: SESSION_COOKIE,
  });
  cleanups.push(() => cluster.stop());

  let stopAll = false;
  const tally = new Tally(log);
  const http = createWarHttp({
    ports,
    sandboxAuth: `Basic ${Buffer.from(`${SANDBOX_KEY}:`).toString("base64")}`,
    tally,
    stopped: () => stopAll,
  });
  cleanups.push(() => http.close());
  for (const [i, p] of cluster.processes.entries())
    p.child.once("exit", () => {
      http.alive[i] = false;
    });

  // ---- the buyers: phones with addresses, some signing up through the API ----
  const addresses = createAddressBook({ natShare: o.cgnatShare, natGroup: o.cgnatGroup });
  const phoneOf = (address: string, token: string | null, i: number): Phone => ({
    address,
    home: i % ports.length,
    cookies: new Map(token ? [[SESSION_COOKIE, `${SESSION_COOKIE}=${token}`]] : []),
  });
  const buyers = honestBuyers(o, dbHonest, addresses, phoneOf);
  const signUpFailures = await signUpSample(buyers, { http, pool, sessionCookie: SESSION_COOKIE, log });
  const bots: Buyer[] = botAccounts.map((account, n) =>
    newBuyer({
      i: o.buyers + n,
      id: account.id,
      kind: "bot",
      account: "db",
      phone: phoneOf(addresses.bot(), account.token, n),
      arriveAt: -o.botLeadSeconds * 1_000,
      willAbandon: false,
    }),
  );
  const recipients = recipientAccounts.map((account, n) => phoneOf(addresses.own(), account.token, n));

  // ---- the opening: after the bots' lead (they farm cookies before it) ----
  const t0 = Date.now() + (o.adversaries ? o.botLeadSeconds + 2 : 3) * 1_000;
  await pool.query("UPDATE waiting_rooms SET opens_at = $2 WHERE event_id = $1", [
    event.eventId,
    new Date(t0),
  ]);
  await sleep(1_100); // every process's settings cache has seen the new opening

  let killedAt: number | null = null;
  const admissionSeconds = (o.tickets / o.admitPerMinute) * 60;
  const fault =
    redis && o.redisKill
      ? redisFault({
          redis,
          prefix: REDIS_PREFIX,
          eventId: event.eventId,
          t0,
          killAt: t0 + Math.max(5, admissionSeconds * 0.3) * 1_000,
          downSeconds: o.redisDownSeconds,
          log,
        })
      : null;
  if (fault) tally.phaseOf = fault.phaseOf;
  let joinCounter = 0;
  const abandoned: WarContext["abandoned"] = [];
  let adversaries: ReturnType<typeof createAdversaries> | null = null;
  const ctx: WarContext = {
    http,
    pool,
    slug: SLUG,
    eventId: event.eventId,
    categoryId: event.categoryId,
    t0,
    stopped: () => stopAll,
    onPlace(buyer, place) {
      const phase = tally.phaseOf(Date.now());
      if (phase === "before") buyer.placeBeforeFault = place;
      else if (phase === "after" && buyer.placeAfterFault === null) buyer.placeAfterFault = place;
    },
    onAdmitted: (buyer) => adversaries?.onAdmitted(buyer) ?? "buy",
    onPaid: (buyer) => adversaries?.onPaid(buyer),
    abandonAfterMs: ABANDON_AFTER_MS,
    abandoned,
    nextJoinIndex: () => joinCounter++,
  };
  if (o.adversaries) {
    adversaries = createAdversaries(() => ctx, {
      bots: o.bots,
      cookiesPerBot: o.cookiesPerBot,
      botLeadMs: o.botLeadSeconds * 1_000,
      sharerSources: o.sharerSources,
      sharersPerSource: o.sharersPerSource,
      paidReplayers: o.paidReplayers,
      expiredReplayers: o.expiredReplayers,
      repeatBuyers: o.repeatBuyers,
      sessionCookie: SESSION_COOKIE,
      processes: ports.length,
    });
    adversaries.setRecipients(recipients);
  }

  // ---- the monitor: sold out, time limit, and the faults ----
  let soldOutAt: number | null = null;
  let maxLive = 0;
  const monitor = (async () => {
    while (!stopAll) {
      await sleep(250);
      const now = await liveStock(pool, event.categoryId);
      maxLive = Math.max(maxLive, now.live);
      if (o.kill && killedAt === null && Date.now() >= t0 + admissionSeconds * 0.4 * 1_000) {
        killedAt = Date.now();
        log(`kill -9 the process on ${ports[1]} at t+${((killedAt - t0) / 1000).toFixed(1)} s`);
        cluster.kill(1);
      }
      await fault?.tick();
      if (now.sold >= o.tickets && soldOutAt === null) {
        soldOutAt = Date.now();
        stopAll = true;
      }
      if (Date.now() - t0 > o.maxSeconds * 1000) {
        log("max duration reached");
        stopAll = true;
      }
    }
  })();
  log("the war begins");
  const running = [
    ...buyers.filter((b) => b.outcome !== "failed").map((b) => runHonestBuyer(ctx, b)),
    ...bots.map((b) => adversaries!.runBot(b)),
  ];
  await Promise.all([...running, monitor]);
  const warEndedAt = Date.now();
  log(`war over: sold ${(await liveStock(pool, event.categoryId)).sold}`);
  if (adversaries) {
    log("waiting for the adversaries' last attempts (an expired grant is replayed after its expiry)");
    const deadline = t0 + o.maxSeconds * 1_000 + o.tokenMinutes * 60_000 + 30_000;
    await Promise.race([adversaries.settled(), sleep(deadline - Date.now())]);
  }
  await fault?.waitBack();
  // The last admission step's rows reach the server's record (and the replica) before it is read.
  await sleep(1_500);

  // ---- the server's record of the line, and the fault's comparison ----
  const reader = redis
    ? { client: new Redis(redis.url, { maxRetriesPerRequest: 1, lazyConnect: true }), prefix: REDIS_PREFIX }
    : null;
  reader?.client.on("error", () => {});
  const line = await readLineRecord(pool, event.eventId, o.store, reader);
  reader?.client.disconnect();
  const placesAfterFault = (await fault?.placesLost(line)) ?? null;

  const paidIds = [...buyers, ...bots].filter((b) => b.outcome === "paid").map((b) => b.externalId!);
  const stock = await auditStock(pool, event, o.tickets, paidIds);

  // ---- status throughput: one process vs raw Node, pinned apart from the load tool ----
  // What is measured is a waiting place's poll: a probe account joins at the back of the line, and the
  // line is slowed to one admission a minute (the audit above is done), so it stays waiting throughout.
  stopAll = true;
  await pool.query("UPDATE waiting_rooms SET admit_per_minute = 1 WHERE event_id = $1", [event.eventId]);
  await sleep(2_000);
  let status: StatusThroughput | null = null;
  const home = http.alive.findIndex(Boolean);
  const probe = phoneOf(addresses.own(), probeAccount!.token, Math.max(0, home));
  const probeJoin = await http.tryCall(probe, "join", "POST", `/api/v1/queue/${SLUG}/join`);
  // The first poll ranks the place (a store read) and stores it in the cookie; later ones need neither.
  const probeStatus = await http.tryCall(probe, "status", "GET", `/api/v1/queue/${SLUG}/status`);
  if (probeJoin?.status !== 200 || probeStatus?.body?.data?.state !== "waiting")
    log(`status probe not waiting (join ${probeJoin?.status}, state ${probeStatus?.body?.data?.state})`);
  else if (home >= 0) {
    log("status throughput: product vs raw Node, each pinned apart from the load tool");
    status = await measureStatusThroughput({
      port: ports[home]!,
      pid: cluster.processes[home]!.child.pid ?? 0,
      quietPids: cluster.processes.filter((p, i) => i !== home && p.alive).map((p) => p.child.pid ?? 0),
      path: `/api/v1/queue/${SLUG}/status`,
      headers: {
        cookie: [...probe.cookies.values()].join("; "),
        "accept-language": "en",
        "x-forwarded-for": probe.address,
      },
      seconds: o.statusSeconds,
      log,
    }).catch((error: unknown) => {
      log(`status throughput failed: ${(error as Error).message}`);
      return null;
    });
  }

  await cleanUp();
  return reportWar({
    o,
    t0,
    warEndedAt,
    soldOutAt,
    maxLive,
    buyers,
    bots,
    line,
    stock,
    tally,
    status,
    adversaries,
    abandoned,
    signUpFailures,
    natAddresses: addresses.natAddresses(),
    natPhones: addresses.natPhones(),
    fifoBase: WAITING_ROOM_FIFO_BASE,
    fault: {
      killedAt,
      redisKilledAt: fault?.state.killedAt ?? null,
      redisBackAt: fault?.state.backAt ?? null,
      placesAfterFault,
    },
    database: db.name,
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
