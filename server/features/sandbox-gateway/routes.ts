import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  SANDBOX_BASE_PATH,
  sandboxCardTokenRequestSchema,
  sandboxScanQrisSchema,
  sandboxSimulateAmountSchema,
} from "#shared/contracts/payments.ts";
import { parseQris } from "#shared/payments/qris.ts";
import { registerInstrumentRoutes, simulated } from "./instrument-routes.ts";
import { registerPayoutRoutes } from "./payout-routes.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import type { SimulatorAccess } from "./simulator-access-type.ts";
import { notFound, validationError, xenditError } from "./xendit-errors.ts";

const UNKNOWN_PATH_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The sandbox provider's HTTP side, outside /api/v1 and never in production: Xendit's endpoints (with
 * its paths, field names, Basic-auth key and error bodies), the browser's card tokenizer, and the
 * simulator page's own calls, which act on the signed-in buyer's own orders only. Plain JSON like
 * Xendit (no envelope), also for a path it does not know.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  sandbox: SandboxGateway,
  access: SimulatorAccess,
): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook("onSend", async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        return payload;
      });

      // Browser -> sandbox (Xendit.js createToken): the card number stops here; we only see the token.
      api.post("/credit_card_tokens", async (request, reply) => {
        const parsed = sandboxCardTokenRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) return validationError(reply, parsed.error);
        const body = parsed.data;
        const token = await sandbox.store.tokenize({
          number: body.card_number,
          month: body.card_exp_month,
          year: body.card_exp_year,
        });
        return reply.send({
          id: token.id,
          status: token.failure ? "FAILED" : "VERIFIED",
          masked_card_number: `${body.card_number.slice(0, 6)}${"X".repeat(body.card_number.length - 10)}${token.last4}`,
          card_info: { brand: token.brand, type: "CREDIT" },
          failure_reason: token.failure,
        });
      });

      /** The simulator page's guard: the signed-in buyer's own order, else 401 or 404. */
      async function ownOrder(request: FastifyRequest, reply: FastifyReply, externalId: string) {
        const verdict = await access(request, externalId);
        if (verdict === "allowed") return true;
        if (verdict === "signed_out")
          xenditError(reply, 401, "UNAUTHORIZED", "Sign in as the buyer of this order to use the simulator.");
        else notFound(reply, "NOT_FOUND", "Transaction");
        return false;
      }

      api.get("/simulator/:externalId", async (request, reply) => {
        const { externalId } = request.params as { externalId: string };
        if (!(await ownOrder(request, reply, externalId))) return reply;
        const view = await sandbox.store.view(externalId);
        return view ? reply.send(view) : notFound(reply, "NOT_FOUND", "Transaction");
      });

      // One action for every instrument (VA, QRIS, retail, e-wallet approve, card 3DS, paylater,
      // cashier), paid by the server as the bank, app, issuer or cashier would: at the expected amount
      // unless another is asked for (which a closed VA, a payment code and a QR code refuse).
      api.post("/simulator/:externalId/pay", async (request, reply) => {
        const body = sandboxSimulateAmountSchema.safeParse(request.body ?? {});
        if (!body.success) return validationError(reply, body.error);
        const { externalId } = request.params as { externalId: string };
        if (!(await ownOrder(request, reply, externalId))) return reply;
        return simulated(reply, await sandbox.pay(externalId, { amount: body.data.amount }));
      });

      api.post("/simulator/:externalId/reject", async (request, reply) => {
        const { externalId } = request.params as { externalId: string };
        if (!(await ownOrder(request, reply, externalId))) return reply;
        return (await sandbox.rejectEwallet(externalId))
          ? reply.send({ status: "FAILED", message: "The charge has been declined." })
          : xenditError(reply, 422, "NOT_PENDING", "Only a pending e-wallet charge can be declined.");
      });

      // "Scan" a QRIS string: it must parse as EMVCo TLV with a valid CRC, like a real app would insist.
      api.post("/simulator/scan-qris", async (request, reply) => {
        const body = sandboxScanQrisSchema.safeParse(request.body ?? {});
        if (!body.success) return validationError(reply, body.error);
        const qris = parseQris(body.data.qr_string);
        if (!qris?.dynamic || qris.amount === null)
          return xenditError(
            reply,
            422,
            "INVALID_QR_CODE",
            "The QR string is not a valid dynamic QRIS code.",
          );
        const record = await sandbox.store.findByQrString(body.data.qr_string);
        if (!record) return notFound(reply, "NOT_FOUND", "QR code");
        if (!(await ownOrder(request, reply, record.externalId))) return reply;
        return simulated(reply, await sandbox.pay(record.externalId, { amount: qris.amount, kind: "qris" }));
      });

      await registerInstrumentRoutes(api, sandbox);
      await registerPayoutRoutes(api, sandbox);

      // Any other path answers like Xendit: a JSON 404 with an error code (not the site's HTML page).
      api.route({
        method: [...UNKNOWN_PATH_METHODS],
        url: "/*",
        handler: async (_request, reply) => notFound(reply, "NOT_FOUND", "The requested resource was"),
      });
    },
    { prefix: SANDBOX_BASE_PATH },
  );
}
