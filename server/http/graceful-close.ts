import type { FastifyInstance } from "fastify";

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
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
