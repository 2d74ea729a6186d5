import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import {
  mailDelivery,
  mailDeliveryWarning,
  warnIfMailUndeliverable,
} from "../../server/features/mail/mail-delivery.ts";

/** Production without SMTP_URL queues every mail and sends none: the process says so at start. */
describe("mail delivery at start", () => {
  const production = { NODE_ENV: "production" as const, DEV_MAILBOX: undefined, SMTP_URL: undefined };

  it("names where mail goes: SMTP, the development mailbox, or nowhere", () => {
    expect(mailDelivery({ ...production, SMTP_URL: "smtp://mail.example.com:587" })).toBe("smtp");
    expect(mailDelivery(production)).toBe("none");
    expect(mailDelivery({ ...production, DEV_MAILBOX: true })).toBe("dev_mailbox");
    expect(mailDelivery(loadConfig({ NODE_ENV: "development" }))).toBe("dev_mailbox");
  });

  it("warns once in production without SMTP_URL, naming the setting", () => {
    const lines: { fields: unknown; message: string }[] = [];
    const log = { warn: (fields: unknown, message: string) => lines.push({ fields, message }) };
    warnIfMailUndeliverable(production, log as never);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toMatch(/SMTP_URL is not set/);
    expect(lines[0]!.message).toMatch(/never sent/);
    expect(lines[0]!.fields).toEqual({ mailDelivery: "none" });
    expect(mailDeliveryWarning({ ...production, DEV_MAILBOX: true })).toMatch(
      /only readable at \/dev\/mailbox/,
    );
  });

  it("stays quiet with SMTP, and outside production", () => {
    expect(mailDeliveryWarning({ ...production, SMTP_URL: "smtp://mail.example.com:587" })).toBeNull();
    expect(mailDeliveryWarning({ ...production, NODE_ENV: "development" })).toBeNull();
    expect(mailDeliveryWarning({ ...production, NODE_ENV: "test" })).toBeNull();
  });
});
