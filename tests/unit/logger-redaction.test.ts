import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/env.ts";
import { loggerOptions, redactUrl } from "../../server/http/logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions(loadConfig({ LOG_LEVEL: "info" })) as pino.LoggerOptions;
  return { logger: pino({ ...options, level: "info" }, stream), lines };
}

describe("log redaction", () => {
  it("censors passwords, tokens, identity and card numbers wherever they appear in a logged object", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: "hunter2",
        body: { new_password: "s3cret!!", identity: "3201234567890123", card_number: "4111111111111111" },
        user: { token: "tok_live" },
      },
      "x",
    );
    const text = lines.join("");
    for (const secret of ["hunter2", "s3cret!!", "3201234567890123", "4111111111111111", "tok_live"])
      expect(text).not.toContain(secret);
    expect(text).toContain("[REDACTED]");
  });

  it("censors secret query parameters in URLs", () => {
    expect(redactUrl("/forget-password?token=abc&lang=en")).toBe(
      "/forget-password?token=%5BREDACTED%5D&lang=en",
    );
    expect(redactUrl("/api/v1/public/sliders")).toBe("/api/v1/public/sliders");
  });
});
