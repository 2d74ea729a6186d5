// Child-process entry (run with node + the tsx loader, see raw-http.ts).
// A bare node:http server: the ceiling any framework route on this box is compared to.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const HELLO = Buffer.from("hello world");

/** ~8 KB of event-listing-like JSON, serialized once so each request measures HTTP, not JSON.stringify. */
function buildJson8k(): Buffer {
  const events: Array<Record<string, unknown>> = [];
  for (let i = 0; ; i++) {
    const next = [
      ...events,
      {
        id: i + 1,
        slug: `event-${i + 1}`,
        title: `Concert number ${i + 1}`,
        venue: "Istora Senayan, Jakarta",
        startsAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        priceFromIdr: 150_000 + i * 5_000,
        remaining: 1000 - i,
        soldOut: false,
      },
    ];
    if (Buffer.byteLength(JSON.stringify({ events: next })) > 8192) break;
    events.push(next[next.length - 1]!);
  }
  return Buffer.from(JSON.stringify({ events }));
}

const JSON8K = buildJson8k();

/**
 * Responses to replay byte for byte (set by POST /replay/<name>): the ceiling for serving those exact
 * bytes and headers from Node with no application code, to set a byte-heavy figure against.
 */
const replays = new Map<string, { headers: Record<string, string>; body: Buffer }>();

function storeReplay(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const parsed = JSON.parse(Buffer.concat(chunks).toString()) as {
      headers: Record<string, string>;
      body: string;
    };
    replays.set(req.url ?? "", { headers: parsed.headers, body: Buffer.from(parsed.body, "base64") });
    res.writeHead(204).end();
  });
}

const server = createServer((req, res) => {
  const replay = replays.get(req.url ?? "");
  if (req.url?.startsWith("/replay/") && req.method === "POST") {
    storeReplay(req, res);
  } else if (replay) {
    res.writeHead(200, { ...replay.headers, "content-length": replay.body.length });
    res.end(replay.body);
  } else if (req.url === "/hello") {
    res.writeHead(200, { "content-type": "text/plain", "content-length": HELLO.length });
    res.end(HELLO);
  } else if (req.url === "/json8k") {
    res.writeHead(200, { "content-type": "application/json", "content-length": JSON8K.length });
    res.end(JSON8K);
  } else {
    res.writeHead(404, { "content-length": 0 });
    res.end();
  }
});

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  // The parent reads exactly this one JSON line to learn the ephemeral port.
  process.stdout.write(`${JSON.stringify({ port, json8kBytes: JSON8K.length })}\n`);
});

// Exit when the parent closes our stdin, so the server can never outlive a
// parent that crashed or was SIGKILLed.
process.stdin.on("end", () => process.exit(0));
process.stdin.on("error", () => process.exit(0));
process.stdin.resume();
process.on("SIGTERM", () => process.exit(0));
process.on("SIGINT", () => process.exit(0));
