import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const run = promisify(execFile);

let t: TestApp;
let doc: {
  info: { license?: unknown };
  paths: Record<
    string,
    Record<string, { security?: unknown[]; parameters: { name: string; schema: unknown }[] }>
  >;
  components: { securitySchemes?: Record<string, unknown> };
};
beforeAll(async () => {
  // The address the document names in production (the linter rightly warns about localhost).
  t = await createTestApp({ env: { PUBLIC_BASE_URL: "https://tiketin.id" } });
  doc = (await t.app.inject({ method: "GET", url: "/api/v1/openapi.json" })).json();
}, 60_000);
afterAll(() => t.close());

describe("the OpenAPI document under a standard linter", () => {
  it("lints clean with Redocly's recommended rules: no error, no warning", async () => {
    const dir = mkdtempSync(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(doc));
      const { stdout, stderr } = await run(
        "npx",
        ["redocly", "lint", file, "--config", join(process.cwd(), "redocly.yaml"), "--format", "summary"],
        {
          cwd: process.cwd(),
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      ).catch((error: { stdout: string; stderr: string }) => error);
      const output = `${stdout}\n${stderr}`;
      expect(output).toContain("Your API description is valid");
      // The summary lists each rule broken as "error <rule>: <count>" or "warning <rule>: <count>".
      expect(output).not.toMatch(/^\s*(error|warning)\s+[\w.-]+: \d+/m);
      expect(output).not.toMatch(/You have \d+ warning/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("declares the session cookie, a license, and Accept-Language as browsers send it", () => {
    expect(doc.components.securitySchemes?.sessionCookie).toEqual(
      expect.objectContaining({ type: "apiKey", in: "cookie", name: "tiketin_session" }),
    );
    expect(doc.info.license).toBeDefined();
    const myData = doc.paths["/api/v1/auth-user/my-data"]!.get!;
    expect(myData.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths["/api/v1/public/sliders"]!.get!.security).toEqual([]);
    const acceptLanguage = myData.parameters.find((p) => p.name === "Accept-Language");
    expect(acceptLanguage?.schema).toEqual({ type: "string" });
  });

  it("uses only patterns every JSON-Schema engine reads (no Unicode property classes)", () => {
    expect(JSON.stringify(doc)).not.toMatch(/\\\\[pP]\{/);
  });
});
