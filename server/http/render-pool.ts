import path from "node:path";
import { Worker } from "node:worker_threads";
import type { ApiTransport, WebLoadContext } from "#shared/contracts/load-context.ts";
import { headerPairs, responseFrom } from "./api-reads.ts";
import type { LoaderRead } from "./public-cache/loader-reads.ts";
import type { StoredRead } from "./public-cache/public-cache.ts";

/**
 * React renders on worker threads (ADR 0111). A render is milliseconds of CPU; on the main thread every
 * one of them stops the event loop that answers the ticket war's cached reads, and React's Node renderer
 * switches on async hooks for the life of the process, which every later request pays for. Here the main
 * thread keeps the network, the session lookup and the API; a worker runs React Router and React, and
 * its loaders' API calls come back to the main thread through the buyer's own transport (the same
 * authorization as a browser's call). Renders of different pages run on several cores at once.
 *
 * Only GET and HEAD renders come here: a form post's body streams in on the main thread.
 */

/** What the worker needs of one request: the page asked for and the load context minus its transport. */
export interface RenderJob {
  url: string;
  /** The visitor's language, for the loaders' API calls (as the in-process transport sends it). */
  locale: string;
  method: "GET" | "HEAD";
  headers: [string, string][];
  context: WebLoadContext;
}

export interface RenderPool {
  /** The rendered document (or redirect, or data response) as React Router answered it. */
  render(job: RenderJob): Promise<Response>;
  /**
   * Gives every worker a public read the main thread stored: loaders asking for it are answered in their
   * own thread, where a question to the main thread would wait behind a busy event loop.
   */
  shareRead(read: StoredRead): void;
  /** Ends every worker; renders still in flight are refused. */
  close(): Promise<void>;
}

/** Messages between the pool and its workers (render-worker.ts). */
export type ToWorker =
  | {
      type: "render";
      render: number;
      url: string;
      locale: string;
      method: "GET" | "HEAD";
      headers: [string, string][];
      context: Omit<WebLoadContext, "api">;
    }
  | { type: "api-result"; call: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: "api-error"; call: number; message: string }
  | ({ type: "stored-read" } & LoaderRead);

export type FromWorker =
  | { type: "api"; render: number; call: number; path: string; init: Parameters<ApiTransport>[1] }
  | { type: "done"; render: number; status: number; headers: [string, string][]; body: ArrayBuffer | null }
  | { type: "failed"; render: number; message: string };

interface InFlight {
  worker: PoolWorker;
  api: ApiTransport;
  resolve(response: Response): void;
  reject(error: Error): void;
}

interface PoolWorker {
  thread: Worker;
  inFlight: number;
  /** False once the thread has exited: it gets no more renders (its replacement takes its slot). */
  alive: boolean;
}

/** A thread that dies within this long of starting is replaced after a growing pause, not at once. */
const EARLY_EXIT_MS = 5_000;
const MAX_RESPAWN_DELAY_MS = 5_000;

/**
 * The thread's compiled code (render-worker.ts), which the web build writes beside its server build
 * (ADR 0115): production runs it without a TypeScript loader.
 */
export const RENDER_WORKER_FILE = "render-worker.js";

