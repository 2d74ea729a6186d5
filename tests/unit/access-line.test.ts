import { hostname } from "node:os";
import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { loggerOptions } from "../../server/http/logger.ts";
import { type AccessLine, formatAccessLine } from "../../server/http/request-log.ts";

/** What pino itself writes for an access line through the app's logger options (the reference). */
async function pinoLine(line: AccessLine): Promise<string> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({ ...process.env, NODE_ENV: "development", LOG_LEVEL: "info" });
  const app = Fastify({ logger: { ...loggerOptions(config), level: "info", stream } });
  app.log.info(line, "request completed");
  await app.close();
  return lines[0] ?? "";
}

const withoutTime = (text: string) => text.replace(/"time":\d+/, '"time":0');

const LINES: Record<string, AccessLine> = {
  plain: {
    requestId: "8801e84b-8fa2-4a4a-a383-0b96d83af8db",
    req: {
      method: "GET",
      url: "/api/v1/public/sliders",
      headers: { "user-agent": "curl/7.88.1" },
      ip: "127.0.0.1",
    },
    res: { statusCode: 200 },
    responseTime: 0.4,
  },
  "secrets and odd characters": {
    requestId: "req-1",
    sessionMarker: "abcdefghij0123456789",
    pageCode: "/forget-password?token=%5BREDACTED%5D",
    req: {
      method: "POST",
      url: "/reset?token=s3cr3t&next=%2Fhome",
      headers: { "user-agent": 'Mozilla "quoted" \\ \u2028 ünïcode', cookie: "session=secret" },
      ip: "::1",
    },
    res: { statusCode: 422 },
    responseTime: 12,
  },
  "no address, no user agent": {
    requestId: "req-2",
    req: { method: "GET", url: "/healthz", headers: {}, ip: undefined },
    res: { statusCode: 503 },
    responseTime: 0,
  },
};

describe("an access line", () => {
  for (const [name, line] of Object.entries(LINES))
    it(`is what pino writes for the same fields (${name})`, async () => {
      const ours = formatAccessLine(line, { pid: process.pid, hostname: hostname() });
      expect(withoutTime(ours)).toBe(withoutTime(await pinoLine(line)));
      expect(ours).not.toContain("s3cr3t");
      expect(ours).not.toContain("session=secret");
    });
});
