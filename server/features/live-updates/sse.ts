import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { StreamCount } from "../../metrics/app-metrics.ts";
import type { LiveUpdate, LiveUpdates } from "./live-updates.ts";

/** A comment line this often keeps proxies and phones from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;
/** What the browser waits before reconnecting (sent as `retry:`). */
export const RECONNECT_MS = 3_000;

export interface SseEvent {
  /** The event name the page listens for (`addEventListener(name)`). */
  event: string;
  data: unknown;
  /** Present for updates from the log, so a reconnect resumes after it. */
  id?: string;
}

export interface TopicStream {
  updates: LiveUpdates;
  topic: string;
  /** The event name every update of the topic is sent as. */
  event: string;
  /** The state as it is now, sent without an id after any replay (a page that connects late still learns it). */
  snapshot?: () => Promise<unknown>;
  /** Ends the stream after writing an update for which this answers true (a final state). */
  isFinal?: (data: unknown) => boolean;
}

function frame({ event, data, id }: SseEvent): string {
  // JSON has no raw newline, so one `data:` line carries the whole payload.
  return `${id ? `id: ${id}\n` : ""}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The streams one app has open, so that closing the app ends them (a stream never ends by itself,
 * and the server's close would otherwise wait for every buyer's tab). One per app, never module-level.
 * `count` is told when each stream opens and ends (the metrics' SSE clients, ADR 0135).
 */
export function sseStreams(app: FastifyInstance, count?: StreamCount) {
  const open = new Set<(closing?: boolean) => void>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end(true);
  });
  return {
    /**
     * Answers the request with a server-sent-events stream of `topic`: (after a reconnect with
     * `Last-Event-ID`) every update it missed from the replay log, then the state as it is now (the
     * snapshot, without an id; a final one ends the stream), then updates as any process publishes them. It subscribes BEFORE reading the log and drops what it already sent, so
     * an update published while it reconnects is neither lost nor sent twice. Call after authorising.
     */
    async stream(request: FastifyRequest, reply: FastifyReply, options: TopicStream): Promise<void> {
      const { updates, topic, event } = options;
      const lastEventId = request.headers["last-event-id"];
      const resumeFrom = typeof lastEventId === "string" && updates.isId(lastEventId) ? lastEventId : null;
      const sent = new Set<string>();
      let backlog: LiveUpdate[] | null = [];
      let ended = false;
      const raw = reply.raw;

      const write = (text: string) => {
        if (!ended) raw.write(text);
      };
      /**
       * `closing`: the process is shutting down. The stream ends and so does its connection (it was sent
       * `Connection: keep-alive`), so the browser's EventSource reconnects after `retry:` on a new
       * connection, which reaches a process that stays, and the drain need not wait for this one.
       */
      const end = (closing = false) => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        open.delete(end);
        count?.closed();
        if (closing) raw.end(() => raw.socket?.end());
        else raw.end();
      };
      const send = (update: LiveUpdate) => {
        if (ended || sent.has(update.id)) return;
        sent.add(update.id);
        write(frame({ event, data: update.data, id: update.id }));
        if (options.isFinal?.(update.data)) end();
      };

      reply.hijack();
      raw.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
        // nginx buffers proxied responses unless told not to.
        "x-accel-buffering": "no",
        connection: "keep-alive",
        "x-request-id": String(request.id),
      });
      write(`retry: ${RECONNECT_MS}\n\n`);
      const heartbeat = setInterval(() => write(": keep-alive\n\n"), HEARTBEAT_MS);
      heartbeat.unref();
      open.add(end);
      count?.opened();
      request.raw.on("close", () => end());

      let unsubscribe: (() => void) | null = null;
      try {
        unsubscribe = await updates.subscribe(topic, (update) => {
          if (backlog) backlog.push(update);
          else send(update);
        });
        if (ended) return unsubscribe();
        if (resumeFrom) for (const update of await updates.since(topic, resumeFrom)) send(update);
        if (options.snapshot && !ended) {
          const now = await options.snapshot();
          write(frame({ event, data: now }));
          if (options.isFinal?.(now)) return end();
        }
        const live = backlog;
        backlog = null;
        for (const update of live) send(update);
      } catch (error) {
        request.log.warn({ err: error, topic }, "live updates stream failed");
        end();
      }
    },
  };
}

export type SseStreams = ReturnType<typeof sseStreams>;
