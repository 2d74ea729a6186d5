import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_BACKOFF_PER_ADDRESS } from "../../server/features/accounts/throttles.ts";
import { databaseBackoff } from "../../server/features/rate-limits/index.ts";
import { api, ManualClock, seedBuyer, uniqueEmail, uniqueIp } from "../support/accounts.ts";
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

describe("per-address sign-in backoff", () => {
  const FREE = LOGIN_BACKOFF_PER_ADDRESS.freeAttempts;
  /**
   * Failures an address already made, recorded through a second backoff over the same database (as
   * another app process would): the store is shared, and a hundred real guesses would cost a hundred
   * password hashes. Each is admitted and failed like a wrong password the server checked.
   */
  async function priorFailures(address: string, count: number) {
    const otherProcess = databaseBackoff(t.database.db, clock);
    for (let i = 0; i < count; i++) {
      const admitted = await otherProcess.admit(LOGIN_BACKOFF_PER_ADDRESS, address);
      if (!admitted.allowed) throw new Error("the address was already waiting");
      await otherProcess.failed(LOGIN_BACKOFF_PER_ADDRESS, address, admitted.attempt);
    }
  }
  // Failures are counted per epoch-aligned window: start each sequence at a window's start so the
  // clock moves below never carry it into the next window (which would forget the count).
  const toWindowStart = () => {
    const size = LOGIN_BACKOFF_PER_ADDRESS.windowSeconds * 1000;
    clock.advance(size - (clock.now().getTime() % size));
  };
  const wrongOnNewAccount = (address: string, headers: Record<string, string> = {}) =>
    logIn(uniqueEmail("spray"), "tebak-tebak", address, headers);

  it("slows one address guessing many accounts once its free failures are used, in id and en", async () => {
    toWindowStart();
    const address = uniqueIp();
    await priorFailures(address, FREE - 5);
    // Every guess is on a different account, so no account's own limit is ever reached.
    for (let i = 0; i < 5; i++) expect((await wrongOnNewAccount(address)).statusCode).toBe(401);
    const limited = await wrongOnNewAccount(address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("1");
    expect(limited.json()).toMatchObject({
      status: 0,
      errorCode: "too_many_requests",
      message:
        "Terlalu banyak percobaan masuk yang gagal dari alamat jaringan kamu. Tunggu 1 detik lalu coba lagi.",
    });
    const english = await wrongOnNewAccount(address, { "accept-language": "en" });
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe(
      "Too many failed sign-in attempts from your network address. Wait 1 seconds and try again.",
    );
    // Control: the wait is this address's; the same guess from another address is checked (401).
    expect((await wrongOnNewAccount(uniqueIp())).statusCode).toBe(401);
  });

  it("control: the same ten guesses split over two addresses are not slowed per address", async () => {
    toWindowStart();
    const [first, second] = [uniqueIp(), uniqueIp()];
    await priorFailures(first!, FREE - 5);
    await priorFailures(second!, FREE - 5);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await wrongOnNewAccount(i % 2 ? second! : first!)).statusCode);
    expect(codes).toEqual(Array(10).fill(401));
    // Each address has now used its free failures: its next guess waits.
    expect((await wrongOnNewAccount(first!)).statusCode).toBe(429);
  });

  it("doubles the address's wait per further failure up to the 15-minute cap", {
    timeout: 60_000,
  }, async () => {
    toWindowStart();
    const address = uniqueIp();
    await priorFailures(address, FREE);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const limited = await wrongOnNewAccount(address);
      expect(limited.statusCode).toBe(429);
      const wait = Number(limited.headers["retry-after"]);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await wrongOnNewAccount(address)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
  });

  it("makes a buyer behind the address wait too, and their success keeps the address's count", async () => {
    toWindowStart();
    const address = uniqueIp();
    const buyer = await seedBuyer(t.database.db);
    await priorFailures(address, FREE);
    const early = await logIn(buyer.email, "rahasia-123", address);
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    clock.advance(1000);
    expect((await logIn(buyer.email, "rahasia-123", address)).statusCode).toBe(200);
    // The success gave back only its own attempt: the next failure waits as the 101st would (2 s),
    // where a reset would have let a hundred more guesses through.
    expect((await wrongOnNewAccount(address)).statusCode).toBe(401);
    expect((await wrongOnNewAccount(address)).headers["retry-after"]).toBe("2");
  });

  it("lets parallel guesses from a waiting address through at most once after the wait", async () => {
    toWindowStart();
    const address = uniqueIp();
    await priorFailures(address, FREE);
    clock.advance(1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => wrongOnNewAccount(address)));
    const codes = results.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(1);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(19);
  });
});
