import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { dataCipherFromConfig } from "#server/security/data-cipher.ts";
import { systemClock } from "../../server/clock.ts";
import { loadConfig } from "../../server/config/env.ts";
import type { Db } from "../../server/db/client.ts";
import { buyers, sessions } from "../../server/db/schema/index.ts";
import type { CheckoutDeps } from "../../server/features/checkout/deps.ts";
import type { AuthorizedBuyerId } from "../../server/features/sessions/require-viewer.ts";
import { hashSessionToken } from "../../server/features/sessions/session-reader.ts";
import { type LockingPolicy, STRICT_LOCKING } from "../../server/features/stock/index.ts";

export interface TestBuyer {
  id: AuthorizedBuyerId;
  token: string;
}

let counter = 0;

/** Many signed-in buyers in two bulk inserts (no API, no password hashing). */
export async function createBuyers(db: Db, count: number): Promise<TestBuyer[]> {
  const run = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const created = await db
    .insert(buyers)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Pembeli ${i}`,
        email: `buyer-${run}-${i}@example.com`,
        gender: "Female" as const,
        dob: "1998-05-17",
        // Established accounts: their address is verified, so transfers reach them at once.
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: buyers.id });
  const tokens = created.map(() => randomBytes(24).toString("base64url"));
  await db
    .insert(sessions)
    .values(created.map((buyer, i) => ({ tokenHash: hashSessionToken(tokens[i]!), buyerId: buyer.id })));
  return created.map((buyer, i) => ({ id: buyer.id as AuthorizedBuyerId, token: tokens[i]! }));
}

/** A checkout's deps on `db`; a control run passes the protections it switches off in `locking`. */
export const testCheckoutDeps = (
  db: Db,
  env: Record<string, string> = {},
  locking: Partial<LockingPolicy> = {},
): CheckoutDeps => {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  return {
    db,
    config,
    clock: systemClock,
    cipher: dataCipherFromConfig(config),
    locking: { ...STRICT_LOCKING, ...locking },
  };
};

export interface ApiBody {
  status: number;
  message: string;
  errorCode?: string;
  fields?: Record<string, string>;
  data?: unknown;
}

/** POST/GET to the API as a buyer; returns status and parsed body. */
export function buyerApi(app: FastifyInstance) {
  return async (
    method: "GET" | "POST",
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        "accept-language": "en",
        ...(options.token ? { cookie: `tiketin_session=${options.token}` } : {}),
        ...options.headers,
      },
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.statusCode, body: response.json() as ApiBody, headers: response.headers };
  };
}
