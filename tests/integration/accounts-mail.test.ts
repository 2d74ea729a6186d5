import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../server/db/schema/index.ts";
import { api, seedBuyer, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

const REPLIES: Record<string, string> = {
  EHLO: "250-fake-smtp\r\n250 8BITMIME\r\n",
  HELO: "250 fake-smtp\r\n",
  DATA: "354 go ahead\r\n",
};

/** Just enough SMTP (RFC 5321) to accept mail on 127.0.0.1 and keep what arrived. */
async function startFakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 fake-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 queued\r\n");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "MAIL") current.from = line;
        if (verb === "RCPT") current.to.push(line);
        if (verb === "DATA") inData = true;
        if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write(REPLIES[verb] ?? "250 ok\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(r)) };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: "Tiketin <no-reply@tiket.example>" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("mail delivery", () => {
  it("writes the reset mail to the outbox and delivers it over SMTP after the response, once", async () => {
    const buyer = await seedBuyer(t.database.db);
    const response = await api(t.app)("POST", "/auth/forget-password", {
      body: { email: buyer.email },
      ip: uniqueIp(),
    });
    expect(response.statusCode).toBe(200);
    const outboxRow = async () =>
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email)))[0];
    await until(async () => (await outboxRow())?.sentAt != null);
    const row = await outboxRow();
    expect(row?.attempts).toBe(1);
    const delivered = smtp.received.filter((mail) => mail.to.some((to) => to.includes(buyer.email)));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.from).toContain("no-reply@tiket.example");
    expect(delivered[0]!.data).toContain("forget-password?token=");
  });

  it("keeps a mail that could not be delivered in the outbox for a later attempt", async () => {
    const broken = await createTestApp({ env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    try {
      const buyer = await seedBuyer(broken.database.db);
      await api(broken.app)("POST", "/auth/forget-password", {
        body: { email: buyer.email },
        ip: uniqueIp(),
      });
      const row = async () => (await broken.database.db.select().from(mailOutbox))[0];
      await until(async () => (await row())?.attempts === 1);
      await until(() => broken.logs.some((line) => line.msg === "mail delivery failed; will retry"));
      expect((await row())?.sentAt).toBeNull();
      expect(JSON.stringify(broken.logs)).not.toContain("forget-password?token=");
    } finally {
      await broken.close();
    }
  });
});

describe("development mailbox", () => {
  it("is not mounted in production", async () => {
    const production = await createTestApp({
      env: { NODE_ENV: "production", DATA_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString("base64") },
    });
    try {
      const response = await production.app.inject({ method: "GET", url: "/api/v1/__dev/mailbox?to=a@b.co" });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe("route_not_found");
    } finally {
      await production.close();
    }
    // Control: here (test mode) it answers.
    expect((await t.app.inject({ method: "GET", url: "/api/v1/__dev/mailbox?to=a@b.co" })).statusCode).toBe(
      200,
    );
  });
});
