import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Unit tests: pure functions, no I/O. Integration tests: the real server pipeline (Fastify inject) on a
 * real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set, with a
 * fresh database per test file cloned from a migrated template (tests/support/global-setup.ts).
 */
export default defineConfig({
  test: {
    // Test files wait more than they compute (PostgreSQL, scrypt on libuv's threads, HTTP round trips),
    // so one more worker than cores keeps both cores busy. Measured on this 2-core machine on PostgreSQL
    // (docs/testing.md): 1 worker 602 s, 2 326 s, 3 171 s, 4 157 s with every test slower. Capped at 4:
    // each file's database pool holds up to 20 of PostgreSQL's 100 connections.
    maxWorkers: Math.min(availableParallelism() + 1, 4),
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "test" },
        },
      },
    ],
  },
});
