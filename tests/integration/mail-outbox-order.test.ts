import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { outboxDelivery } from "../../server/features/mail/smtp-delivery.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const silent = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

/** An SMTP relay that refuses the first attempt of the mail with subject `refuse`, and takes the rest. */
function relay(refuse: string) {
  const received: string[] = [];
  let refused = false;
  return {
    received,
    transport: {
      async send(message: { to: string; subject: string }) {
        if (!refused && message.subject === refuse) {
          refused = true;
          throw new Error("421 service not available");
        }
        received.push(`${message.to} ${message.subject}`);
      },
    },
  };
}

/** The failed claims lapse (the outbox retries a mail once its claim runs out). */
const lapseClaims = () => database.db.update(mailOutbox).set({ claimedUntil: new Date(0) });

describe("the mail outbox after the mail server comes back", () => {
  it("sends one recipient's mails in the order they were written, each once; another recipient is not held back", async () => {
    const at = (second: number) => new Date(Date.UTC(2026, 11, 1, 8, 0, second));
    await database.db.insert(mailOutbox).values([
      { to: "siti@example.com", subject: "1 instructions", text: "", html: "", createdAt: at(1) },
      { to: "siti@example.com", subject: "2 confirmation", text: "", html: "", createdAt: at(2) },
      { to: "budi@example.com", subject: "1 confirmation", text: "", html: "", createdAt: at(3) },
    ]);
    // The relay refuses Siti's instructions once (it was away), then takes everything.
    const smtp = relay("1 instructions");
    const deliver = outboxDelivery(database.db, smtp.transport);
    await deliver(silent);
    await lapseClaims();
    await deliver(silent);
    await lapseClaims();
    await deliver(silent);
    const siti = smtp.received.filter((line) => line.startsWith("siti"));
    expect(siti).toEqual(["siti@example.com 1 instructions", "siti@example.com 2 confirmation"]);
    // Budi's mail went in the first run, beside Siti's refused one.
    expect(smtp.received.indexOf("budi@example.com 1 confirmation")).toBe(0);
    expect(smtp.received).toHaveLength(3);
  });
});
