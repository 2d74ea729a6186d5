import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { successEnvelope } from "../../http/envelope.ts";
import { assertStorableText } from "../../http/invalid-text.ts";
import { applyCallback } from "./apply-callback.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";

export const WEBHOOK_PREFIX = "/api/v1/webhooks/xendit";
const productSchema = z.enum(["fva", "qr", "ewallet", "retail", "card", "paylater", "cashier"]);

/**
 * The provider's callbacks: `POST /api/v1/webhooks/xendit/{product}`. The static token is checked in
 * constant time from the headers alone, before the body is even read; the body is kept as raw bytes
 * so the signature covers exactly what was sent, and JSON is parsed only after it verified. Answers
 * 2xx for anything authentic (also duplicates and unknown ids, so the provider stops retrying), 401
 * for anything forged, with nothing written.
 */
export async function registerWebhookReceiver(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  await app.register(
    async (hooks) => {
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
      hooks.addHook("onRequest", async (request) => {
        if (!deps.gateway.hasValidToken(request.headers)) throw paymentError.callbackRefused();
      });
      hooks.post("/:product", async (request, reply) => {
        const product = productSchema.safeParse((request.params as { product?: unknown }).product);
        if (!product.success) throw new AppError("route_not_found");
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = deps.gateway.verifyCallback({
          product: product.data,
          headers: request.headers,
          rawBody,
          now: deps.clock.now(),
        });
        if (!event) throw paymentError.callbackRefused();
        // Authentic but unstorable (NUL in an id): a 400 the provider does not retry, never a 500.
        assertStorableText(event.raw, "body");
        const outcome = await applyCallback(deps, event, { log: request.log });
        request.log.info({ externalId: event.externalId, kind: event.kind, outcome }, "payment callback");
        return reply.code(200).send(successEnvelope({ outcome }, request.t("payments.messages.received")));
      });
    },
    { prefix: WEBHOOK_PREFIX },
  );
}
