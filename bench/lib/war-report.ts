import { shuffleChiSquare } from "./chi-square.ts";
import { printReport, type ReportRow } from "./report.ts";
import { type Adversaries, botExcess } from "./war-adversaries.ts";
import {
  admissionRate,
  countInversions,
  type LineRecord,
  type StockAudit,
  stepsBackInTime,
} from "./war-audit.ts";
import type { Buyer } from "./war-buyer.ts";
import { createGoals } from "./war-goals.ts";
import type { Tally } from "./war-http.ts";
import type { WarOptions } from "./war-options.ts";
import type { comparePlaces } from "./war-redis-fault.ts";
import type { StatusThroughput } from "./war-status-throughput.ts";

/** What bench:war measured, turned into the figures table, the goals' verdicts and one JSON line. */
export interface WarResults {
  o: WarOptions;
  t0: number;
  warEndedAt: number;
  soldOutAt: number | null;
  maxLive: number;
  buyers: Buyer[];
  bots: Buyer[];
  line: LineRecord;
  stock: StockAudit;
  tally: Tally;
  status: StatusThroughput | null;
  adversaries: Adversaries | null;
  abandoned: { holdId: string; at: number; buyerId: string }[];
  signUpFailures: Record<string, number>;
  natAddresses: number;
  natPhones: number;
  fifoBase: number;
  fault: {
    killedAt: number | null;
    redisKilledAt: number | null;
    redisBackAt: number | null;
    placesAfterFault: (ReturnType<typeof comparePlaces> & { against: string }) | null;
  };
  database: string;
}

/** Admission rate goal: within 5% of the room's admit_per_minute. */
const RATE_TOLERANCE = 0.05;
/** The status answer's throughput goal against raw Node HTTP. */
const STATUS_GOAL = 0.8;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
    : Number.NaN;
};
const rate = (wins: number, n: number) => (n ? `${wins}/${n} = ${((100 * wins) / n).toFixed(1)}%` : "none");
const since = (t0: number, at: number | null) => (at === null ? "-" : `t+${((at - t0) / 1000).toFixed(1)} s`);

