import { get } from "node:http";
import { pinApart } from "./cpu-pinning.ts";
import { runHttpLoad } from "./http-load.ts";
import { startRawHttpServer } from "./raw-http.ts";

/**
 * One process answering a waiting buyer's status poll, against raw Node HTTP sending
 * the same bytes and headers, each on a core of its own with the load tool on another (cpu-pinning.ts).
 * Rounds alternate product and baseline; the ratio is the median of each round's product / baseline,
 * so a drift of the shared box moves it less than it moves either figure.
 */

export interface StatusThroughput {
  statusRps: number;
  rawRps: number;
  ratio: number;
  /** The lowest and highest round ratios: how far the machine's noise moved the figure. */
  spread: [number, number];
  rounds: number;
  bytes: number;
  pinning: string;
  errors: number;
}

/** One GET as sent (no decoding: the load tool asks without accept-encoding, and so does this). */
function getAsIs(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ headers: flat, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function measureStatusThroughput(options: {
  /** The measured process: its port and pid. */
  port: number;
  pid: number;
  /** The other server processes: idle now, kept off the measured core. */
  quietPids: number[];
  path: string;
  headers: Record<string, string>;
  seconds: number;
  rounds?: number;
  connections?: number;
  log: (message: string) => void;
}): Promise<StatusThroughput> {
  const url = `http://127.0.0.1:${options.port}${options.path}`;
  const sample = await getAsIs(url, options.headers);
  const body = sample.body;
  const raw = await startRawHttpServer();
  const pinning = pinApart([options.pid, raw.pid], { quiet: options.quietPids, log: options.log });
  try {
    // The app's own header lines (security headers, no-store, a request id), so both send the same
    // bytes; Node adds date, connection and keep-alive to each, and content-length is the raw server's.
    const headers = Object.fromEntries(
      Object.entries(sample.headers).filter(
        ([name]) =>
          !["date", "connection", "keep-alive", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    const stored = await fetch(`http://127.0.0.1:${raw.port}/replay/status`, {
      method: "POST",
      body: JSON.stringify({ headers, body: body.toString("base64") }),
    });
    if (stored.status !== 204) throw new Error(`the raw server refused the replay: ${stored.status}`);
    const connections = options.connections ?? 64;
    const load = (target: string, extra: Record<string, string> = {}) =>
      runHttpLoad({ url: target, connections, durationSeconds: options.seconds, headers: extra });
    // Warm both (JIT, connections) before anything is counted.
    await load(url, options.headers);
    await load(`http://127.0.0.1:${raw.port}/replay/status`);
    const app: number[] = [];
    const base: number[] = [];
    let errors = 0;
    const rounds = options.rounds ?? 5;
    for (let round = 0; round < rounds; round++) {
      const a = await load(url, options.headers);
      const b = await load(`http://127.0.0.1:${raw.port}/replay/status`);
      app.push(a.requestsPerSecond);
      base.push(b.requestsPerSecond);
      errors += a.errors + a.non2xx;
    }
    const ratios = app.map((value, i) => value / (base[i] || 1));
    return {
      statusRps: median(app),
      rawRps: median(base),
      ratio: median(ratios),
      spread: [Math.min(...ratios), Math.max(...ratios)],
      rounds,
      bytes: body.length,
      pinning: pinning.description,
      errors,
    };
  } finally {
    pinning.restore();
    await raw.stop();
  }
}
