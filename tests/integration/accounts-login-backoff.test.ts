import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, ManualClock, seedBuyer, uniqueIp } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;
let call: ReturnType<typeof api>;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  call = api(t.app);
});
afterAll(() => t.close());

const ADDRESSES = Array.from({ length: 10 }, () => uniqueIp());
const logIn = (email: string, password: string, ip: string, headers: Record<string, string> = {}) =>
  call("POST", "/auth/login", { body: { email, password }, ip, headers });
const mailbox = async (to: string) =>
  (await call("GET", `/__dev/mailbox?to=${encodeURIComponent(to)}`)).json().data.rows as {
    subject: string;
    text: string;
  }[];

describe("per-account sign-in backoff", () => {
  it("slows 50 wrong passwords on one account from 10 addresses: 5 get 401, the rest 429 with the wait", async () => {
    const buyer = await seedBuyer(t.database.db);
    const codes: number[] = [];
    let limited: Awaited<ReturnType<typeof logIn>> | undefined;
    for (let i = 0; i < 50; i++) {
      const response = await logIn(buyer.email, "tebak-tebak", ADDRESSES[i % 10]!);
      codes.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(45);
    expect(limited!.headers["retry-after"]).toBe("10");
    expect(limited!.json()).toMatchObject({
      status: 0,
      errorCode: "too_many_requests",
      message:
        "Terlalu banyak percobaan masuk yang gagal untuk akun ini. Demi keamanan, tunggu 10 detik lalu coba lagi.",
    });
    const english = await logIn(buyer.email, "tebak-tebak", uniqueIp(), { "accept-language": "en" });
    expect(english.json().message).toMatch(
      /^Too many failed sign-in attempts on this account\. .*wait \d+ seconds/,
    );
    // The wait is the account's, not the address's: a fresh address waits the same.
    expect(english.statusCode).toBe(429);
  });

  it("doubles the wait per further failure up to a cap, and the right password after the wait signs in", async () => {
    const buyer = await seedBuyer(t.database.db);
    for (let i = 0; i < 5; i++) expect((await logIn(buyer.email, "salah", uniqueIp())).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const limited = await logIn(buyer.email, "salah", uniqueIp());
      expect(limited.statusCode).toBe(429);
      const wait = Number(limited.headers["retry-after"]);
      waits.push(wait);
      // Even the right password waits: the backoff is real, not cosmetic.
      expect((await logIn(buyer.email, "rahasia-123", uniqueIp())).statusCode).toBe(429);
      clock.advance(wait * 1000);
      expect((await logIn(buyer.email, "salah", uniqueIp())).statusCode).toBe(401);
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 300, 300, 300]);
    const last = await logIn(buyer.email, "rahasia-123", uniqueIp());
    clock.advance(Number(last.headers["retry-after"]) * 1000);
    // Not locked out: after the capped wait the owner signs in, and the count starts again.
    expect((await logIn(buyer.email, "rahasia-123", uniqueIp())).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await logIn(buyer.email, "salah", uniqueIp())).statusCode).toBe(401);
  });

  it("lets parallel guesses from many addresses through at most once past the free attempts", async () => {
    const buyer = await seedBuyer(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => logIn(buyer.email, "tebak-tebak", ADDRESSES[i % 10]!)),
    );
    const codes = results.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(6);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(24);
  });

  it("e-mails the owner once after repeated failures, not per attempt", async () => {
    const buyer = await seedBuyer(t.database.db);
    for (let i = 0; i < 20; i++) {
      const response = await logIn(buyer.email, "salah", uniqueIp());
      if (response.statusCode === 429) clock.advance(Number(response.headers["retry-after"]) * 1000);
    }
    const alerts = (await mailbox(buyer.email)).filter((mail) =>
      mail.subject.includes("percobaan masuk yang gagal"),
    );
    expect(alerts).toHaveLength(1);
    const [mail] = await mailbox(buyer.email);
    expect(mail!.text).toContain("/forget-password");
    // Unknown e-mails are slowed alike (nothing tells them apart) and mail nobody.
    const unknown = "tidak-terdaftar@example.com";
    for (let i = 0; i < 6; i++) await logIn(unknown, "salah", uniqueIp());
    expect((await logIn(unknown, "salah", uniqueIp())).statusCode).toBe(429);
    expect(await mailbox(unknown)).toEqual([]);
  });

  it("slows guesses from 50 distinct addresses per account, mails the owner once, and lets the owner in after the wait", async () => {
    // The server does not trust X-Forwarded-For here (TRUST_PROXY is off): each guess comes from its own
    // socket address, as 50 machines would.
    expect(t.services.config.TRUST_PROXY).toBe(false);
    const buyer = await seedBuyer(t.database.db);
    const addresses = Array.from({ length: 50 }, () => uniqueIp());
    expect(new Set(addresses).size).toBe(50);
    const codes: number[] = [];
    for (const address of addresses)
      codes.push((await logIn(buyer.email, "tebakan-salah", address)).statusCode);
    // One guess per address never trips a per-address limit: only the account's own backoff slows them.
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.slice(5).every((code) => code === 429)).toBe(true);

    const alerts = (await mailbox(buyer.email)).filter((mail) =>
      mail.subject.includes("percobaan masuk yang gagal"),
    );
    expect(alerts).toHaveLength(1);
    const [alert] = alerts;
    // When, how many, from how many addresses (the five that used up the free attempts), and the way out.
    expect(alert!.text).toMatch(/Pada .+ WIB akun kamu mencapai 5 percobaan .* dari 5 alamat yang berbeda/);
    expect(alert!.text).toContain("/forget-password");
    for (const secret of ["tebakan-salah", "rahasia-123", "token="])
      expect(alert!.text).not.toContain(secret);
    for (const address of addresses) expect(alert!.text).not.toContain(address);

    // The owner, from yet another address, waits like everyone (the wait is the account's), then gets in.
    const early = await logIn(buyer.email, "rahasia-123", uniqueIp());
    expect(early.statusCode).toBe(429);
    clock.advance(Number(early.headers["retry-after"]) * 1000);
    expect((await logIn(buyer.email, "rahasia-123", uniqueIp())).statusCode).toBe(200);
    // Still one mail: the period ended with the owner's sign-in, and nothing started a new one.
    expect(
      (await mailbox(buyer.email)).filter((mail) => mail.subject.includes("percobaan masuk yang gagal")),
    ).toHaveLength(1);
  });
});
