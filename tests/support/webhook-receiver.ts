import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  type: string;
  orderId: string | null;
  verified: boolean;
  at: number;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A webhook receiver on 127.0.0.1 for the tests: it can be down (nothing listening on its port), answer
 * 503, answer slowly, or accept. Every accepted request is recorded with whether its Standard Webhooks
 * signature verifies with the `standardwebhooks` library's defaults and the endpoint's secret.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Every request that reached the receiver, whatever it answered. */
  requests = 0;
  mode: "ok" | "unavailable" | { slowMs: number } = "ok";
  secret = "";
  private server: Server | null = null;

  private constructor(readonly port: number) {}

  /** Reserves a free port without listening on it: the receiver starts down. */
  static async reserve(): Promise<WebhookReceiver> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return new WebhookReceiver(port);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/tiketin`;
  }

  async up(): Promise<void> {
    const server = createServer(async (request, response) => {
      this.requests++;
      const body = await readBody(request);
      if (this.mode === "unavailable") {
        response.writeHead(503).end();
        return;
      }
      if (typeof this.mode === "object")
        await new Promise((resolve) => setTimeout(resolve, (this.mode as { slowMs: number }).slowMs));
      let verified = false;
      try {
        new Webhook(this.secret).verify(body, {
          "webhook-id": String(request.headers["webhook-id"]),
          "webhook-timestamp": String(request.headers["webhook-timestamp"]),
          "webhook-signature": String(request.headers["webhook-signature"]),
        });
        verified = true;
      } catch {
        verified = false;
      }
      const parsed = JSON.parse(body) as { type: string; data: { orderId?: string } };
      this.received.push({
        id: String(request.headers["webhook-id"]),
        type: parsed.type,
        orderId: parsed.data.orderId ?? null,
        verified,
        at: Date.now(),
      });
      response.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
