import type { Db } from "../../db/client.ts";
import type { AppServices } from "../../services.ts";
import { SandboxGateway } from "../sandbox-gateway/sandbox-gateway.ts";

export interface PaymentsRuntime {
  gateway: SandboxGateway;
}

// One runtime per database handle, i.e. per app instance (tests build several apps in one process).
// Keyed weakly so a closed app's sandbox state goes with it; no request state lives here.
const runtimes = new WeakMap<Db, PaymentsRuntime>();

/**
 * The gateway the payments feature talks to, shared by the API routes, the webhook receiver, the jobs
 * and the sandbox endpoints of the same app. `PAYMENT_GATEWAY` selects it (only the sandbox for now).
 */
export function paymentsRuntime(services: Pick<AppServices, "db" | "config" | "clock">): PaymentsRuntime {
  const found = runtimes.get(services.db);
  if (found) return found;
  const base = services.config.PUBLIC_BASE_URL.replace(/\/$/, "");
  const runtime: PaymentsRuntime = {
    gateway: new SandboxGateway({
      clock: services.clock,
      callbackToken: services.config.XENDIT_CALLBACK_TOKEN,
      simulatorUrl: (externalId) => `${base}/sandbox/pay/${encodeURIComponent(externalId)}`,
      retryBaseMs: services.config.NODE_ENV === "test" ? 20 : 1_000,
      ovoPushSeconds: services.config.SANDBOX_OVO_PUSH_SECONDS,
    }),
  };
  runtimes.set(services.db, runtime);
  return runtime;
}
