import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that holds every chunk the app sends for `delayMs` before passing
 * it on: each statement (and each BEGIN, COMMIT, connection handshake) answers that much later, as a
 * database on a congested link or a saturated disk would. Answers come back undelayed, so a round trip
 * costs the delay once. Chunks of one connection keep their order (equal delays fire in order).
 */
export interface SlowProxy {
  port: number;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

export async function startSlowProxy(
  target: { host: string; port: number },
  listenPort: number,
): Promise<SlowProxy> {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    client.on("data", (chunk) => {
      if (delayMs <= 0) upstream.write(chunk);
      else setTimeout(() => upstream.write(chunk), delayMs);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", resolve);
  });
  return {
    port: listenPort,
    setDelay(ms) {
      delayMs = ms;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
