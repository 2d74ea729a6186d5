import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  EWALLET_CHANNELS,
  RETAIL_OUTLETS,
  sandboxSimulateAmountSchema,
  sandboxSimulateEwalletSchema,
  sandboxSimulateRetailSchema,
  VA_BANK_CODES,
} from "#shared/contracts/payments.ts";
import type { CreateInstrumentInput, EwalletActions } from "../payments/index.ts";
import { hasApiKey } from "../payments/index.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import { SandboxDuplicateError, type SandboxRecord, type SimulateResult } from "./store.ts";
import { notFound, SIMULATE_REFUSALS, unauthorised, validationError, xenditError } from "./xendit-errors.ts";

/** The QR codes API version the sandbox speaks for create, read, simulate and the callback. */
export const QR_API_VERSION = "2022-07-31";

const amount = z.number().int().positive().max(100_000_000_000);
const externalId = z.string().min(1).max(200);
const date = z.iso.datetime({ offset: true });
const name = z.string().min(1).max(255);
/** Xendit's free-form `metadata` (up to 50 keys of up to 40 characters), returned as sent. */
const metadata = z
  .record(z.string().max(40), z.unknown())
  .refine((value) => Object.keys(value).length <= 50, "at most 50 keys")
  .optional();
/** What the sandbox reads from our own metadata when present: the invoice number (QRIS bill number). */
const ours = z.object({ invoice_number: z.string().max(64).optional(), expires_at: date.optional() });

const vaBody = z
  .object({
    external_id: externalId,
    bank_code: z.enum(VA_BANK_CODES),
    name,
    virtual_account_number: z
      .string()
      .regex(/^[0-9]{6,24}$/)
      .optional(),
    is_closed: z.boolean().optional(),
    is_single_use: z.boolean().optional(),
    expected_amount: amount.optional(),
    suggested_amount: amount.optional(),
    expiration_date: date.optional(),
    description: z.string().max(1000).optional(),
    currency: z.literal("IDR").optional(),
  })
  .refine((body) => !body.is_closed || body.expected_amount !== undefined, {
    message: "is required when is_closed is true",
    path: ["expected_amount"],
  });
