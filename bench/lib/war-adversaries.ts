import { type Buyer, buy, hold, join, orderAndPay, type WarContext, waitForTurn } from "./war-buyer.ts";
import type { Answer, Phone } from "./war-http.ts";

/**
 * The war's adversaries, beside the honest buyers:
 * - bots: each farms `cookiesPerBot` signed-out places (fresh cookie jars, all from the bot's one
 *   address) before the opening, then signs its one account in with every cookie (the join again, with
 *   the session cookie beside each visitor cookie) hoping to keep the best place, and buys with it;
 * - cookie sharers: when a buyer is admitted, its visitor and place cookies are copied into other
 *   signed-in accounts, which try a hold at once, and a join with them and then a hold;
 * - grant replayers: a buyer who was admitted and paid tries another hold the moment the gateway
 *   answered (and pays it, if it got one), or, another buyer, as soon as its order shows paid (the
 *   payment page's status); a buyer who was admitted lets the grant expire, then tries a hold;
 * - repeat buyers: a buyer who paid tries to buy again without queueing (a hold a little later, and a
 *   new join followed by a hold at once).
 * Every hold attempt of an attack must be refused by the waiting room: 409 admission_required (no turn,
 * or the turn ended) or 422 rule_refused (one purchase a turn: a hold beside a live one); any other
 * answer is counted, and any hold made is an attack that worked.
 */

const refusedByTheRoom = (answer: Answer | null) =>
  (answer?.status === 409 && answer.body?.errorCode === "admission_required") ||
  (answer?.status === 422 && answer.body?.errorCode === "rule_refused");

export type AttackName =
  | "cookie sharer: hold with copied cookies"
  | "cookie sharer: join with copied cookies, then hold"
  | "grant replay: hold again the moment the gateway took the payment"
  | "grant replay: hold again once the payment settled"
  | "grant replay: hold after the grant expired"
  | "repeat buyer: hold again later"
  | "repeat buyer: join again, hold at once";

export interface AttackResult {
  attempts: number;
  /** 409 admission_required or 422 rule_refused: the waiting room's refusals. */
  refused: number;
  /** A hold was made: the attack worked. */
  succeeded: number;
  /** Any other answer, by status and error code. */
  other: Record<string, number>;
}

export interface AdversaryPlan {
  bots: number;
  cookiesPerBot: number;
  botLeadMs: number;
  sharerSources: number;
  sharersPerSource: number;
  paidReplayers: number;
  expiredReplayers: number;
  repeatBuyers: number;
  sessionCookie: string;
  /** Server processes: a bot's jars spread over them as a load balancer would. */
  processes: number;
}

export interface BotReport {
  /** Signed-out joins refused (e.g. 401: the room admits accounts only), by status. */
  cookiesRefused: number;
  cookiesOpened: number;
  cookiesSignedIn: number;
  /** Sign-in joins refused for the account's join limit (429), which the bot waited out while it could. */
  refusedForLimit: number;
  /** Distinct places (entry ids) its cookies named after every sign-in: 1 when the server keeps one per account. */
  distinctPlaces: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function createAdversaries(ctx: () => WarContext, plan: AdversaryPlan) {
  const results = new Map<AttackName, AttackResult>();
  const tasks: Promise<void>[] = [];
  const bots = new Map<string, BotReport>();
  const counts = { sources: 0, expired: 0, replayed: 0, raced: 0, repeated: 0 };
  /** Tickets adversaries managed to pay for beyond their turn (their account then holds two). */
  let extraTicketsPaid = 0;
  /** Signed-in accounts that receive a sharer's cookies (set by the bench before the war). */
  let recipients: Phone[] = [];

  function record(name: AttackName, answer: Answer | null): void {
    const result = results.get(name) ?? { attempts: 0, refused: 0, succeeded: 0, other: {} };
    results.set(name, result);
    result.attempts++;
    if (answer && answer.status >= 200 && answer.status < 300) result.succeeded++;
    else if (refusedByTheRoom(answer)) result.refused++;
    else {
      const key = `${answer?.status ?? "network"} ${answer?.body?.errorCode ?? ""}`.trim();
      result.other[key] = (result.other[key] ?? 0) + 1;
    }
  }

  /** A copy of another account's phone carrying the admitted buyer's visitor and place cookies. */
  function withCopiedCookies(recipient: Phone, source: Buyer): Phone {
    const copy: Phone = { ...recipient, cookies: new Map(recipient.cookies) };
    const eventId = ctx().eventId;
    for (const name of ["tiketin_visitor", `tiketin_q${eventId}`]) {
      const cookie = source.phone.cookies.get(name);
      if (cookie) copy.cookies.set(name, cookie);
    }
    return copy;
  }

  async function shareCookies(source: Buyer, sharers: Phone[]): Promise<void> {
    for (const recipient of sharers) {
      const c = ctx();
      record("cookie sharer: hold with copied cookies", await hold(c, withCopiedCookies(recipient, source)));
      const phone = withCopiedCookies(recipient, source);
      await c.http.tryCall(phone, "join", "POST", `/api/v1/queue/${c.slug}/join`);
      record("cookie sharer: join with copied cookies, then hold", await hold(c, phone));
    }
  }

  async function replayExpired(buyer: Buyer): Promise<void> {
    // Past the grant's expiry and the server's grace before it gives the share back (5 s).
    const expires = buyer.grantExpiresAt ?? Date.now() + 60_000;
    await sleep(expires + 7_000 - Date.now());
    record("grant replay: hold after the grant expired", await hold(ctx(), buyer.phone));
  }

  /** Waits until the order shows paid, as the payment page polls it (up to 15 s), then holds again. */
  async function replayPaid(buyer: Buyer): Promise<void> {
    const c = ctx();
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(250)) {
      const answer = await c.http.tryCall(
        buyer.phone,
        "txstatus",
        "POST",
        "/api/v1/public/get-transaction-status",
        {
          external_id: buyer.externalId,
        },
      );
      if (answer?.body?.data?.status === "Payment Success") break;
    }
    record("grant replay: hold again once the payment settled", await hold(c, buyer.phone));
  }

