import http from "node:http";

/**
 * bench:war's HTTP side: one keep-alive agent per server process, a phone's cookie jar and its own
 * address (`X-Forwarded-For`: the servers run with TRUST_PROXY=true, so each simulated phone, bot or NAT
 * group is its own client address to the per-address limits), a refusal for load waited out as its
 * Retry-After says, and a tally of every answer by operation, status and phase of the run (before,
 * during and after a Redis outage).
 */

export interface Answer {
  status: number;
  body: { status?: number; errorCode?: string; message?: string; data?: Record<string, unknown> } | null;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** One simulated client: an address, a cookie jar (name -> "name=value") and a usual process. */
export interface Phone {
  address: string;
  cookies: Map<string, string>;
  home: number;
}

export type Op =
  | "join"
  | "status"
  | "hold"
  | "participants"
  | "buy"
  | "pay"
  | "cancel"
  | "txstatus"
  | "register"
  | "verify"
  | "login";

export type Phase = "before" | "down" | "after";

/**
 * Answers counted by operation, status and phase; 429/503 waits; the first of each kind logged. `O`:
 * the operations' names (the war's by default; the fault scripts' steps are strings of their own).
 */
export class Tally<O extends string = Op> {
  readonly counts = new Map<string, number>();
  /** 503 answers without a Retry-After header (the fault goal allows 503 only with one). */
  unavailableWithoutRetryAfter = 0;
  /** Refusals for load (429, 503) that the client waited out and retried, by status. */
  readonly waits = new Map<number, number>();
  /** Latency (ms) of answered requests by operation (200s only). */
  readonly latency = new Map<O, number[]>();
  phaseOf: (at: number) => Phase = () => "before";
  private readonly seen = new Set<string>();

  constructor(private readonly log: (message: string) => void) {}

  note(op: O, status: number | "network", at: number, errorCode?: string): void {
    const key = `${op} ${status}${errorCode ? ` ${errorCode}` : ""}|${this.phaseOf(at)}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (status !== 200 && status !== 201 && !this.seen.has(key)) {
      this.seen.add(key);
      this.log(`first ${key.replace("|", " while Redis is ")}`);
    }
  }

  /** Answers matching `filter` (op, status, phase), summed. */
  sum(filter: (op: string, status: number | "network", phase: Phase) => boolean): number {
    let total = 0;
    for (const [key, n] of this.counts) {
      const [head, phase] = key.split("|") as [string, Phase];
      const [op, status] = head.split(" ") as [string, string];
      if (filter(op, status === "network" ? "network" : Number(status), phase)) total += n;
    }
    return total;
  }

  /** { "join 200": 3000, ... } over every phase. */
  summary(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [key, n] of this.counts) {
      const head = key.split("|")[0]!;
      out[head] = (out[head] ?? 0) + n;
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  }
}

export interface WarHttpOptions {
  ports: readonly number[];
  /** `Basic ...` for the sandbox gateway's simulate endpoints. */
  sandboxAuth: string;
  tally: Tally;
  /** True once the run is over: waits for Retry-After are cut short. */
  stopped: () => boolean;
}

/** Times a client tries again after a 429/503 before giving up on that step. */
const LOAD_RETRIES = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function createWarHttp(options: WarHttpOptions) {
  const { ports, tally } = options;
  const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const alive = ports.map(() => true);

  function send(
    portIndex: number,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<Answer & { cookies: string[] }> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: agents[portIndex],
          host: "127.0.0.1",
          port: ports[portIndex],
          method,
          path,
          headers: {
            "accept-language": "en",
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
          timeout: 60_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: Answer["body"] = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = null;
            }
            resolve({
              status: response.statusCode ?? 0,
              body: parsed,
              cookies: response.headers["set-cookie"] ?? [],
              headers: response.headers,
              ms: performance.now() - started,
            });
          });
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", reject);
      if (payload) request.write(payload);
      request.end();
    });
  }

  /** Keeps what Set-Cookie says in the phone's jar (an emptied or expired cookie leaves it). */
  function keepCookies(phone: Phone, setCookies: string[]): void {
    for (const line of setCookies) {
      const pair = line.split(";")[0]!;
      const name = pair.split("=")[0]!;
      const value = pair.slice(name.length + 1);
      if (!value || /;\s*max-age=0/i.test(line) || /expires=thu, 01 jan 1970/i.test(line))
        phone.cookies.delete(name);
      else phone.cookies.set(name, pair);
    }
  }

  /** Like a load balancer: the phone's usual process, or the next live one when it is gone. */
  async function once(phone: Phone, op: Op, method: string, path: string, body?: unknown): Promise<Answer> {
    for (let attempt = 0; attempt < ports.length * 2; attempt++) {
      const index = (phone.home + attempt) % ports.length;
      if (!alive[index]) continue;
      const headers: Record<string, string> = { "x-forwarded-for": phone.address };
      if (phone.cookies.size > 0) headers.cookie = [...phone.cookies.values()].join("; ");
      if (path.startsWith("/__sandbox/")) headers.authorization = options.sandboxAuth;
      try {
        const answer = await send(index, method, path, headers, body);
        keepCookies(phone, answer.cookies);
        tally.note(op, answer.status, Date.now(), answer.status >= 400 ? answer.body?.errorCode : undefined);
        if (answer.status === 200) {
          const list = tally.latency.get(op) ?? [];
          tally.latency.set(op, list);
          list.push(answer.ms);
        }
        if (answer.status === 503 && answer.headers["retry-after"] === undefined)
          tally.unavailableWithoutRetryAfter++;
        return answer;
      } catch {
        tally.note(op, "network", Date.now());
        await sleep(50);
      }
    }
    throw new Error("no live process answered");
  }

  /**
   * One step of a client. A refusal for load (429, 503) is waited out for as long as its Retry-After
   * says (a person taps again then; a polite bot too), then tried again, up to LOAD_RETRIES times.
   * `until`: give up instead of waiting past this instant (a bot racing the opening).
   */
  async function call(
    phone: Phone,
    op: Op,
    method: string,
    path: string,
    body?: unknown,
    limits: { until?: number } = {},
  ): Promise<Answer> {
    for (let retry = 0; ; retry++) {
      const answer = await once(phone, op, method, path, body);
      if ((answer.status !== 503 && answer.status !== 429) || retry >= LOAD_RETRIES || options.stopped())
        return answer;
      const header = Number(answer.headers["retry-after"]);
      const waitMs = (Number.isFinite(header) && header >= 0 ? header : 1) * 1000;
      if (limits.until !== undefined && Date.now() + waitMs > limits.until) return answer;
      tally.waits.set(answer.status, (tally.waits.get(answer.status) ?? 0) + 1);
      // Never before Retry-After; a little spread after it, as people do not all tap in one millisecond.
      await sleep(waitMs + Math.random() * 500);
    }
  }

  return {
    alive,
    send,
    call,
    /** A call that answers null instead of throwing when no process is left. */
    tryCall: (...args: Parameters<typeof call>) => call(...args).catch(() => null),
    close() {
      for (const agent of agents) agent.destroy();
    },
  };
}

export type WarHttp = ReturnType<typeof createWarHttp>;

/** The place cookie's parts (`<entry id>.<order key>.<place>.<signature>`, queue-cookie.ts). */
export function placeFromCookie(phone: Phone, eventId: number): { entryId: string; orderKey: number } | null {
  const pair = phone.cookies.get(`tiketin_q${eventId}`);
  const match = pair ? /=([0-9a-f-]{36})\.(\d+)\./.exec(pair) : null;
  return match ? { entryId: match[1]!, orderKey: Number(match[2]) } : null;
}