const vaUpdate = z
  .object({
    expected_amount: amount.optional(),
    suggested_amount: amount.optional(),
    expiration_date: date.optional(),
    is_single_use: z.boolean().optional(),
    description: z.string().max(1000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "nothing to update", path: [] });
const qrBody = z.object({
  reference_id: externalId,
  type: z.literal("DYNAMIC"),
  currency: z.literal("IDR"),
  amount,
  expires_at: date.optional(),
  channel_code: z.string().max(40).optional(),
  metadata,
});
const ewalletBody = z.object({
  reference_id: externalId,
  currency: z.literal("IDR"),
  amount,
  checkout_method: z.literal("ONE_TIME_PAYMENT"),
  channel_code: z.enum(EWALLET_CHANNELS),
  channel_properties: z
    .object({ mobile_number: z.string().max(20).optional() })
    .loose()
    .optional(),
  metadata,
});
const retailBody = z.object({
  external_id: externalId,
  retail_outlet_name: z.enum(RETAIL_OUTLETS),
  name,
  expected_amount: amount,
  expiration_date: date.optional(),
  is_single_use: z.boolean().optional(),
  description: z.string().max(1000).optional(),
});
const retailUpdate = z
  .object({ expected_amount: amount.optional(), expiration_date: date.optional(), name: name.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: "nothing to update", path: [] });
const cardBody = z.object({
  external_id: externalId,
  token_id: z.string().min(1).max(100),
  amount,
  metadata,
});
/** Pay-later and pay-at-cashier: Xendit publishes no shape for these, so this one is the sandbox's own. */
const otherBody = z.object({
  external_id: externalId,
  kind: z.enum(["paylater", "cashier"]),
  amount,
  name,
  expiration_date: date,
});

const OWNER_ID = "sandbox-owner-000000000001";
/** Xendit's default expiry of a fixed VA or payment code created without one: decades ahead. */
const FAR_EXPIRY_MS = 31 * 365 * 24 * 3600 * 1000;

const iso = (at: Date) => at.toISOString();
const ourMetadata = (value: Record<string, unknown> | undefined) => {
  const parsed = ours.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
};

/**
 * Sandbox extension on every read: the payment, if any (Xendit reports VA and retail payments through
 * separate payment endpoints; one field keeps the adapter's reconciliation a single GET).
 */
function payment(record: SandboxRecord) {
  return record.payment
    ? {
        id: record.payment.id,
        amount: record.payment.amount,
        currency: "IDR",
        paid_at: iso(record.payment.at),
      }
    : null;
}

const openStatus = (record: SandboxRecord) => (record.status === "PENDING" ? "ACTIVE" : "INACTIVE");

function vaView(record: SandboxRecord) {
  return {
    id: record.providerId,
    owner_id: OWNER_ID,
    external_id: record.externalId,
    bank_code: record.bankCode,
    merchant_code: record.accountNumber?.slice(0, 5) ?? "",
    name: record.customerName,
    account_number: record.accountNumber,
    is_closed: record.closed,
    is_single_use: record.singleUse,
    ...(record.closed ? { expected_amount: record.amount } : {}),
    expiration_date: iso(record.expiresAt),
    currency: "IDR",
    status: openStatus(record),
    payment: payment(record),
  };
}

function qrView(record: SandboxRecord) {
  return {
    id: record.providerId,
    reference_id: record.externalId,
    business_id: OWNER_ID,
    type: "DYNAMIC",
    currency: "IDR",
    amount: record.amount,
    channel_code: "ID_DANA",
    status: openStatus(record),
    qr_string: record.qrString,
    expires_at: iso(record.expiresAt),
    metadata: record.metadata,
    payment: payment(record),
  };
}

function qrPayment(record: SandboxRecord) {
  if (!record.payment) return null;
  return {
    id: record.payment.id,
    business_id: OWNER_ID,
    currency: "IDR",
    amount: record.payment.amount,
    status: "SUCCEEDED",
    created: iso(record.payment.at),
    qr_id: record.providerId,
    qr_string: record.qrString,
    reference_id: record.externalId,
    type: "DYNAMIC",
    channel_code: "ID_DANA",
    expires_at: iso(record.expiresAt),
    metadata: record.metadata,
  };
}

function ewalletView(record: SandboxRecord, actions: EwalletActions) {
  const charge = record.charge;
  return {
    id: charge?.id ?? record.providerId,
    business_id: OWNER_ID,
    reference_id: record.externalId,
    status: charge?.status ?? "FAILED",
    currency: "IDR",
    charge_amount: record.amount,
    capture_amount: record.payment?.amount ?? null,
    checkout_method: "ONE_TIME_PAYMENT",
    channel_code: record.channel,
    channel_properties: record.channelProperties,
    is_redirect_required: actions.mobileWeb !== null,
    actions: {
      desktop_web_checkout_url: actions.desktopWeb,
      mobile_web_checkout_url: actions.mobileWeb,
      mobile_deeplink_checkout_url: actions.mobileDeeplink,
      qr_checkout_string: null,
    },
    failure_code: charge?.failureCode ?? null,
    metadata: record.metadata,
    /** Sandbox extension: until when the push or redirect can be approved (OVO about 55 s). */
    expires_at: charge ? iso(charge.expiresAt) : null,
    payment: payment(record),
  };
}

function retailView(record: SandboxRecord) {
  return {
    id: record.providerId,
    owner_id: OWNER_ID,
    external_id: record.externalId,
    retail_outlet_name: record.retailOutlet,
    prefix: "TEST",
    name: record.customerName,
    payment_code: record.paymentCode,
    expected_amount: record.amount,
    is_single_use: record.singleUse,
    expiration_date: iso(record.expiresAt),
    status: openStatus(record),
    payment: payment(record),
  };
}

function otherView(record: SandboxRecord) {
  // Cards: Xendit's charge says CAPTURED once paid; the sandbox's 3DS step on the simulator does that.
  const status =
    record.status === "PAID" ? "CAPTURED" : record.status === "PENDING" ? "PENDING" : record.status;
  return {
    id: record.providerId,
    external_id: record.externalId,
    kind: record.kind,
    amount: record.amount,
    reference: record.reference,
    expiration_date: iso(record.expiresAt),
    status,
    metadata: record.metadata,
    payment: payment(record),
  };
}

/** Xendit's answer to a simulated payment: COMPLETED, or the refusal with a sentence saying why. */
export function simulated(reply: FastifyReply, result: SimulateResult) {
  if (result.ok) return reply.send({ status: "COMPLETED", message: "Payment has been simulated." });
  const refusal = SIMULATE_REFUSALS[result.errorCode];
  return reply
    .code(refusal.status)
    .send({ status: "REJECTED", error_code: result.errorCode, message: refusal.message });
}

const DUPLICATE: Record<SandboxRecord["kind"], { status: number; code: string; message: string }> = {
  va: {
    status: 400,
    code: "DUPLICATE_CALLBACK_VIRTUAL_ACCOUNT_ERROR",
    message: "A virtual account with this external_id or account number already exists.",
  },
  qris: { status: 409, code: "DUPLICATE_ERROR", message: "A QR code with this reference_id already exists." },
  retail: {
    status: 400,
    code: "DUPLICATE_PAYMENT_CODE_ERROR",
    message: "A payment code with this external_id already exists.",
  },
  ewallet: {
    status: 400,
    code: "DUPLICATE_ERROR",
    message: "A charge with this reference_id has already been paid.",
  },
  card: {
    status: 400,
    code: "DUPLICATE_ERROR",
    message: "A charge with this external_id already exists.",
  },
  paylater: {
    status: 409,
    code: "DUPLICATE_ERROR",
    message: "A payment with this external_id already exists.",
  },
  cashier: {
    status: 409,
    code: "DUPLICATE_ERROR",
    message: "A payment with this external_id already exists.",
  },
};

/**
 * The sandbox's Xendit-shaped endpoints (create, read, update, and Xendit's test-mode simulate
 * endpoints), all behind Xendit's Basic-auth secret key check. They drive the same `SandboxStore` as
 * the in-process gateway, so the simulator and the signed callbacks work whichever of the two created
 * the instrument.
 */
export async function registerInstrumentRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      if (!hasApiKey(request.headers.authorization, sandbox.secretKey)) return unauthorised(reply);
    });

    /** Creates the instrument, or answers Xendit's refusal (duplicate, unknown token, ...). */
    async function create(
      reply: FastifyReply,
      input: CreateInstrumentInput,
      extra: Partial<Pick<SandboxRecord, "metadata" | "closed" | "singleUse" | "channelProperties">> = {},
    ): Promise<SandboxRecord | null> {
      try {
        await sandbox.createInstrument(input);
      } catch (error) {
        if (error instanceof SandboxDuplicateError) {
          const duplicate = DUPLICATE[error.kind];
          xenditError(reply, duplicate.status, duplicate.code, duplicate.message);
        } else if (input.kind === "card")
          xenditError(reply, 400, "INVALID_TOKEN_ID_ERROR", "The token_id is unknown or was not verified.");
        else xenditError(reply, 400, "API_VALIDATION_ERROR", "The request cannot be fulfilled as sent.");
        return null;
      }
      if (Object.keys(extra).length === 0) return (await sandbox.store.get(input.externalId)) ?? null;
      const record = await sandbox.store.amend(input.externalId, (created) => Object.assign(created, extra));
      return record ?? (await sandbox.store.get(input.externalId)) ?? null;
    }

    const byProviderId = async (request: FastifyRequest, kind: SandboxRecord["kind"]) => {
      const { id } = request.params as { id: string };
      const record = await sandbox.store.findByProviderId(id);
      return record?.kind === kind ? record : undefined;
    };

    const expiry = (at: string | undefined, fallbackMs: number) =>
      at ? new Date(at) : new Date(Date.now() + fallbackMs);

    // --- Fixed virtual accounts -----------------------------------------------------------------
    api.post("/callback_virtual_accounts", async (request, reply) => {
      const body = vaBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const closed = body.data.is_closed ?? false;
      const record = await create(
        reply,
        {
          externalId: body.data.external_id,
          invoiceNumber: body.data.external_id,
          kind: "va",
          amount: body.data.expected_amount ?? body.data.suggested_amount ?? 0,
          expiresAt: expiry(body.data.expiration_date, FAR_EXPIRY_MS),
          customerName: body.data.name,
          vaBank: body.data.bank_code,
          // Xendit picks a number (merchant code + digits) when none is asked for.
          vaNumber: body.data.virtual_account_number ?? `88089${randomDigits(9)}`,
        },
        { closed, singleUse: body.data.is_single_use ?? false },
      );
      return record ? reply.send(vaView(record)) : reply;
    });

    api.get("/callback_virtual_accounts/:id", async (request, reply) => {
      const record = await byProviderId(request, "va");
      return record
        ? reply.send(vaView(record))
        : notFound(reply, "CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR", "Virtual account");
    });

    // Xendit's update: a new expected amount, and/or an expiry (now or earlier closes the VA).
    api.patch("/callback_virtual_accounts/:id", async (request, reply) => {
      const body = vaUpdate.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await byProviderId(request, "va");
      if (!record) return notFound(reply, "CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR", "Virtual account");
      if (record.status !== "PENDING")
        return xenditError(
          reply,
          400,
          "VIRTUAL_ACCOUNT_NOT_ACTIVE_ERROR",
          "The virtual account is paid or expired and can no longer be updated.",
        );
      const newAmount = body.data.expected_amount ?? body.data.suggested_amount;
      const at = body.data.expiration_date ? new Date(body.data.expiration_date) : null;
      const amended =
        (await sandbox.store.amend(record.externalId, (open) => {
          if (newAmount !== undefined) open.amount = newAmount;
          if (body.data.is_single_use !== undefined) open.singleUse = body.data.is_single_use;
          if (at && at.getTime() > Date.now()) open.expiresAt = at;
        })) ?? record;
      if (at && at.getTime() <= Date.now()) {
        await sandbox.expire(record.externalId);
        amended.status = "EXPIRED";
      }
      return reply.send(vaView(amended));
    });

    api.post(
      "/callback_virtual_accounts/external_id=:externalId/simulate_payment",
      async (request, reply) => {
        const body = sandboxSimulateAmountSchema.safeParse(request.body ?? {});
        if (!body.success) return validationError(reply, body.error);
        const { externalId: id } = request.params as { externalId: string };
        return simulated(reply, await sandbox.pay(id, { amount: body.data.amount, kind: "va" }));
      },
    );

    // --- QR codes (API version 2022-07-31 throughout: create, read, simulate, callback) ----------
    api.post("/qr_codes", async (request, reply) => {
      if (request.headers["api-version"] !== QR_API_VERSION)
        return xenditError(
          reply,
          400,
          "API_VALIDATION_ERROR",
          `This sandbox offers the QR codes API version ${QR_API_VERSION} only: send the header "api-version: ${QR_API_VERSION}".`,
        );
      const body = qrBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const own = ourMetadata(body.data.metadata);
      const record = await create(
        reply,
        {
          externalId: body.data.reference_id,
          invoiceNumber: own.invoice_number ?? body.data.reference_id.slice(0, 25),
          kind: "qris",
          amount: body.data.amount,
          // Xendit's dynamic QR lasts 48 hours unless told otherwise.
          expiresAt: expiry(body.data.expires_at, 48 * 3600 * 1000),
          customerName: "",
        },
        { metadata: body.data.metadata ?? null },
      );
      return record ? reply.send(qrView(record)) : reply;
    });

    // Xendit has no GET /qr_codes/payments in this version: answer as for any unknown path.
    api.get("/qr_codes/payments", async (_request, reply) =>
      notFound(reply, "NOT_FOUND", "The requested resource was"),
    );

    api.get("/qr_codes/:id", async (request, reply) => {
      const record = await byProviderId(request, "qris");
      return record ? reply.send(qrView(record)) : notFound(reply, "DATA_NOT_FOUND", "QR code");
    });

    api.get("/qr_codes/:id/payments", async (request, reply) => {
      const record = await byProviderId(request, "qris");
      if (!record) return notFound(reply, "DATA_NOT_FOUND", "QR code");
      const paid = qrPayment(record);
      return reply.send({ data: paid ? [paid] : [], has_more: false });
    });

    api.post("/qr_codes/:id/payments/simulate", async (request, reply) => {
      const body = sandboxSimulateAmountSchema.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await byProviderId(request, "qris");
      if (!record) return notFound(reply, "DATA_NOT_FOUND", "QR code");
      const result = await sandbox.pay(record.externalId, { amount: body.data.amount, kind: "qris" });
      if (!result.ok) return simulated(reply, result);
      return reply.send(qrPayment(result.record));
    });

    // --- E-wallet charges -------------------------------------------------------------------------
    api.post("/ewallets/charges", async (request, reply) => {
      const body = ewalletBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const own = ourMetadata(body.data.metadata);
      const record = await create(
        reply,
        {
          externalId: body.data.reference_id,
          invoiceNumber: own.invoice_number ?? body.data.reference_id,
          kind: "ewallet",
          amount: body.data.amount,
          expiresAt: expiry(own.expires_at, 30 * 60_000),
          customerName: "",
          ewalletChannel: body.data.channel_code,
          phone: body.data.channel_properties?.mobile_number,
        },
        { metadata: body.data.metadata ?? null, channelProperties: body.data.channel_properties ?? null },
      );
      return record ? reply.send(ewalletView(record, sandbox.store.ewalletActions(record))) : reply;
    });

    api.get("/ewallets/charges/:id", async (request, reply) => {
      const record = await sandbox.store.findByChargeId((request.params as { id: string }).id);
      return record
        ? reply.send(ewalletView(record, sandbox.store.ewalletActions(record)))
        : notFound(reply, "DATA_NOT_FOUND", "E-wallet charge");
    });

    api.post("/ewallets/charges/:chargeId/simulate", async (request, reply) => {
      const body = sandboxSimulateEwalletSchema.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await sandbox.store.findByChargeId((request.params as { chargeId: string }).chargeId);
      if (!record) return notFound(reply, "DATA_NOT_FOUND", "E-wallet charge");
      if (body.data.status === "FAILED")
        return (await sandbox.rejectEwallet(record.externalId))
          ? reply.send({ status: "FAILED", message: "The charge has been declined." })
          : simulated(reply, { ok: false, errorCode: record.status === "PAID" ? "ALREADY_PAID" : "EXPIRED" });
      return simulated(reply, await sandbox.pay(record.externalId, { kind: "ewallet" }));
    });

    // --- Retail outlets (fixed payment codes) ---------------------------------------------------
    api.post("/fixed_payment_code", async (request, reply) => {
      const body = retailBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await create(
        reply,
        {
          externalId: body.data.external_id,
          invoiceNumber: body.data.external_id,
          kind: "retail",
          amount: body.data.expected_amount,
          expiresAt: expiry(body.data.expiration_date, FAR_EXPIRY_MS),
          customerName: body.data.name,
          retailOutlet: body.data.retail_outlet_name,
        },
        { singleUse: body.data.is_single_use ?? false },
      );
      return record ? reply.send(retailView(record)) : reply;
    });

    api.get("/fixed_payment_code/:id", async (request, reply) => {
      const record = await byProviderId(request, "retail");
      return record ? reply.send(retailView(record)) : notFound(reply, "DATA_NOT_FOUND", "Payment code");
    });

    api.patch("/fixed_payment_code/:id", async (request, reply) => {
      const body = retailUpdate.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await byProviderId(request, "retail");
      if (!record) return notFound(reply, "DATA_NOT_FOUND", "Payment code");
      if (record.status !== "PENDING")
        return xenditError(
          reply,
          400,
          "INACTIVE_FIXED_PAYMENT_CODE_ERROR",
          "The payment code is paid or expired and can no longer be updated.",
        );
      const at = body.data.expiration_date ? new Date(body.data.expiration_date) : null;
      const amended =
        (await sandbox.store.amend(record.externalId, (open) => {
          if (body.data.expected_amount !== undefined) open.amount = body.data.expected_amount;
          if (body.data.name) open.customerName = body.data.name;
          if (at && at.getTime() > Date.now()) open.expiresAt = at;
        })) ?? record;
      if (at && at.getTime() <= Date.now()) {
        await sandbox.expire(record.externalId);
        amended.status = "EXPIRED";
      }
      return reply.send(retailView(amended));
    });

    api.post("/fixed_payment_code/simulate_payment", async (request, reply) => {
      const body = sandboxSimulateRetailSchema.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      return simulated(
        reply,
        await sandbox.payRetail(
          body.data.retail_outlet_name,
          body.data.payment_code,
          body.data.transfer_amount,
        ),
      );
    });

    // --- Cards ----------------------------------------------------------------------------------
    api.post("/credit_card_charges", async (request, reply) => {
      const body = cardBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const own = ourMetadata(body.data.metadata);
      const record = await create(
        reply,
        {
          externalId: body.data.external_id,
          invoiceNumber: own.invoice_number ?? body.data.external_id,
          kind: "card",
          amount: body.data.amount,
          expiresAt: expiry(own.expires_at, 30 * 60_000),
          customerName: "",
          cardToken: body.data.token_id,
        },
        { metadata: body.data.metadata ?? null },
      );
      return record ? reply.send(otherView(record)) : reply;
    });

    api.get("/credit_card_charges/:id", async (request, reply) => {
      const record = await byProviderId(request, "card");
      return record
        ? reply.send(otherView(record))
        : notFound(reply, "CREDIT_CARD_CHARGE_NOT_FOUND_ERROR", "Card charge");
    });

    // Sandbox-only: what a token stands for (brand, last 4), which Xendit tells us in the token response.
    api.get("/credit_card_tokens/:id", async (request, reply) => {
      const card = await sandbox.describeCardToken((request.params as { id: string }).id);
      if (!card) return notFound(reply, "TOKEN_NOT_FOUND_ERROR", "Card token");
      return reply.send({ id: (request.params as { id: string }).id, status: "VERIFIED", card_info: card });
    });

    // --- Sandbox-only, minimal: pay-later and pay-at-cashier have no public Xendit shape to mirror --
    api.post("/sandbox_payments", async (request, reply) => {
      const body = otherBody.safeParse(request.body ?? {});
      if (!body.success) return validationError(reply, body.error);
      const record = await create(reply, {
        externalId: body.data.external_id,
        invoiceNumber: body.data.external_id,
        kind: body.data.kind,
        amount: body.data.amount,
        expiresAt: new Date(body.data.expiration_date),
        customerName: body.data.name,
      });
      return record ? reply.send(otherView(record)) : reply;
    });

    api.get("/sandbox_payments/:id", async (request, reply) => {
      const record = await sandbox.store.get((request.params as { id: string }).id);
      const other = record?.kind === "paylater" || record?.kind === "cashier";
      return record && other ? reply.send(otherView(record)) : notFound(reply, "DATA_NOT_FOUND", "Payment");
    });

    // Expiry of the instruments Xendit has no update for (QR codes, charges, pay-later, cashier).
    api.post("/sandbox_payments/:id/expire", async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!(await sandbox.store.get(id))) return notFound(reply, "DATA_NOT_FOUND", "Payment");
      await sandbox.expire(id);
      return reply.send({ external_id: id, status: "EXPIRED" });
    });
  });
}

function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join("");
}