  /** At once, while the payment may still be settling; an attacker who got a hold pays for it too. */
  async function racePayment(buyer: Buyer): Promise<void> {
    const c = ctx();
    const answer = await hold(c, buyer.phone);
    record("grant replay: hold again the moment the gateway took the payment", answer);
    if (answer?.status === 200 && (await orderAndPay(c, buyer.phone, buyer.i)).outcome === "paid")
      extraTicketsPaid++;
  }

  async function repeat(buyer: Buyer): Promise<void> {
    // After the admission step (every second) has seen the payment and closed the turn.
    await sleep(3_000);
    const c = ctx();
    record("repeat buyer: hold again later", await hold(c, buyer.phone));
    await c.http.tryCall(buyer.phone, "join", "POST", `/api/v1/queue/${c.slug}/join`);
    record("repeat buyer: join again, hold at once", await hold(c, buyer.phone));
  }

  return {
    results,
    bots,
    extraTicketsPaid: () => extraTicketsPaid,
    /** Resolves when every attack started so far has had its answer. */
    settled: () => Promise.all(tasks),
    setRecipients(phones: Phone[]) {
      recipients = phones;
    },

    /** Hook for the honest journey: the first admitted buyers share cookies or let their grant lapse. */
    onAdmitted(buyer: Buyer): "buy" | "expire" {
      if (buyer.kind !== "honest") return "buy";
      if (counts.sources < plan.sharerSources && recipients.length > 0) {
        const from = counts.sources * plan.sharersPerSource;
        counts.sources++;
        tasks.push(shareCookies(buyer, recipients.slice(from, from + plan.sharersPerSource)));
        return "buy";
      }
      if (counts.expired < plan.expiredReplayers && buyer.preOpening) {
        counts.expired++;
        buyer.converted = true;
        tasks.push(replayExpired(buyer));
        return "expire";
      }
      return "buy";
    },

    /** Hook for the honest journey: the first buyers who paid replay their grant or buy again. */
    onPaid(buyer: Buyer): void {
      if (buyer.kind !== "honest") return;
      if (counts.replayed < plan.paidReplayers) {
        counts.replayed++;
        tasks.push(replayPaid(buyer));
      } else if (counts.raced < plan.paidReplayers) {
        counts.raced++;
        tasks.push(racePayment(buyer));
      } else if (counts.repeated < plan.repeatBuyers) {
        counts.repeated++;
        tasks.push(repeat(buyer));
      }
    },

    /**
     * A bot: `cookiesPerBot` signed-out joins with fresh jars from its address, `botLeadMs` before the
     * opening; then its account's session beside each visitor cookie (the join again) until the
     * opening; then the best place any cookie names, waited out and bought with like anyone else.
     */
    async runBot(bot: Buyer): Promise<void> {
      const c = ctx();
      await sleep(c.t0 - plan.botLeadMs - Date.now());
      const session = bot.phone.cookies.get(plan.sessionCookie);
      const report: BotReport = {
        cookiesRefused: 0,
        cookiesOpened: 0,
        cookiesSignedIn: 0,
        refusedForLimit: 0,
        distinctPlaces: 0,
      };
      bots.set(bot.id, report);
      const jars: Phone[] = [];
      for (let n = 0; n < plan.cookiesPerBot && Date.now() < c.t0; n++) {
        const jar: Phone = {
          address: bot.phone.address,
          home: (bot.phone.home + n) % plan.processes,
          cookies: new Map(),
        };
        const answer = await c.http.tryCall(jar, "join", "POST", `/api/v1/queue/${c.slug}/join`);
        if (answer?.status === 200 && jar.cookies.has("tiketin_visitor")) {
          jars.push(jar);
          report.cookiesOpened++;
        } else report.cookiesRefused++;
      }
      const signedIn: Phone[] = [];
      for (const jar of jars) {
        if (!session || Date.now() >= c.t0) break;
        jar.cookies.set(plan.sessionCookie, session);
        // A 429's Retry-After is respected; a wait that would run past the opening ends the farming.
        const answer = await c.http.tryCall(jar, "join", "POST", `/api/v1/queue/${c.slug}/join`, undefined, {
          until: c.t0,
        });
        if (answer?.status === 429) {
          report.refusedForLimit++;
          break;
        }
        if (answer?.status === 200) {
          signedIn.push(jar);
          report.cookiesSignedIn++;
        }
      }
      // No cookie signed in (signed-out joins refused, say): the bot queues with its account before the
      // opening like any early buyer, so it is compared with them on equal terms.
      const fallback = signedIn.length === 0 ? await join(c, bot) : null;
      // After the opening: which cookie names the best place? (Each asks its status once.)
      await sleep(c.t0 + 2_000 - Date.now());
      let best: { jar: Phone; place: number; answer: Answer } | null = null;
      const places = new Set<string>();
      for (const jar of signedIn) {
        const answer = await c.http.tryCall(jar, "status", "GET", `/api/v1/queue/${c.slug}/status`);
        const entry = jar.cookies.get(`tiketin_q${c.eventId}`)?.split("=")[1]?.split(".")[0];
        if (entry) places.add(entry);
        const place = answer?.body?.data?.place;
        if (answer?.status === 200 && typeof place === "number" && (!best || place < best.place))
          best = { jar, place, answer };
      }
      report.distinctPlaces = places.size;
      let first: Answer | null = fallback;
      if (best) {
        bot.phone = best.jar;
        bot.joined = true;
        const entry = best.jar.cookies.get(`tiketin_q${c.eventId}`)?.split("=")[1]?.split(".");
        bot.entryId = entry?.[0] ?? null;
        bot.orderKey = entry?.[1] ? Number(entry[1]) : null;
        first = best.answer;
      } else if (first?.status !== 200) {
        first = await join(c, bot);
        if (first?.status !== 200) {
          bot.outcome = "failed";
          return;
        }
      }
      if (!(await waitForTurn(c, bot, first))) return;
      await buy(c, bot);
    },
  };
}

export type Adversaries = ReturnType<typeof createAdversaries>;

/**
 * Is the bots' success rate above the honest one by more than chance allows? One-sided two-proportion
 * z test with the pooled rate and a continuity correction: the goal fails when
 * bot - honest > z * sqrt(p (1 - p) (1/n_bot + 1/n_honest)) + (1/n_bot + 1/n_honest) / 2, z = 2.326
 * (a fair server fails it by chance in 1 run of 100).
 */
export function botExcess(botWins: number, bots: number, honestWins: number, honest: number, z = 2.326) {
  const botRate = bots ? botWins / bots : 0;
  const honestRate = honest ? honestWins / honest : 0;
  const pooled = bots + honest ? (botWins + honestWins) / (bots + honest) : 0;
  const inverse = (bots ? 1 / bots : 0) + (honest ? 1 / honest : 0);
  const margin = z * Math.sqrt(pooled * (1 - pooled) * inverse) + inverse / 2;
  return { botRate, honestRate, margin, z, exceeds: bots > 0 && botRate - honestRate > margin };
}
