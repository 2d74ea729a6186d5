import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";

/** How often the drain looks whether every connection has gone. */
const DRAIN_POLL_MS = 25;
/** The longest drain: a connection its client leaves unused this long is the least likely to be picked next. */
const DRAIN_MAX_MS = 2_000;

/**
 * Fastify closes idle keep-alive connections when close() starts, but a connection that is busy at that
 * moment stays open after its response, and close() then waits until the client hangs up: a SIGTERM
 * with a browser or load balancer attached would hang until the forced-exit timeout. Once closing has
 * begun, every response therefore tells the client `Connection: close`, and Node ends the socket.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}

/**
 * Closing without dropping a request. Node's `server.close()` destroys every idle keep-alive connection
 * at once, and a client that picked one of them for its next request in that instant gets a reset it
 * cannot tell from a crash (was its request read or not?). So on close, before Fastify's own:
 *
 * 1. the listener stops accepting (in a cluster worker: the primary stops handing it connections), but
 *    no open connection is cut;
 * 2. each open connection may carry one more request, answered with `Connection: close`
 *    (registerGracefulClose) and then closed by Node, for up to the drain time (a quarter of
 *    `SHUTDOWN_TIMEOUT_MS`, at most 2 s); it ends early once no connection is left;
 * 3. Fastify's close then ends what is still idle: connections their clients left unused for the whole
 *    drain.
 *
 * Register it after every other preClose hook: the event streams are then already ended when it waits.
 */
export function registerConnectionDrain(app: FastifyInstance, shutdownTimeoutMs: number): void {
  const drainMs = Math.min(DRAIN_MAX_MS, shutdownTimeoutMs / 4);
  app.addHook("preClose", async () => {
    const server = app.server;
    if (!server.listening) return;
    // net.Server's close, not http.Server's: the latter would destroy the idle connections now.
    NetServer.prototype.close.call(server);
    const ends = Date.now() + drainMs;
    while (Date.now() < ends && (await openConnections(server)) > 0)
      await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  });
}

function openConnections(server: NetServer): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