export function reportWar(r: WarResults): number {
  const { o, line, stock, tally } = r;
  const goals = createGoals();
  const rows: ReportRow[] = [];
  const everyone = [...r.buyers, ...r.bots];
  const byEntry = new Map(line.places.map((p) => [p.id, p]));

  // ---- stock, tickets, payments ----
  const oversold = Math.max(0, stock.sold - o.tickets, r.maxLive - o.tickets, stock.tickets - o.tickets);
  rows.push(
    { figure: "tickets / buyers / processes / store", value: `${o.tickets} / ${o.buyers} / 3 / ${o.store}` },
    { figure: "sold (paid claims)", value: stock.sold, unit: "tickets" },
    { figure: "e-tickets issued", value: stock.tickets },
    { figure: "most tickets live at once (sold + held)", value: r.maxLive },
    {
      figure: "time to sell out",
      value: r.soldOutAt ? (r.soldOutAt - r.t0) / 1000 : "not sold out",
      unit: "s",
    },
  );
  goals.check(
    "oversold = 0",
    oversold === 0,
    `sold ${stock.sold}, peak live ${r.maxLive}, tickets ${stock.tickets}, quota ${o.tickets}`,
  );
  goals.check(
    "double tickets = 0",
    stock.doubleTickets === 0,
    `${stock.doubleTickets} tickets beyond their order's claim`,
  );
  goals.check(
    "accounts with two tickets = 0",
    stock.accountsWithTwoTickets === 0,
    `${stock.accountsWithTwoTickets} accounts hold more than one`,
  );
  goals.check(
    "lost payments = 0",
    stock.lostPayments === 0,
    `${stock.lostPayments} paid at the gateway but not recorded paid (${stock.paidNeedingRefund} flagged for refund)`,
  );

  // ---- fairness: the server's own order ----
  const inv = countInversions(line.places);
  rows.push(
    { figure: "line record read from", value: line.source },
    { figure: "places in line / admitted", value: `${inv.places} / ${inv.admitted}` },
    { figure: `admission inversions vs order_key (by ${inv.basis})`, value: inv.inversions },
    { figure: "places passed over (lower key not admitted, higher was)", value: inv.passedOver },
  );
  goals.check(
    "admission inversions = 0",
    inv.admitted === 0 ? null : inv.inversions === 0,
    `${inv.inversions} pairs out of order_key order (${inv.passedOver} places passed over), ${line.source}`,
  );
  const outage: [number, number][] =
    r.fault.redisKilledAt !== null
      ? [[r.fault.redisKilledAt, (r.fault.redisBackAt ?? r.warEndedAt) + 3_000]]
      : [];
  let measured = admissionRate(line.places, {
    admitPerMinute: o.admitPerMinute,
    until: Date.now(),
    excluded: outage,
  });
  let rateSource = line.source;
  if (!measured) {
    // No server record of admissions: what the buyers' polls saw (coarse: polls are seconds apart).
    rateSource = "status polls (the server's record had no admission times)";
    measured = admissionRate(
      everyone.map((b) => ({
        id: String(b.i),
        key: 0,
        buyerId: b.id,
        admittedAt: b.admittedSeenAt,
        seq: null,
        returnedAt: null,
        settledAt: null,
        dropped: false,
      })),
      { admitPerMinute: o.admitPerMinute, until: r.warEndedAt, excluded: outage },
    );
  }
  rows.push(
    { figure: "admit_per_minute configured", value: o.admitPerMinute, unit: "/min" },
    {
      figure: "admission rate measured (steady part, shares given back subtracted)",
      value: measured?.perMinute ?? "not measured",
      unit: "/min",
    },
    {
      figure: "admission rate window",
      value: measured ? measured.seconds : "-",
      unit: measured
        ? `s: ${measured.admissions} admitted, ${measured.returns} shares back, from ${rateSource}`
        : "",
    },
  );
  const backwards = stepsBackInTime(line.places);
  if (backwards.checked)
    rows.push({
      figure: "admission steps stamped before an earlier step (stale clock)",
      value: backwards.steps,
      unit: backwards.steps
        ? `up to ${backwards.worstMs} ms back: such a step moves credit_at back, and the seconds are earned twice`
        : "",
    });
  goals.check(
    `admission rate within ${RATE_TOLERANCE * 100}% of admit_per_minute`,
    measured ? Math.abs(measured.deviation) <= RATE_TOLERANCE : null,
    measured
      ? `${measured.perMinute.toFixed(1)}/min vs ${o.admitPerMinute} (${(100 * measured.deviation).toFixed(1)}%) over ${measured.seconds.toFixed(0)} s`
      : "too few admissions to measure",
  );
  // Pre-opening arrivals: random keys; their places against the order they arrived (join answers).
  const keyOf = (b: Buyer) => (b.entryId ? (byEntry.get(b.entryId)?.key ?? b.orderKey) : b.orderKey);
  const preOpening = r.buyers
    .filter((b) => b.joined && (keyOf(b) ?? r.fifoBase) < r.fifoBase)
    .sort((a, b) => a.joinIndex - b.joinIndex);
  const rank = new Map([...preOpening].sort((a, b) => keyOf(a)! - keyOf(b)!).map((b, i) => [b, i + 1]));
  const shuffle = shuffleChiSquare(preOpening.map((b) => rank.get(b)!));
  rows.push({
    figure: "pre-opening shuffle chi-square (10x10)",
    value: `${shuffle.chi2.toFixed(1)} df ${shuffle.df} p ${shuffle.p.toFixed(3)} (${preOpening.length} places)`,
  });

  // ---- who bought: honest buyers and bots side by side ----
  const won = (b: Buyer) => b.outcome === "paid";
  const honest = r.buyers.filter((b) => !b.converted);
  // The bots bind before the opening, so each holds a drawn place: they are compared with the honest
  // buyers whose place was drawn too (order key below 2^52 in the server's record), not abandoning.
  const drawn = (b: Buyer) => (keyOf(b) ?? r.fifoBase) < r.fifoBase;
  const group = honest.filter((b) => drawn(b) && !b.willAbandon);
  const early = honest.filter((b) => b.preOpening && !b.willAbandon);
  const late = honest.filter((b) => !b.preOpening && !b.willAbandon);
  rows.push(
    { figure: "honest buyers who bought (all)", value: rate(honest.filter(won).length, honest.length) },
    {
      figure: "honest, place drawn at the opening, not abandoning (compared with bots)",
      value: rate(group.filter(won).length, group.length),
    },
    {
      figure: `honest, arrived in the ${o.earlySeconds} s before the opening, not abandoning`,
      value: rate(early.filter(won).length, early.length),
    },
    {
      figure: "honest, arrived after the opening (FIFO), not abandoning",
      value: rate(late.filter(won).length, late.length),
    },
  );
  if (r.adversaries) {
    const bots = r.bots;
    const excess = botExcess(bots.filter(won).length, bots.length, group.filter(won).length, group.length);
    const reports = [...r.adversaries.bots.values()];
    const sum = (pick: (x: (typeof reports)[number]) => number) => reports.reduce((s, x) => s + pick(x), 0);
    rows.push(
      {
        figure: "bots who bought (all queued before the opening)",
        value: rate(bots.filter(won).length, bots.length),
        unit: `(${bots.filter(drawn).length} with a drawn place)`,
      },
      {
        figure: "bots' signed-out joins refused / cookies opened / signed in / stopped by the limit",
        value: `${sum((x) => x.cookiesRefused)} / ${sum((x) => x.cookiesOpened)} / ${sum((x) => x.cookiesSignedIn)} / ${sum((x) => x.refusedForLimit)}`,
      },
    );
    goals.check(
      "bots buy no more often than honest buyers",
      bots.length > 0 ? !excess.exceeds : null,
      `bots ${(100 * excess.botRate).toFixed(1)}% vs honest with a drawn place ${(100 * excess.honestRate).toFixed(1)}%: fails above +${(100 * excess.margin).toFixed(1)} points (one-sided z ${excess.z}, pooled, continuity-corrected)`,
    );
    const placesPerBot = r.bots.map(
      (b) => line.places.filter((p) => p.buyerId === b.id && !p.dropped).length,
    );
    const several =
      reports.filter((x) => x.distinctPlaces > 1).length + placesPerBot.filter((n) => n > 1).length;
    const farmed = sum((x) => x.cookiesSignedIn);
    goals.check(
      "a bot's cookies name one place (one per account)",
      reports.length === 0 ? null : several === 0,
      farmed > 0
        ? `${several} bots kept more than one place after signing in ${farmed} cookies`
        : `no farmed cookie was signed in (${sum((x) => x.cookiesRefused)} signed-out joins refused)`,
    );
    rows.push({
      figure: "tickets adversaries paid for beyond their turn",
      value: r.adversaries.extraTicketsPaid(),
    });
    for (const [name, result] of r.adversaries.results) {
      rows.push({
        figure: `attack: ${name}`,
        value: `${result.succeeded} of ${result.attempts} made a hold`,
        unit: `${result.refused} refused (409 admission_required or 422 rule_refused)${Object.keys(result.other).length ? `, other ${JSON.stringify(result.other)}` : ""}`,
      });
      goals.check(
        `attack refused: ${name}`,
        result.attempts === 0 ? null : result.succeeded === 0 && result.refused === result.attempts,
        `${result.succeeded} of ${result.attempts} made a hold${Object.keys(result.other).length ? `; other answers ${JSON.stringify(result.other)}` : ""}`,
      );
    }
    for (const name of [
      "cookie sharer: hold with copied cookies",
      "grant replay: hold again the moment the gateway took the payment",
      "grant replay: hold again once the payment settled",
      "grant replay: hold after the grant expired",
      "repeat buyer: hold again later",
    ] as const)
      if (!r.adversaries.results.has(name) && planned(o, name))
        goals.check(`attack refused: ${name}`, null, "no buyer got far enough to try it in this run");
  }

  // ---- accounts, addresses, limits ----
  const apiBuyers = r.buyers.filter((b) => b.account === "api");
  const failedSignUps = Object.values(r.signUpFailures).reduce((s, n) => s + n, 0);
  rows.push(
    {
      figure: "accounts: signed up + verified + signed in through the API / DB-inserted sessions",
      value: `${apiBuyers.length - failedSignUps} / ${everyone.length - apiBuyers.length}`,
      unit: "(the DB-inserted sessions are there for scale: each API sign-up or sign-in costs ~0.5 s of scrypt)",
    },
    {
      figure: "addresses: honest phones behind CGNAT / NAT addresses",
      value: `${r.natPhones} / ${r.natAddresses}`,
      unit: `(up to ${o.cgnatGroup} phones an address; every other phone and each bot has its own)`,
    },
    {
      figure: "429 answers / waited out per Retry-After and tried again",
      value: `${tally.sum((_, s) => s === 429)} / ${tally.waits.get(429) ?? 0}`,
      unit: "(a bot stops instead when the wait would pass the opening)",
    },
    {
      figure: "503 answers / waited out per Retry-After and tried again",
      value: `${tally.sum((_, s) => s === 503)} / ${tally.waits.get(503) ?? 0}`,
    },
    {
      figure: "connection errors (tried again on the next process)",
      value: tally.sum((_, s) => s === "network"),
      unit: "(a kept-alive socket the server closed as it was reused, or a killed process)",
    },
  );
  if (apiBuyers.length > 0)
    goals.check(
      "API sample signs up, verifies and signs in",
      failedSignUps === 0,
      failedSignUps ? JSON.stringify(r.signUpFailures) : `${apiBuyers.length} accounts`,
    );
  const serverErrors = tally.sum(
    (_, s, phase) => typeof s === "number" && s >= 500 && s !== 503 && phase !== "down",
  );
  const downErrors = tally.sum(
    (_, s, phase) => typeof s === "number" && s >= 500 && s !== 503 && phase === "down",
  );
  goals.check(
    "no 5xx but 503 with Retry-After",
    serverErrors + downErrors + tally.unavailableWithoutRetryAfter === 0,
    `${serverErrors + downErrors} 5xx other than 503, ${tally.unavailableWithoutRetryAfter} 503 without Retry-After`,
  );

  // ---- latency and throughput ----
  const statusMs = tally.latency.get("status") ?? [];
  rows.push(
    {
      figure: "queue status p50 / p99 during the war",
      value: `${pct(statusMs, 50).toFixed(1)} / ${pct(statusMs, 99).toFixed(1)}`,
      unit: "ms",
    },
    { figure: "queue status polls answered", value: statusMs.length },
    {
      figure: "hold p50 / p99",
      value: `${pct(tally.latency.get("hold") ?? [], 50).toFixed(0)} / ${pct(tally.latency.get("hold") ?? [], 99).toFixed(0)}`,
      unit: "ms",
    },
  );
  if (r.status) {
    rows.push(
      {
        figure: `status req/s, one process (${r.status.bytes} B JSON)`,
        value: r.status.statusRps,
        unit: "req/s",
      },
      { figure: "raw Node HTTP, same bytes and headers", value: r.status.rawRps, unit: "req/s" },
      {
        figure: `status / raw (goal >= ${STATUS_GOAL}x; median of ${r.status.rounds}, min..max)`,
        value: `${r.status.ratio.toFixed(2)} (${r.status.spread.map((v) => v.toFixed(2)).join("..")})`,
        unit: "x",
      },
      { figure: "cpu pinning", value: r.status.pinning },
    );
  }
  goals.check(
    `status answer >= ${STATUS_GOAL}x raw Node`,
    r.status ? r.status.ratio >= STATUS_GOAL && r.status.errors === 0 : null,
    r.status
      ? `${r.status.statusRps.toFixed(0)} vs ${r.status.rawRps.toFixed(0)} req/s = ${r.status.ratio.toFixed(2)}x (${r.status.pinning})${r.status.errors ? `, ${r.status.errors} errors` : ""}`
      : "not measured (no waiting buyer left, or the measurement failed)",
  );

  // ---- abandoned holds ----
  const returnLatency = r.abandoned
    .map((a) => {
      const buyer = r.buyers.find((b) => b.id === a.buyerId);
      const place = buyer?.entryId ? byEntry.get(buyer.entryId) : undefined;
      return place?.returnedAt ? place.returnedAt - a.at : null;
    })
    .filter((v): v is number => v !== null);
  rows.push(
    { figure: "abandoned holds", value: r.abandoned.length },
    {
      figure: "abandoned: expiry -> share back, p50 / max",
      value: returnLatency.length
        ? `${(pct(returnLatency, 50) / 1000).toFixed(1)} / ${(Math.max(...returnLatency) / 1000).toFixed(1)}`
        : "-",
      unit: "s (a turn's share goes back 2 min + 5 s after its holds ended: longer than a quick run)",
    },
    { figure: "abandoned shares returned", value: `${returnLatency.length} of ${r.abandoned.length}` },
  );

  // ---- faults ----
  if (o.kill) {
    const joined = r.buyers.filter((b) => b.joined && b.entryId);
    const lost = joined.filter((b) => !byEntry.has(b.entryId!)).length;
    const unadmitted = joined.filter(
      (b) => b.admittedSeenAt !== null && byEntry.get(b.entryId!)?.admittedAt == null,
    ).length;
    rows.push({ figure: "process killed at", value: since(r.t0, r.fault.killedAt) });
    goals.check(
      "places lost to the process kill = 0",
      r.fault.killedAt ? lost === 0 : null,
      `${lost} of ${joined.length}`,
    );
    goals.check(
      "admissions lost to the process kill = 0",
      r.fault.killedAt ? unadmitted === 0 : null,
      `${unadmitted}`,
    );
  }
  if (o.redisKill) {
    const f = r.fault;
    const down = (s: number | "network") => typeof s === "number" && s >= 500;
    const during = (op: string) =>
      `${tally.sum((o2, s, phase) => o2 === op && phase === "down" && s === 503)} 503 / ${tally.sum((o2, s, phase) => o2 === op && phase === "down" && down(s) && s !== 503)} other 5xx / ${tally.sum((o2, _, phase) => o2 === op && phase === "down")} answers`;
    const admittedBetween = (from: number, to: number) =>
      line.places.filter((p) => p.admittedAt !== null && p.admittedAt > from && p.admittedAt < to).length;
    // The step running when Redis died may still land: 1.5 s after the kill the line must be still.
    const whileDown =
      f.redisKilledAt && f.redisBackAt ? admittedBetween(f.redisKilledAt + 1_500, f.redisBackAt) : null;
    const afterwards = f.redisBackAt ? admittedBetween(f.redisBackAt, Number.POSITIVE_INFINITY) : null;
    const movedBack = r.buyers.filter(
      (b) =>
        b.placeBeforeFault !== null && b.placeAfterFault !== null && b.placeAfterFault > b.placeBeforeFault,
    ).length;
    const compared = r.buyers.filter((b) => b.placeBeforeFault !== null && b.placeAfterFault !== null).length;
    rows.push(
      {
        figure: "Redis killed / back (empty)",
        value: `${since(r.t0, f.redisKilledAt)} / ${since(r.t0, f.redisBackAt)}`,
      },
      { figure: "while Redis was down: joins", value: "", unit: during("join") },
      { figure: "while Redis was down: status polls", value: "", unit: during("status") },
      { figure: "while Redis was down: holds", value: "", unit: during("hold") },
      {
        figure: "admissions while Redis was down / after it came back",
        value: `${whileDown ?? "-"} / ${afterwards ?? "-"}`,
      },
      {
        figure: "places lost across the outage (Redis before vs after)",
        value: f.placesAfterFault ? f.placesAfterFault.lost : "-",
        unit: f.placesAfterFault
          ? `${f.placesAfterFault.compared}: ${f.placesAfterFault.missing} missing, ${f.placesAfterFault.moved} moved, ${f.placesAfterFault.unadmitted} unadmitted (vs ${f.placesAfterFault.against})`
          : "no snapshot",
      },
      { figure: "buyers whose place went back after the outage", value: `${movedBack} of ${compared}` },
    );
    goals.check(
      "admission paused while Redis was down",
      whileDown === null ? null : whileDown === 0,
      `${whileDown ?? "-"} admitted`,
    );
    goals.check(
      "admission resumed after Redis came back",
      afterwards === null ? null : afterwards > 0,
      `${afterwards ?? "-"} admitted`,
    );
    goals.check(
      "places lost after the Redis kill = 0",
      f.placesAfterFault ? f.placesAfterFault.lost === 0 && movedBack === 0 : null,
      f.placesAfterFault
        ? `${f.placesAfterFault.lost} of ${f.placesAfterFault.compared} lost or moved, ${movedBack} buyers' places went back`
        : "no snapshot before the kill",
    );
  }

  const outcomes = (list: Buyer[]) => {
    const counts: Record<string, number> = {};
    for (const b of list) counts[b.outcome] = (counts[b.outcome] ?? 0) + 1;
    return JSON.stringify(counts);
  };
  rows.push(
    { figure: "honest outcomes", value: "", unit: outcomes(r.buyers) },
    ...(r.bots.length ? [{ figure: "bot outcomes", value: "", unit: outcomes(r.bots) }] : []),
    { figure: "answers by operation and status", value: "", unit: JSON.stringify(tally.summary()) },
    { figure: "database (dropped unless --keep-db)", value: r.database },
  );
  for (const g of goals.goals) rows.push({ figure: `GOAL ${g.name}`, value: g.verdict, unit: g.detail });
  const failed = goals.failed();
  printReport("bench:war", rows, {
    options: o,
    sold: stock.sold,
    oversold,
    doubleTickets: stock.doubleTickets,
    lostPayments: stock.lostPayments,
    sellOutSeconds: r.soldOutAt ? (r.soldOutAt - r.t0) / 1000 : null,
    inversions: inv.inversions,
    passedOver: inv.passedOver,
    admissionRate: measured?.perMinute ?? null,
    admissionRateSource: rateSource,
    chiSquare: shuffle,
    statusP50Ms: pct(statusMs, 50),
    statusP99Ms: pct(statusMs, 99),
    status: r.status,
    attacks: r.adversaries ? Object.fromEntries(r.adversaries.results) : null,
    answers: tally.summary(),
    goals: goals.goals,
    goalsMet: failed.length === 0,
  });
  if (failed.length > 0)
    process.stderr.write(
      `bench:war: ${failed.length} goal(s) not met:\n${failed.map((g) => `  ${g.verdict}: ${g.name} (${g.detail})`).join("\n")}\n`,
    );
  return failed.length === 0 ? 0 : 1;
}

/** Whether the options asked for an attack at all (a 0-sized one is not "not exercised"). */
function planned(o: WarOptions, name: string): boolean {
  if (name.startsWith("cookie sharer")) return o.sharerSources > 0 && o.sharersPerSource > 0;
  if (name.includes("grant replay: hold again")) return o.paidReplayers > 0;
  if (name.includes("expired")) return o.expiredReplayers > 0;
  return o.repeatBuyers > 0;
}
