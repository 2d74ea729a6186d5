import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance, InjectOptions } from "fastify";
import type { Db } from "../../server/db/client.ts";
import { buyers } from "../../server/db/schema/index.ts";
import { hashPassword } from "../../server/features/accounts/password-hash.ts";

/** A clock tests move by hand (rate-limit windows, reset-link expiry). */
export class ManualClock {
  private current: number;
  constructor(start = Date.parse("2026-11-21T03:00:00Z")) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export const uniqueEmail = (prefix = "buyer") => `${prefix}-${randomBytes(5).toString("hex")}@example.com`;

/** A different client address per call, so rate limits of one test do not leak into the next. */
let ipCounter = 0;
export const uniqueIp = () =>
  `10.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}.${1 + Math.floor(Math.random() * 250)}`;

// scrypt costs about half a second; each password is hashed once per test worker.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export const DEFAULT_PASSWORD = "rahasia-123";

/** Inserts a buyer straight into the database (no API, no per-buyer hash). */
export async function seedBuyer(
  db: Db,
  values: Partial<typeof buyers.$inferInsert> & { password?: string | null } = {},
) {
  const { password = DEFAULT_PASSWORD, ...rest } = values;
  const [buyer] = await db
    .insert(buyers)
    .values({
      name: "Siti Rahma",
      email: uniqueEmail(),
      gender: "Female",
      dob: "1998-05-17",
      passwordHash: password === null ? null : await cachedHash(password),
      ...rest,
    })
    .returning();
  return buyer!;
}

/** The session cookie a response set, or undefined. */
export function sessionCookie<Cookie extends { name: string; value: string }>(
  response: { cookies: Cookie[] },
  name = "tiketin_session",
): Cookie | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** JSON request helper: content type, optional session token and client IP. */
export function api(app: FastifyInstance) {
  return (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    options: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> } = {},
  ) => {
    const request: InjectOptions = {
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(options.token ? { cookie: `tiketin_session=${options.token}` } : {}),
        ...options.headers,
      },
      remoteAddress: options.ip ?? "127.0.0.1",
    };
    if (options.body !== undefined) request.payload = JSON.stringify(options.body);
    return app.inject(request);
  };
}

/** Logs a seeded buyer in through the API and returns the session token. */
export async function logInAs(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_PASSWORD,
): Promise<string> {
  const response = await api(app)("POST", "/auth/login", { body: { email, password }, ip: uniqueIp() });
  const token = sessionCookie(response)?.value;
  if (response.statusCode !== 200 || !token) throw new Error(`login failed: ${response.body}`);
  return token;
}

/**
 * A stand-in for Google's userinfo endpoint on 127.0.0.1: tokens map to the profile Google would
 * answer; any other token gets Google's 401.
 */
export async function startFakeGoogle() {
  const accounts = new Map<string, Record<string, unknown>>();
  const seen: string[] = [];
  const server = createServer((request, response) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (token) seen.push(token);
    const account = token ? accounts.get(token) : undefined;
    response.writeHead(account ? 200 : 401, { "content-type": "application/json" });
    response.end(JSON.stringify(account ?? { error: "invalid_token" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/userinfo`,
    /** Registers a token for an account; returns the token. */
    grant(profile: { email: string; name?: string; email_verified?: boolean }) {
      const token = `ya29.${randomBytes(24).toString("base64url")}`;
      accounts.set(token, { sub: randomBytes(8).toString("hex"), email_verified: true, ...profile });
      return token;
    },
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
