import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { VA_BANK_CODES } from "#shared/contracts/payments.ts";
import { hasApiKey } from "../payments/index.ts";
import { payoutBody } from "./payouts.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import { notFound, unauthorised, validationError, xenditError } from "./xendit-errors.ts";

const amount = z.number().int().positive().max(100_000_000_000);
const reference = z.string().min(1).max(200);
const refundBody = z.object({
  reference_id: reference,
  invoice_id: z.string().max(200).optional(),
  payment_request_id: z.string().max(200).optional(),
  amount,
  currency: z.literal("IDR").optional(),
  reason: z.enum(["FRAUDULENT", "DUPLICATE", "REQUESTED_BY_CUSTOMER", "CANCELLATION", "OTHERS"]),
  metadata: z
    .object({ external_id: z.string().max(200).optional() })
    .passthrough()
    .optional(),
});
const disbursementBody = z.object({
  external_id: reference,
  amount,
  bank_code: z.enum(VA_BANK_CODES),
  account_holder_name: z.string().min(1).max(255),
  account_number: z.string().regex(/^[0-9]{5,20}$/),
  description: z.string().max(1000).optional(),
});

/**
 * Xendit's refunds (`POST /refunds`, `GET /refunds/{id}`) and disbursements (`POST /disbursements`,
 * `GET /disbursements/{id}`) on the sandbox's mirror, with Basic-auth key, error bodies and idempotency
 * by reference as Xendit has them; each settles with a signed callback like a payment's.
 */
export async function registerPayoutRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      if (!hasApiKey(request.headers.authorization, sandbox.secretKey)) return unauthorised(reply);
    });

    api.post("/refunds", async (request, reply) => {
      const parsed = refundBody.safeParse(request.body ?? {});
      if (!parsed.success) return validationError(reply, parsed.error);
      const body = parsed.data;
      const byInvoice = body.invoice_id ? await sandbox.store.findByProviderId(body.invoice_id) : undefined;
      const externalId = body.metadata?.external_id ?? byInvoice?.externalId;
      if (!externalId) return notFound(reply, "DATA_NOT_FOUND", "Payment");
      const payout = await sandbox.payouts.refund({
        referenceId: body.reference_id,
        externalId,
        paymentId: body.payment_request_id ?? null,
        invoiceId: body.invoice_id ?? null,
        amount: body.amount,
        reason: body.reason === "CANCELLATION" ? "CANCELLATION" : "REQUESTED_BY_CUSTOMER",
      });
      if ("errorCode" in payout) return xenditError(reply, payout.status, payout.errorCode, payout.message);
      return reply.send(payoutBody(payout));
    });

    api.get("/refunds/:id", async (request, reply) => {
      const payout = await sandbox.payouts.get("refund", (request.params as { id: string }).id);
      return payout ? reply.send(payoutBody(payout)) : notFound(reply, "DATA_NOT_FOUND", "Refund");
    });

    api.post("/disbursements", async (request, reply) => {
      const parsed = disbursementBody.safeParse(request.body ?? {});
      if (!parsed.success) return validationError(reply, parsed.error);
      const body = parsed.data;
      const payout = await sandbox.payouts.disburse({
        referenceId: body.external_id,
        amount: body.amount,
        bankCode: body.bank_code,
        accountNumber: body.account_number,
        accountHolderName: body.account_holder_name,
        description: body.description ?? "",
      });
      return reply.send(payoutBody(payout));
    });

    api.get("/disbursements/:id", async (request, reply) => {
      const payout = await sandbox.payouts.get("disbursement", (request.params as { id: string }).id);
      return payout ? reply.send(payoutBody(payout)) : notFound(reply, "DATA_NOT_FOUND", "Disbursement");
    });
  });
}
