// @ts-check
/**
 * One render thread (see render-pool.ts, ADR 0111): React Router's request handler over the server build,
 * with a load context whose API transport asks the main thread.
 *
 * Plain JavaScript, type-checked through JSDoc: Node 20 does not hand the process's TypeScript loader to
 * worker threads, and registering tsx in each thread cost about 115 MB of memory per thread (its loader
 * runs on a thread of its own). The server build and React Router are JavaScript already.
 */
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler } from "react-router";
import { isPlainRead, responseFrom } from "./api-reads.mjs";

/** @typedef {import("./render-pool.ts").ToWorker} ToWorker */
/** @typedef {import("./render-pool.ts").FromWorker} FromWorker */
/** @typedef {Extract<ToWorker, { type: "stored-read" }>} SharedRead */
/** @typedef {import("../../shared/contracts/load-context.ts").ApiTransport} ApiTransport */

const port = parentPort;
if (!port) throw new Error("render-worker.mjs runs as a worker thread");
const { buildFile, mode, apiPrefix } = /** @type {{ buildFile: string; mode: string; apiPrefix: string }} */ (
  workerData
);
const build = /** @type {import("react-router").ServerBuild} */ (await import(pathToFileURL(buildFile).href));
const handle = createRequestHandler(build, mode);

/**
 * @param {FromWorker} message
 * @param {ArrayBuffer[]} [transfer]
 */
const send = (message, transfer = []) => port.postMessage(message, transfer);

/**
 * Public reads the main thread stored (by language and URL), kept while fresh: the same answer its
 * in-process transport would give, without the round trip. Bounded as the main thread's copy is.
 * @type {Map<string, SharedRead>}
 */
const storedReads = new Map();
const MAX_STORED_READS = 2_000;

/** @param {SharedRead} read */
function keepStoredRead(read) {
  const key = `${read.locale} ${read.url}`;
  storedReads.delete(key);
  if (storedReads.size >= MAX_STORED_READS) {
    const oldest = storedReads.keys().next().value;
    if (oldest !== undefined) storedReads.delete(oldest);
  }
  storedReads.set(key, read);
}

/**
 * @param {string} path
 * @param {string} locale
 * @returns {Response | null}
 */
function freshStoredRead(path, locale) {
  const read = storedReads.get(`${locale} ${apiPrefix}${path}`);
  if (!read || read.freshUntil <= Date.now()) return null;
  return responseFrom(200, read.headers, read.body);
}

/** @type {Map<number, { resolve(response: Response): void; reject(error: Error): void }>} */
const calls = new Map();
let nextCall = 1;

/**
 * @param {number} render
 * @param {string} locale
 * @returns {ApiTransport}
 */
function apiFor(render, locale) {
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

/** @param {Extract<ToWorker, { type: "render" }>} message */
async function render(message) {
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
    send({ type: "failed", render: message.render, message: /** @type {Error} */ (error).message });
  }
}

port.on("message", (/** @type {ToWorker} */ message) => {
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
