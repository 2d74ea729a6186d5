import { SANDBOX_BASE_PATH } from "#shared/contracts/payments.ts";
import type { Clock } from "./clock.ts";
import type { Config } from "./config/env.ts";
import type { Database } from "./db/client.ts";
import type { PaymentGateway } from "./features/payments/gateway.ts";
import { XenditHttpGateway } from "./features/payments/xendit-http-gateway.ts";
import { databasePayouts } from "./features/sandbox-gateway/payout-store.ts";
import { databaseRecords, embeddedRecords } from "./features/sandbox-gateway/records-store.ts";
import { SandboxGateway } from "./features/sandbox-gateway/sandbox-gateway.ts";

export interface PaymentGateways {
  /** The built-in provider: its endpoints, simulator and callbacks (outside production). */
  sandbox: SandboxGateway;
  /** What the payments use cases call: the sandbox in-process, or Xendit over HTTP (`PAYMENT_GATEWAY`). */
  client: PaymentGateway;
}

/**
 * The payment providers of one app, shared by its API routes, webhook receiver, jobs and sandbox
 * endpoints. `PAYMENT_GATEWAY=xendit` talks HTTP to `XENDIT_BASE_URL` (which may be this server's own
 * sandbox mirror, outside production); the default is the sandbox in-process. The sandbox is always
 * built: its mirror answers the adapter in tests and demos. Its instruments live in the database
 * (`sandbox_instruments`), so every process of a deployment is the same provider (ADR 0125).
 */
export function buildPaymentGateways(
  config: Pick<
    Config,
    | "PUBLIC_BASE_URL"
    | "XENDIT_CALLBACK_TOKEN"
    | "XENDIT_WEBHOOK_SECRET"
    | "XENDIT_SECRET_KEY"
    | "NODE_ENV"
    | "SANDBOX_OVO_PUSH_SECONDS"
    | "PAYMENT_GATEWAY"
    | "XENDIT_BASE_URL"
  >,
  clock: Clock,
  database: Pick<Database, "db" | "kind">,
): PaymentGateways {
  const base = config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const sandbox = new SandboxGateway({
    clock,
    records: database.kind === "postgres" ? databaseRecords(database.db) : embeddedRecords(database.db),
    // Refunds and disbursements are only ever created outside the caller's transactions, so even the
    // embedded database's single connection can keep them in its tables directly.
    payouts: databasePayouts(database.db, { lock: database.kind === "postgres" }),
    payoutSweepMs: config.NODE_ENV === "test" ? 0 : 10_000,
    callbackToken: config.XENDIT_CALLBACK_TOKEN,
    webhookSecret: config.XENDIT_WEBHOOK_SECRET,
    secretKey: config.XENDIT_SECRET_KEY,
    simulatorUrl: (externalId) => `${base}/sandbox/pay/${encodeURIComponent(externalId)}`,
    retryBaseMs: config.NODE_ENV === "test" ? 20 : 1_000,
    ovoPushSeconds: config.SANDBOX_OVO_PUSH_SECONDS,
  });
  const client =
    config.PAYMENT_GATEWAY === "xendit"
      ? new XenditHttpGateway({
          baseUrl: config.XENDIT_BASE_URL ?? `${base}${SANDBOX_BASE_PATH}`,
          secretKey: sandbox.secretKey,
          callbackToken: config.XENDIT_CALLBACK_TOKEN,
          webhookSecret: config.XENDIT_WEBHOOK_SECRET,
          clock,
        })
      : sandbox;
  return { sandbox, client };
}
