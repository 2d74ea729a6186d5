import { describe, expect, it } from "vitest";
import { applyStartDefaults } from "../../scripts/start-env.ts";
import { devMailboxEnabled, loadConfig } from "../../server/config/env.ts";
import { toPublicConfig } from "../../server/config/public-config.ts";

const KEY = Buffer.alloc(32, 7).toString("base64");

describe("the site's address when PUBLIC_BASE_URL is unset", () => {
  it("follows PORT, so printed, canonical, hreflang and e-mail links name the port the server listens on", () => {
    const config = loadConfig({ PORT: "3201" });
    expect(config.PUBLIC_BASE_URL).toBe("http://localhost:3201");
    expect(toPublicConfig(config).baseUrl).toBe("http://localhost:3201");
  });

  it("names a specific HOST (IPv6 in brackets), and a wildcard HOST as localhost", () => {
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "3201" }).PUBLIC_BASE_URL).toBe("http://127.0.0.1:3201");
    expect(loadConfig({ HOST: "::", PORT: "3201" }).PUBLIC_BASE_URL).toBe("http://localhost:3201");
    expect(loadConfig({ HOST: "::1", PORT: "8080" }).PUBLIC_BASE_URL).toBe("http://[::1]:8080");
    expect(loadConfig({}).PUBLIC_BASE_URL).toBe("http://localhost:3000");
  });

  it("keeps a PUBLIC_BASE_URL that is set, whatever the port", () => {
    expect(loadConfig({ PORT: "3201", PUBLIC_BASE_URL: "https://tiketin.example" }).PUBLIC_BASE_URL).toBe(
      "https://tiketin.example",
    );
  });
});

describe("npm start's readable mailbox", () => {
  it("is turned on by npm start on the embedded database, in production mode", () => {
    const env = applyStartDefaults({ DATA_ENCRYPTION_KEY: KEY });
    expect(env).toMatchObject({ NODE_ENV: "production", PAYMENT_SANDBOX: "true", DEV_MAILBOX: "true" });
    expect(devMailboxEnabled(loadConfig(env))).toBe(true);
  });

  it("stays off under npm start beside PostgreSQL or real SMTP", () => {
    for (const extra of [
      { DATABASE_URL: "postgres://tiketin@db.example/tiketin" },
      { SMTP_URL: "smtps://mailer:secret@smtp.example.com:465" },
    ]) {
      const env = applyStartDefaults({ DATA_ENCRYPTION_KEY: KEY, ...extra });
      expect(env.DEV_MAILBOX).toBeUndefined();
      expect(devMailboxEnabled(loadConfig(env))).toBe(false);
    }
  });

  it("is refused in a real production configuration, and off there by default", () => {
    const production = { NODE_ENV: "production", DATA_ENCRYPTION_KEY: KEY, DEV_MAILBOX: "true" };
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: "postgres://tiketin@db.example/tiketin" }),
    ).toThrow(/DEV_MAILBOX cannot be on in production/);
    expect(() => loadConfig({ ...production, SMTP_URL: "smtp://smtp.example.com:25" })).toThrow(
      /DEV_MAILBOX cannot be on in production/,
    );
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "production", DATA_ENCRYPTION_KEY: KEY }))).toBe(false);
    expect(devMailboxEnabled(loadConfig({ NODE_ENV: "development" }))).toBe(true);
  });
});
