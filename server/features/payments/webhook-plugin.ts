import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { readBody } from "../../http/body-limits.ts";
import { successEnvelope } from "../../http/envelope.ts";
import { assertStorableText } from "../../http/invalid-text.ts";
import type { AppMetrics } from "../../metrics/app-metrics.ts";
import { applyCallback } from "./apply-callback.ts";
import type { PaymentsDeps } from "./deps.ts";
import { paymentError } from "./errors.ts";
import type { VerifiedPayoutCallback } from "./gateway.ts";

export const WEBHOOK_PREFIX = "/api/v1/webhooks/xendit";
const productSchema = z.enum(["fva", "qr", "ewallet", "retail", "card", "paylater", "cashier"]);
/** Callbacks about money going back (refunds to source, disbursements), handled by the refunds feature. */
const payoutProductSchema = z.enum(["refund", "disbursement"]);

/** Applies an authentic refund or disbursement callback; answers what it did (for the log). */
export type PayoutCallbackHandler = (
  event: VerifiedPayoutCallback,
  log: FastifyBaseLogger,
) => Promise<string>;

/**
 * The provider's callbacks: `POST /api/v1/webhooks/xendit/{product}`. The static token is checked in
 * constant time from the headers alone, before the body is even read; the body is kept as raw bytes
 * so the signature covers exactly what was sent, and JSON is parsed only after it verified. Answers
 * 2xx for anything authentic (also duplicates and unknown ids, so the provider stops retrying), 401
 * for anything forged, with nothing written. Every callback is counted (ADR 0135): refused ones by
 * reason, authentic ones by what applying them did.
 */
export async function registerWebhookReceiver(
  app: FastifyInstance,
  deps: PaymentsDeps,
  counts: Pick<AppMetrics, "callbackApplied" | "callbackRejected">,
  onPayoutCallback?: PayoutCallbackHandler,
): Promise<void> {
  await app.register(
    async (hooks) => {
      hooks.removeAllContentTypeParsers();
      // Within the app's body limit, like every route (an over-limit callback gets its 413, not a reset).
      hooks.addContentTypeParser("*", (request, payload, done) => readBody(request, payload, done));
      hooks.addHook("onRequest", async (request) => {
        if (!deps.gateway.hasValidToken(request.headers)) {
          counts.callbackRejected("token");
          throw paymentError.callbackRefused();
        }
      });
      hooks.post("/:product", async (request, reply) => {
        const named = (request.params as { product?: unknown }).product;
        const payout = payoutProductSchema.safeParse(named);
        if (payout.success && onPayoutCallback) {
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const event = deps.gateway.verifyPayoutCallback({
            product: payout.data,
            headers: request.headers,
            rawBody,
            now: deps.clock.now(),
          });
          if (!event) {
            counts.callbackRejected("signature");
            throw paymentError.callbackRefused();
          }
          assertStorableText(event.raw, "body");
          const outcome = await onPayoutCallback(event, request.log);
          request.log.info({ reference: event.referenceId, state: event.state, outcome }, "payout callback");
          return reply.code(200).send(successEnvelope({ outcome }, request.t("payments.messages.received")));
        }
        const product = productSchema.safeParse(named);
        if (!product.success) {
          counts.callbackRejected("product");
          throw new AppError("route_not_found");
        }
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = deps.gateway.verifyCallback({
          product: product.data,
          headers: request.headers,
          rawBody,
          now: deps.clock.now(),
        });
        if (!event) {
          counts.callbackRejected("signature");
          throw paymentError.callbackRefused();
        }
        // Authentic but unstorable (NUL in an id): a 400 the provider does not retry, never a 500.
        try {
          assertStorableText(event.raw, "body");
        } catch (error) {
          counts.callbackRejected("body");
          throw error;
        }
        let outcome: Awaited<ReturnType<typeof applyCallback>>;
        try {
          outcome = await applyCallback(deps, event, { log: request.log });
        } catch (error) {
          counts.callbackApplied("error");
          throw error;
        }
        counts.callbackApplied(outcome);
        request.log.info({ externalId: event.externalId, kind: event.kind, outcome }, "payment callback");
        return reply.code(200).send(successEnvelope({ outcome }, request.t("payments.messages.received")));
      });
    },
    { prefix: WEBHOOK_PREFIX },
  );
}
