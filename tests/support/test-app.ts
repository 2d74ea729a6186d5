import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { buildServices } from "../../server/build-services.ts";
import type { Clock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { WaitingRoomStore } from "../../server/features/waiting-room/index.ts";
import type { ApiRoute } from "../../server/http/api-route.ts";
import type { AppServices } from "../../server/services.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** This app's own services (each test app builds its own: mailer, gateways, cipher, clock). */
  services: AppServices;
  /** Every JSON log line the app wrote, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** The real server (API pipeline, no web build) on this file's own database, with captured logs. */
export async function createTestApp(
  options: {
    extraRoutes?: readonly ApiRoute[];
    env?: Record<string, string>;
    clock?: Clock;
    /** The waiting room's store (tests run it on Redis too); default: from the config. */
    waitingRoomStore?: (database: TestDatabase) => WaitingRoomStore;
  } = {},
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
  const services = buildServices({
    config,
    database,
    clock: options.clock,
    waitingRoomStore: options.waitingRoomStore?.(database),
  });
  const app = await buildApp({ services, extraRoutes: options.extraRoutes, logStream });
  await app.ready();
  return {
    app,
    database,
    services,
    logs,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
