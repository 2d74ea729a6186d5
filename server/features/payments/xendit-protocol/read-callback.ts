import { z } from "zod";
import type { CallbackKind, VerifiedCallback, VerifiedPayoutCallback } from "../gateway.ts";

/**
 * Reads an authenticated Xendit callback of one product into our neutral shape. Parsing is lenient
 * about extra fields (providers add them) and strict about the ones we act on. Null: unreadable.
 */
const money = z.number().int().nonnegative().max(1_000_000_000_000);
const externalId = z.string().min(1).max(200);
const time = z.string().max(64).optional();

const fvaPaid = z.object({
  payment_id: z.string().min(1).max(200),
  external_id: externalId,
  amount: money,
  currency: z.string().max(8).optional(),
  transaction_timestamp: time,
});
const fvaStatus = z.object({ external_id: externalId, status: z.enum(["PENDING", "ACTIVE", "INACTIVE"]) });
const qrPayment = z.object({
  event: z.literal("qr.payment"),
  data: z.object({
    id: z.string().min(1).max(200),
    reference_id: externalId,
    amount: money,
    currency: z.string().max(8),
    status: z.string().max(40),
    created: time,
  }),
});
const ewalletCapture = z.object({
  event: z.string().max(60),
  data: z.object({
    id: z.string().min(1).max(200),
    payment_id: z.string().max(200).nullish(),
    reference_id: externalId,
    status: z.enum(["PENDING", "SUCCEEDED", "FAILED", "VOIDED", "REFUNDED"]),
    currency: z.string().max(8),
    charge_amount: money,
    capture_amount: money.nullish(),
    failure_code: z.string().max(100).nullish(),
  }),
});
const retailPaid = z.object({
  payment_id: z.string().min(1).max(200),
  external_id: externalId,
  amount: money,
  status: z.string().max(40),
  transaction_timestamp: time,
});
const paymentCapture = z.object({
  event: z.string().max(60),
  created: time,
  data: z.object({
    payment_id: z.string().min(1).max(200),
    reference_id: externalId,
    status: z.string().max(40),
    amount: money,
    currency: z.string().max(8),
  }),
});

const date = (value: string | undefined | null): Date | null => {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

function result(
  eventId: string,
  raw: unknown,
  fields: {
    externalId: string;
    kind: CallbackKind;
    amount?: number | null;
    currency?: string | null;
    paymentId?: string | null;
    paidAt?: Date | null;
    failureCode?: string | null;
    chargeId?: string;
  },
): VerifiedCallback {
  return {
    eventId,
    externalId: fields.externalId,
    kind: fields.kind,
    amount: fields.amount ?? null,
    currency: fields.currency ?? null,
    paymentId: fields.paymentId ?? null,
    paidAt: fields.paidAt ?? null,
    failureCode: fields.failureCode ?? null,
    ...(fields.chargeId ? { chargeId: fields.chargeId } : {}),
    raw,
  };
}

export function readCallback(product: string, eventId: string, raw: unknown): VerifiedCallback | null {
  switch (product) {
    case "fva": {
      const paid = fvaPaid.safeParse(raw);
      if (paid.success)
        return result(eventId, raw, {
          externalId: paid.data.external_id,
          kind: "paid",
          amount: paid.data.amount,
          // FVA is IDR-only; Xendit's older payloads leave the field out.
          currency: paid.data.currency ?? "IDR",
          paymentId: paid.data.payment_id,
          paidAt: date(paid.data.transaction_timestamp),
        });
      const status = fvaStatus.safeParse(raw);
      if (!status.success) return null;
      return result(eventId, raw, {
        externalId: status.data.external_id,
        kind: status.data.status === "INACTIVE" ? "expired" : "pending",
      });
    }
    case "qr": {
      const parsed = qrPayment.safeParse(raw);
      if (!parsed.success) return null;
      const { data } = parsed.data;
      const paid = data.status === "SUCCEEDED" || data.status === "COMPLETED";
      return result(eventId, raw, {
        externalId: data.reference_id,
        kind: paid ? "paid" : "failed",
        amount: data.amount,
        currency: data.currency,
        paymentId: data.id,
        paidAt: date(data.created),
      });
    }
    case "ewallet": {
      const parsed = ewalletCapture.safeParse(raw);
      if (!parsed.success) return null;
      const { data } = parsed.data;
      const kind: CallbackKind =
        data.status === "SUCCEEDED" ? "paid" : data.status === "PENDING" ? "pending" : "failed";
      return result(eventId, raw, {
        externalId: data.reference_id,
        kind,
        amount: data.capture_amount ?? data.charge_amount,
        currency: data.currency,
        paymentId: data.payment_id ?? data.id,
        failureCode: data.failure_code ?? null,
        chargeId: data.id,
      });
    }
    case "retail": {
      const parsed = retailPaid.safeParse(raw);
      if (!parsed.success) return null;
      const { data } = parsed;
      return result(eventId, raw, {
        externalId: data.external_id,
        kind: data.status === "COMPLETED" ? "paid" : "failed",
        amount: data.amount,
        currency: "IDR",
        paymentId: data.payment_id,
        paidAt: date(data.transaction_timestamp),
      });
    }
    case "card":
    case "paylater":
    case "cashier": {
      const parsed = paymentCapture.safeParse(raw);
      if (!parsed.success) return null;
      const { data } = parsed.data;
      return result(eventId, raw, {
        externalId: data.reference_id,
        kind: data.status === "SUCCEEDED" ? "paid" : "failed",
        amount: data.amount,
        currency: data.currency,
        paymentId: data.payment_id,
        paidAt: date(parsed.data.created),
      });
    }
    default:
      return null;
  }
}

/** Xendit's refund callback (`refund.succeeded` / `refund.failed`, data as the refund object). */
const refundEvent = z.object({
  event: z.enum(["refund.succeeded", "refund.failed"]),
  data: z.object({
    id: z.string().min(1).max(200),
    reference_id: externalId,
    amount: money,
    status: z.enum(["SUCCEEDED", "FAILED"]),
    failure_code: z.string().max(100).nullish(),
  }),
});
/** Xendit's disbursement callback: the disbursement object, COMPLETED or FAILED. */
const disbursementEvent = z.object({
  id: z.string().min(1).max(200),
  external_id: externalId,
  amount: money,
  status: z.enum(["COMPLETED", "FAILED"]),
  failure_code: z.string().max(100).nullish(),
});

export function readPayoutCallback(
  product: string,
  eventId: string,
  raw: unknown,
): VerifiedPayoutCallback | null {
  if (product === "refund") {
    const parsed = refundEvent.safeParse(raw);
    if (!parsed.success) return null;
    const { data } = parsed.data;
    return {
      eventId,
      product,
      referenceId: data.reference_id,
      providerId: data.id,
      state: data.status === "SUCCEEDED" ? "succeeded" : "failed",
      amount: data.amount,
      failureCode: data.failure_code ?? null,
      raw,
    };
  }
  if (product === "disbursement") {
    const parsed = disbursementEvent.safeParse(raw);
    if (!parsed.success) return null;
    const { data } = parsed;
    return {
      eventId,
      product,
      referenceId: data.external_id,
      providerId: data.id,
      state: data.status === "COMPLETED" ? "succeeded" : "failed",
      amount: data.amount,
      failureCode: data.failure_code ?? null,
      raw,
    };
  }
  return null;
}
