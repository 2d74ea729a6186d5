import type { FastifyInstance } from "fastify";
import { paymentSandboxEnabled } from "../../config/env.ts";
import { injectIntoApp } from "../../http/inject-into-app.ts";
import type { AppServices } from "../../services.ts";
import { registerSandboxRoutes } from "../sandbox-gateway/routes.ts";
import { paymentsDeps } from "./deps.ts";
import { paymentsRuntime } from "./runtime.ts";
import { registerWebhookReceiver } from "./webhook-plugin.ts";

/**
 * The payments endpoints that are not `/api/v1` JSON routes: the webhook receiver (raw body) and, outside
 * production, the sandbox provider's endpoints. Also connects the sandbox's callbacks to the receiver:
 * over HTTP when PAYMENT_CALLBACK_URL is set, else in-process through the app's router (works offline
 * and in tests, and still goes through the whole HTTP pipeline). Call before `app.ready()`/`listen()`.
 */
export async function registerPaymentsHttp(
  app: FastifyInstance,
  services: Pick<AppServices, "db" | "config" | "clock">,
): Promise<void> {
  const deps = paymentsDeps(services);
  const { gateway } = paymentsRuntime(services);
  await registerWebhookReceiver(app, deps);
  if (paymentSandboxEnabled(services.config)) await registerSandboxRoutes(app, gateway);
  const callbackUrl = services.config.PAYMENT_CALLBACK_URL?.replace(/\/$/, "");
  gateway.connect(async ({ path, headers, body }) => {
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
  app.addHook("onClose", async () => gateway.close());
}
