import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config/env.ts";

describe("settings", () => {
  it("has working defaults: the product starts with no configuration", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DATA_DIR).toBe("./.data/pglite");
    expect(config.SEED_ON_START).toBe(true);
  });

  it("parses numbers and flags, and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "8080", TRUST_PROXY: "true", SEED_ON_START: "0", DATABASE_URL: "" });
    expect(config).toMatchObject({ PORT: 8080, TRUST_PROXY: true, SEED_ON_START: false });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", LOG_LEVEL: "loud" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", TRUST_PROXY: "yes" });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/PORT: expected a number \(got "eighty"\)/);
      expect(String((error as Error).message)).toMatch(/TRUST_PROXY: expected "true" or "false"/);
    }
  });

  it("never echoes the value of a URL setting, which may hold a password", () => {
    try {
      loadConfig({ DATABASE_URL: "mysql://root:hunter2@db/tiketin" });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain("DATABASE_URL: expected a postgres:// URL");
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("refuses test routes in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", ENABLE_TEST_ROUTES: "true" })).toThrow(
      /test routes must never be enabled/,
    );
  });
});
