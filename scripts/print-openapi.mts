// Prints the OpenAPI document the app serves, so a refactor can be diffed against it byte for byte:
// `npx tsx scripts/print-openapi.mts > after.json && cmp before.json after.json`.
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config/env.ts";
import { createTestDatabase } from "../tests/support/test-database.ts";

const database = await createTestDatabase();
const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database });
const response = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
await app.close();
await database.destroy();
// exit only once the pipe has taken every byte
process.stdout.write(response.body, () => process.exit(0));
