import type { FastifyInstance } from "fastify";
import { type Config, paymentSandboxEnabled } from "../../config/env.ts";
import { injectIntoApp } from "../../http/inject-into-app.ts";
import { registerSandboxRoutes } from "./routes.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import type { SimulatorAccess } from "./simulator-access-type.ts";

/**
 * Mounts the sandbox provider's endpoints (outside production) and connects its callbacks to the
 * webhook receiver: over HTTP when PAYMENT_CALLBACK_URL is set, else in-process through the app's
 * router (works offline and in tests, and still goes through the whole HTTP pipeline). The sandbox is
 * the app's own (built by the composition root) and closes with it. Call before `app.ready()`/`listen()`.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  config: Pick<Config, "NODE_ENV" | "PAYMENT_SANDBOX" | "PAYMENT_CALLBACK_URL">,
  access: SimulatorAccess,
): Promise<void> {
  await sandbox.open();
  if (paymentSandboxEnabled(config)) await registerSandboxRoutes(app, sandbox, access);
  const callbackUrl = config.PAYMENT_CALLBACK_URL?.replace(/\/$/, "");
  sandbox.connect(async ({ path, headers, body }) => {
    if (callbackUrl) {
      const response = await fetch(`${callbackUrl}${path.replace(/^\/api\/v1\/webhooks\/xendit/, "")}`, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      return response.status;
    }
    const response = await injectIntoApp(app, { method: "POST", url: path, headers, payload: body });
    return response.statusCode;
  });
  app.addHook("onClose", async () => sandbox.close());
}
