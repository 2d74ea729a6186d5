/**
 * One render thread (see render-pool.ts, ADR 0111): React Router's request handler over the server build,
 * with a load context whose API transport asks the main thread.
 *
 * Written in TypeScript and compiled into the web build (`build/server/render-worker.js`, by the
 * `render-worker-entry` plugin in vite.config.ts; ADR 0115): Node 20 does not hand the process's
 * TypeScript loader to worker threads, and registering tsx in each thread cost about 115 MB of memory
 * per thread. So this file imports only what the build can bundle or leave to Node: React Router
 * (JavaScript already) and type-only imports.
 */
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { ApiTransport } from "../../shared/contracts/load-context.ts";
import { isPlainRead, responseFrom } from "./api-reads.ts";
import type { FromWorker, ToWorker } from "./render-pool.ts";

type SharedRead = Extract<ToWorker, { type: "stored-read" }>;

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const { buildFile, mode, apiPrefix } = workerData as { buildFile: string; mode: string; apiPrefix: string };
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, mode);

const send = (message: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

/**
 * Public reads the main thread stored (by language and URL), kept while fresh: the same answer its
 * in-process transport would give, without the round trip. Bounded as the main thread's copy is.
 */
const storedReads = new Map<string, SharedRead>();
const MAX_STORED_READS = 2_000;

function keepStoredRead(read: SharedRead): void {
  const key = `${read.locale} ${read.url}`;
  storedReads.delete(key);
  if (storedReads.size >= MAX_STORED_READS) {
    const oldest = storedReads.keys().next().value;
    if (oldest !== undefined) storedReads.delete(oldest);
  }
  storedReads.set(key, read);
}

function freshStoredRead(path: string, locale: string): Response | null {
  const read = storedReads.get(`${locale} ${apiPrefix}${path}`);
  if (!read || read.freshUntil <= Date.now()) return null;
  return responseFrom(200, read.headers, read.body);
}

const calls = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
let nextCall = 1;

function apiFor(render: number, locale: string): ApiTransport {
  return (path, init = {}) => {
    if (isPlainRead(init)) {
      const stored = freshStoredRead(path, init.locale ?? locale);
      if (stored) return Promise.resolve(stored);
    }
    return new Promise((resolve, reject) => {
      const call = nextCall++;
      calls.set(call, { resolve, reject });
      send({ type: "api", render, call, path, init });
    });
  };
}

async function render(message: Extract<ToWorker, { type: "render" }>): Promise<void> {
  try {
    const request = new Request(message.url, { method: message.method, headers: message.headers });
    const response = await handle(request, {
      ...message.context,
      api: apiFor(message.render, message.locale),
    });
    const body = response.body ? await response.arrayBuffer() : null;
    send(
      { type: "done", render: message.render, status: response.status, headers: [...response.headers], body },
      body ? [body] : [],
    );
  } catch (error) {
    send({ type: "failed", render: message.render, message: (error as Error).message });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "render") {
    void render(message);
    return;
  }
  if (message.type === "stored-read") {
    keepStoredRead(message);
    return;
  }
  const call = calls.get(message.call);
  if (!call) return;
  calls.delete(message.call);
  if (message.type === "api-error") call.reject(new Error(message.message));
  else call.resolve(responseFrom(message.status, message.headers, message.body));
});
