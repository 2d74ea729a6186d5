import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import type { Clock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { ApiRoute } from "../../server/http/api-route.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every JSON log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The real server (API pipeline, no web build) on this file's own database, with captured logs. */
export async function createTestApp(
  options: { extraRoutes?: readonly ApiRoute[]; env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n"))
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", ...options.env });
  const app = await buildApp({
    config,
    database,
    extraRoutes: options.extraRoutes,
    logStream,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
