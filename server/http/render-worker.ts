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
import { createLoaderReads } from "./public-cache/loader-reads.ts";
import type { FromWorker, ToWorker } from "./render-pool.ts";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
const { buildFile, mode, apiPrefix } = workerData as { buildFile: string; mode: string; apiPrefix: string };
const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
const handle = createRequestHandler(build, mode);

const send = (message: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

const loaderReads = createLoaderReads(apiPrefix);

const calls = new Map<number, { resolve(response: Response): void; reject(error: Error): void }>();
let nextCall = 1;

function apiFor(render: number, locale: string): ApiTransport {
  return (path, init = {}) => {
    if (isPlainRead(init)) {
      const stored = loaderReads.fresh(path, init.locale ?? locale);
      if (stored) return Promise.resolve(responseFrom(200, stored.headers, stored.body));
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
    loaderReads.keep(message);
    return;
  }
  const call = calls.get(message.call);
  if (!call) return;
  calls.delete(message.call);
  if (message.type === "api-error") call.reject(new Error(message.message));
  else call.resolve(responseFrom(message.status, message.headers, message.body));
});
