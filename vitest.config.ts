import { defineConfig } from "vitest/config";

/**
 * Unit tests: pure functions, no I/O. Integration tests: the real server pipeline (Fastify inject) on a
 * real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL or DATABASE_URL is set, with a
 * fresh database per test file cloned from a migrated template (tests/support/global-setup.ts).
 */
export default defineConfig({
  test: {
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
