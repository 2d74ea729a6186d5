import { SANDBOX_BASE_PATH } from "#shared/contracts/payments.ts";
import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import { SandboxGateway } from "../sandbox-gateway/sandbox-gateway.ts";
import type { PaymentGateway } from "./gateway.ts";
import { XenditHttpGateway } from "./xendit-http-gateway.ts";

export interface PaymentsRuntime {
  /** The built-in provider: its endpoints, simulator and callbacks (outside production). */
  gateway: SandboxGateway;
  /** What the payments use cases call: the sandbox in-process, or Xendit over HTTP (`PAYMENT_GATEWAY`). */
  client: PaymentGateway;
}

// One runtime per database handle, i.e. per app instance (tests build several apps in one process).
// Keyed weakly so a closed app's sandbox state goes with it; no request state lives here.
const runtimes = new WeakMap<Db, PaymentsRuntime>();

/**
 * The gateway the payments feature talks to, shared by the API routes, the webhook receiver, the jobs
 * and the sandbox endpoints of the same app. `PAYMENT_GATEWAY=xendit` talks HTTP to `XENDIT_BASE_URL`
 * (which may be this server's own sandbox mirror, outside production); the default is in-process.
 */
export function paymentsRuntime(services: Pick<AppServices, "db" | "config" | "clock">): PaymentsRuntime {
  const found = runtimes.get(services.db);
  if (found) return found;
  const { config } = services;
  const base = config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const sandbox = new SandboxGateway({
    clock: services.clock,
    callbackToken: config.XENDIT_CALLBACK_TOKEN,
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
          clock: services.clock,
        })
      : sandbox;
  const runtime: PaymentsRuntime = { gateway: sandbox, client };
  runtimes.set(services.db, runtime);
  return runtime;
}
