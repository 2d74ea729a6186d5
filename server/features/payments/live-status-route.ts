import type { FastifyInstance } from "fastify";
import { EXTERNAL_ID_PATTERN, LIVE_STATUS_PATH } from "#shared/contracts/payments.ts";
import type { AppServices } from "../../services.ts";
import { sseStreams } from "../live-updates/index.ts";
import { requireViewer } from "../sessions/index.ts";
import { isFinalPaymentUpdate, type PaymentStatusUpdate, paymentTopic } from "./announce-status.ts";
import { findWatchableTransaction } from "./data.ts";
import { paymentError } from "./errors.ts";

/**
 * The payment page's live channel: a server-sent-events stream of one transaction's status, for its
 * buyer only (401 signed out, 404 for anyone else's or an unknown id, in the usual envelope). It sends
 * what a reconnecting page missed (`Last-Event-ID`), the state as it is now, then every change any process announces (a paid callback that reached
 * another process, the expiry job, a cancel in another tab), and resumes after `Last-Event-ID`. It
 * ends once the transaction is paid or cancelled. Not in the OpenAPI document: an event stream is not
 * an envelope answer (ADR 0125), like the webhook receiver beside it.
 */
export async function registerLiveStatusRoute(
  app: FastifyInstance,
  services: Pick<AppServices, "config" | "sessions" | "db" | "live"> & Partial<Pick<AppServices, "metrics">>,
): Promise<void> {
  const streams = sseStreams(app, services.metrics?.streams("payment"));
  app.get(`${LIVE_STATUS_PATH}/:externalId`, async (request, reply) => {
    const buyerId = await requireViewer(request, services);
    const { externalId } = request.params as { externalId: string };
    if (!EXTERNAL_ID_PATTERN.test(externalId)) throw paymentError.notFound();
    if (!(await findWatchableTransaction(services.db, buyerId, externalId))) throw paymentError.notFound();
    await streams.stream(request, reply, {
      updates: services.live,
      topic: paymentTopic(externalId),
      event: "status",
      isFinal: isFinalPaymentUpdate,
      snapshot: async (): Promise<PaymentStatusUpdate | null> => {
        const row = await findWatchableTransaction(services.db, buyerId, externalId);
        return row
          ? { status: row.status, needs_refund: row.needsRefund, ewallet_status: row.ewalletStatus }
          : null;
      },
    });
  });
}
