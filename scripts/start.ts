import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { hasWebBuild } from "../server/web-build.ts";
import { applyStartDefaults } from "./start-env.ts";

/**
 * `npm start`: build the web once if there is no build yet, then run the server in production mode
 * (the defaults it fills in: `start-env.ts`).
 * On the embedded database with no DATA_ENCRYPTION_KEY, a key is generated once and kept beside the
 * data (`.data/encryption-key`, owner-only), so `npm install && npm start` needs no setup and the
 * identity numbers stored in that database stay readable across restarts. A PostgreSQL deployment must
 * set the key itself: the settings check refuses to start without one.
 */
if (!hasWebBuild()) {
  console.warn("No build found: building the web (one time)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Production mode, the sandbox gateway and (on the embedded database without SMTP) the readable mailbox.
applyStartDefaults(process.env);
if (!process.env.DATA_ENCRYPTION_KEY && !process.env.DATABASE_URL) {
  const keyFile = path.resolve(".data", "encryption-key");
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  process.env.DATA_ENCRYPTION_KEY = readFileSync(keyFile, "utf8").trim();
}
await import("../server/main.ts");