export function createRenderPool(options: {
  /** The React Router server build the workers import. */
  buildFile: string;
  /** The compiled render-worker.ts; by default the one the web build wrote beside `buildFile`. */
  workerFile?: string;
  /** Where the API is mounted: loaders name paths below it. */
  apiPrefix: string;
  mode: string;
  threads: number;
  /** Told when a worker fails (it is replaced; its renders are refused and retried by the caller). */
  onWorkerError?: (error: Error) => void;
}): RenderPool {
  const renders = new Map<number, InFlight>();
  const workers: PoolWorker[] = [];
  const respawnDelayMs: number[] = [];
  let nextRender = 1;
  let closed = false;
  const workerFile = options.workerFile ?? path.join(path.dirname(options.buildFile), RENDER_WORKER_FILE);

  function refuseRendersOf(worker: PoolWorker, error: Error): void {
    for (const [id, render] of renders)
      if (render.worker === worker) {
        renders.delete(id);
        render.reject(error);
      }
  }

  async function answerApiCall(worker: PoolWorker, message: Extract<FromWorker, { type: "api" }>) {
    const render = renders.get(message.render);
    if (!render) return;
    let reply: ToWorker;
    const transfer: ArrayBuffer[] = [];
    try {
      const response = await render.api(message.path, message.init);
      const body = await response.arrayBuffer();
      transfer.push(body);
      reply = {
        type: "api-result",
        call: message.call,
        status: response.status,
        headers: [...response.headers],
        body,
      };
    } catch (error) {
      reply = { type: "api-error", call: message.call, message: (error as Error).message };
    }
    worker.thread.postMessage(reply, transfer);
  }

  function spawn(slot: number): void {
    const thread = new Worker(workerFile, {
      workerData: { buildFile: options.buildFile, mode: options.mode, apiPrefix: options.apiPrefix },
    });
    // The pool never keeps the process alive by itself; in-flight renders hold their requests open.
    thread.unref();
    const worker: PoolWorker = { thread, inFlight: 0, alive: true };
    const startedAt = Date.now();
    workers[slot] = worker;
    thread.on("message", (message: FromWorker) => {
      if (message.type === "api") {
        void answerApiCall(worker, message);
        return;
      }
      const render = renders.get(message.render);
      if (!render) return;
      renders.delete(message.render);
      worker.inFlight--;
      if (message.type === "failed") render.reject(new Error(message.message));
      else render.resolve(responseFrom(message.status, message.headers, message.body));
    });
    thread.on("error", (error) => options.onWorkerError?.(error));
    thread.on("exit", () => {
      worker.alive = false;
      refuseRendersOf(worker, new Error("the render worker stopped"));
      if (closed) return;
      // A thread that cannot even start (a broken build, say) is not restarted in a tight loop; renders
      // meanwhile go to the other threads, or back to the caller when none is running.
      const early = Date.now() - startedAt < EARLY_EXIT_MS;
      const delay = early
        ? Math.min(MAX_RESPAWN_DELAY_MS, Math.max(100, (respawnDelayMs[slot] ?? 0) * 2))
        : 0;
      respawnDelayMs[slot] = delay;
      setTimeout(() => {
        if (!closed) spawn(slot);
      }, delay).unref();
    });
  }

  for (let slot = 0; slot < options.threads; slot++) spawn(slot);

  return {
    render(job) {
      if (closed) return Promise.reject(new Error("the render pool is closed"));
      // The least busy running thread: renders of one slow page do not queue the others behind them.
      let worker: PoolWorker | undefined;
      for (const candidate of workers)
        if (candidate.alive && (!worker || candidate.inFlight < worker.inFlight)) worker = candidate;
      if (!worker) return Promise.reject(new Error("no render thread is running"));
      const render = nextRender++;
      const { api, ...context } = job.context;
      const chosen = worker;
      return new Promise<Response>((resolve, reject) => {
        renders.set(render, { worker: chosen, api, resolve, reject });
        chosen.inFlight++;
        const message: ToWorker = {
          type: "render",
          render,
          url: job.url,
          locale: job.locale,
          method: job.method,
          headers: job.headers,
          context,
        };
        chosen.thread.postMessage(message);
      });
    },
    shareRead(read) {
      if (closed) return;
      const message: ToWorker = {
        type: "stored-read",
        url: read.url,
        locale: read.locale,
        headers: headerPairs(read.headers),
        body: read.body,
        freshUntil: read.freshUntil,
      };
      for (const worker of workers) worker.thread.postMessage(message);
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((worker) => worker.thread.terminate()));
    },
  };
}
