import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import {
  SANDBOX_BASE_PATH,
  sandboxCardTokenRequestSchema,
  sandboxScanQrisSchema,
  sandboxSimulateAmountSchema,
  sandboxSimulateEwalletSchema,
  sandboxSimulateRetailSchema,
} from "#shared/contracts/payments.ts";
import { parseQris } from "#shared/payments/qris.ts";
import { registerInstrumentRoutes } from "./instrument-routes.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import type { SimulateResult } from "./store.ts";

/** Xendit-style error body (`error_code`, `message`): machine codes for the simulator, not buyer text. */
function fail(reply: FastifyReply, status: number, errorCode: string) {
  return reply.code(status).send({ error_code: errorCode, message: errorCode });
}

function parse<T>(schema: z.ZodType<T>, input: unknown): T | null {
  const parsed = schema.safeParse(input ?? {});
  return parsed.success ? parsed.data : null;
}

function simulated(reply: FastifyReply, result: SimulateResult) {
  if (result.ok) return reply.send({ status: "COMPLETED", error_code: null });
  const status = result.errorCode === "NOT_FOUND" ? 404 : 422;
  return reply.code(status).send({ status: "REJECTED", error_code: result.errorCode });
}

/**
 * The sandbox provider's HTTP side, outside /api/v1 and never in production: the simulate endpoints
 * with Xendit's paths and field names, the browser's card tokenizer, and the simulator page's reads.
 * Plain JSON like Xendit (no envelope).
 */
export async function registerSandboxRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  await app.register(
    async (api) => {
      api.addHook("onSend", async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        return payload;
      });

      // Browser -> sandbox (Xendit.js createToken): the card number stops here; we only see the token.
      api.post("/credit_card_tokens", async (request, reply) => {
        const body = parse(sandboxCardTokenRequestSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        const token = sandbox.store.tokenize({
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

      api.get("/simulator/:externalId", async (request, reply) => {
        const view = sandbox.store.view((request.params as { externalId: string }).externalId);
        return view ? reply.send(view) : fail(reply, 404, "NOT_FOUND");
      });

      // One action for every instrument (VA, QRIS, retail, OVO approve, card 3DS, paylater, cashier).
      api.post("/simulator/:externalId/pay", async (request, reply) => {
        const body = parse(sandboxSimulateAmountSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        return simulated(
          reply,
          sandbox.pay((request.params as { externalId: string }).externalId, { amount: body.amount }),
        );
      });

      api.post("/simulator/:externalId/reject", async (request, reply) => {
        const ok = sandbox.rejectEwallet((request.params as { externalId: string }).externalId);
        return ok ? reply.send({ status: "FAILED", error_code: null }) : fail(reply, 422, "NOT_PENDING");
      });

      // "Scan" a QRIS string: it must parse as EMVCo TLV with a valid CRC, like a real app would insist.
      api.post("/simulator/scan-qris", async (request, reply) => {
        const body = parse(sandboxScanQrisSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        const qris = parseQris(body.qr_string);
        if (!qris?.dynamic || qris.amount === null) return fail(reply, 422, "INVALID_QR_CODE");
        const record = sandbox.store.findByQrString(body.qr_string);
        if (!record) return fail(reply, 404, "NOT_FOUND");
        return simulated(reply, sandbox.pay(record.externalId, { amount: qris.amount, kind: "qris" }));
      });

      // Xendit's test-mode simulate endpoints, same paths and bodies.
      api.post(
        "/callback_virtual_accounts/external_id=:externalId/simulate_payment",
        async (request, reply) => {
          const body = parse(sandboxSimulateAmountSchema, request.body);
          if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
          const { externalId } = request.params as { externalId: string };
          return simulated(reply, sandbox.pay(externalId, { amount: body.amount, kind: "va" }));
        },
      );

      api.post("/qr_codes/:externalId/payments/simulate", async (request, reply) => {
        const body = parse(sandboxSimulateAmountSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        const { externalId } = request.params as { externalId: string };
        return simulated(reply, sandbox.pay(externalId, { amount: body.amount, kind: "qris" }));
      });

      api.post("/fixed_payment_code/simulate_payment", async (request, reply) => {
        const body = parse(sandboxSimulateRetailSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        return simulated(
          reply,
          sandbox.payRetail(body.retail_outlet_name, body.payment_code, body.transfer_amount),
        );
      });

      api.post("/ewallets/charges/:chargeId/simulate", async (request, reply) => {
        const body = parse(sandboxSimulateEwalletSchema, request.body);
        if (!body) return fail(reply, 400, "API_VALIDATION_ERROR");
        const record = sandbox.store.findByChargeId((request.params as { chargeId: string }).chargeId);
        if (!record) return fail(reply, 404, "NOT_FOUND");
        if (body.status === "FAILED")
          return sandbox.rejectEwallet(record.externalId)
            ? reply.send({ status: "FAILED", error_code: null })
            : fail(reply, 422, "NOT_PENDING");
        return simulated(reply, sandbox.pay(record.externalId, { kind: "ewallet" }));
      });

      await registerInstrumentRoutes(api, sandbox);
    },
    { prefix: SANDBOX_BASE_PATH },
  );
}
