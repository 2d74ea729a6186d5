import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./scripts/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// This run's own Redis keys (CI points REDIS_URL at a shared Redis, and a fresh database restarts event ids:
// another run's waiting-room line for the same event id would add its places). Set once, inherited by
// the workers, which read this file again.
process.env.E2E_REDIS_KEY_PREFIX ??= `tiketin-e2e-${randomBytes(6).toString("hex")}:`;
// The fake Google userinfo endpoint (tests/e2e/support/fake-google.ts) sits just above the app's port.
const FAKE_GOOGLE_PORT = PORT + 89;

/**
 * Browser tests drive Debian's Chromium (no browser download is possible here) against the production
 * build served by the real server. Retries are off on purpose: a flaky test is a bug to fix.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Tests wait on the server, PostgreSQL and Chromium's renderers more than they compute: with 2 workers
  // this 2-core machine sat 35 % idle (13.9 min), with 3 it is busy (10.5 min; docs/testing.md). Capped
  // at 4: the one server and its database are shared by every worker.
  workers: Math.min(availableParallelism() + 1, 4),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // A hang guard, not a speed check: on this 2-core machine with two workers, the server, PostgreSQL and
  // Chromium, the longest journeys take 20-28 s, and the first ones run against a cold server.
  timeout: 60_000,
  // How long an assertion waits for the page to get there: generous, since CI's browser suite has run
  // twice as slowly as a quiet machine's (43 against 21 minutes); a passing assertion never waits it out.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "id-ID",
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: "journeys",
      testIgnore: /(organizer-refunds|organizer-cancel-event|analytics-funnel)\.spec\.ts$/,
    },
    // It buys on the catalogue's showcase event, whose remaining counts the journeys assert: after them.
    { name: "buys-on-the-showcase", testMatch: /analytics-funnel\.spec\.ts$/, dependencies: ["journeys"] },
    // They cancel demo events (the refund list needs one; the cancel dialog's journey): after every spec that buys from them.
    {
      name: "cancels-a-demo-event",
      testMatch: /(organizer-refunds|organizer-cancel-event)\.spec\.ts$/,
      dependencies: ["buys-on-the-showcase"],
    },
  ],
  webServer: [
    {
      command: "tsx tests/e2e/support/fake-google.ts",
      url: `http://127.0.0.1:${FAKE_GOOGLE_PORT}/healthz`,
      reuseExistingServer: false,
      env: { FAKE_GOOGLE_PORT: String(FAKE_GOOGLE_PORT) },
    },
    {
      command: "tsx server/main.ts",
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "test",
        PORT: String(PORT),
        HOST: "127.0.0.1",
        PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
        // Browsers refuse an IP address as a passkey's RP ID: the passkey spec opens the site as localhost.
        PASSKEY_ORIGIN: `http://localhost:${PORT}`,
        ENABLE_TEST_ROUTES: "true",
        // Pages render on worker threads, as in production (ADR 0111): every browser test goes through them.
        RENDER_THREADS: "2",
        // OVO's real 55 s approval window, shortened so the timing-out test does not wait a minute.
        SANDBOX_OVO_PUSH_SECONDS: "25",
        // The "Ingatkan saya" job every 2 s, so the remind-me test sees its mail without a 30 s wait.
        SALE_REMINDER_INTERVAL_MS: "2000",
        GOOGLE_CLIENT_ID: "e2e-client.apps.googleusercontent.com",
        // The waiting room's operator route (tests/e2e/waiting-room.spec.ts sets rooms up through it).
        OPERATOR_API_TOKEN: "e2e-operator-token-for-the-waiting-room",
        REDIS_KEY_PREFIX: process.env.E2E_REDIS_KEY_PREFIX,
        // No demo room: the other specs buy on events of their choosing without a queue.
        DEMO_WAITING_ROOM: "false",
        GOOGLE_USERINFO_URL: `http://127.0.0.1:${FAKE_GOOGLE_PORT}/userinfo`,
        // CI points DATABASE_URL at a fresh PostgreSQL database; locally an in-memory PGlite is used.
        PGLITE_DATA_DIR: "memory://",
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
