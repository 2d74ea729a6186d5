import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { EWALLET_CHANNELS, RETAIL_OUTLETS, VA_BANK_CODES } from "#shared/contracts/payments.ts";
import type { CreateInstrumentInput, EwalletActions } from "../payments/index.ts";
import { hasApiKey } from "../payments/index.ts";
import type { SandboxGateway } from "./sandbox-gateway.ts";
import type { SandboxRecord } from "./store.ts";

const amount = z.number().int().positive().max(100_000_000_000);
const externalId = z.string().min(1).max(200);
const date = z.iso.datetime({ offset: true });
const name = z.string().min(1).max(255);
/** Xendit's free-form `metadata`; the sandbox reads our invoice number and expiry from it when sent. */
const metadata = z
  .object({ invoice_number: z.string().max(64).optional(), expires_at: date.optional() })
  .optional();

const vaBody = z.object({
  external_id: externalId,
  bank_code: z.enum(VA_BANK_CODES),
  name,
  virtual_account_number: z.string().regex(/^[0-9]{6,24}$/),
  is_closed: z.boolean().optional(),
  is_single_use: z.boolean().optional(),
  expected_amount: amount,
  expiration_date: date,
});
const qrBody = z.object({
  external_id: externalId,
  type: z.literal("DYNAMIC"),
  amount,
  callback_url: z.string().max(500).optional(),
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
  expiration_date: date,
  is_single_use: z.boolean().optional(),
});
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
const expireBody = z.object({ expiration_date: date });

function fail(reply: FastifyReply, status: number, errorCode: string) {
  return reply.code(status).send({ error_code: errorCode, message: errorCode });
}

/** HTTP Basic with the secret key as username and an empty password, compared in constant time. */
function authorised(request: FastifyRequest, secretKey: string): boolean {
  return hasApiKey(request.headers.authorization, secretKey);
}

const iso = (at: Date) => at.toISOString();

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
    external_id: record.externalId,
    bank_code: record.bankCode,
    name: record.customerName,
    account_number: record.accountNumber,
    is_closed: true,
    is_single_use: true,
    expected_amount: record.amount,
    expiration_date: iso(record.expiresAt),
    currency: "IDR",
    status: openStatus(record),
    payment: payment(record),
  };
}

function qrView(record: SandboxRecord) {
  return {
    id: record.providerId,
    external_id: record.externalId,
    amount: record.amount,
    qr_string: record.qrString,
    type: "DYNAMIC",
    status: openStatus(record),
    payment: payment(record),
  };
}

function ewalletView(record: SandboxRecord, actions: EwalletActions) {
  const charge = record.charge;
  return {
    id: charge?.id ?? record.providerId,
    reference_id: record.externalId,
    status: charge?.status ?? "FAILED",
    currency: "IDR",
    charge_amount: record.amount,
    capture_amount: record.payment?.amount ?? null,
    checkout_method: "ONE_TIME_PAYMENT",
    channel_code: record.channel,
    is_redirect_required: actions.mobileWeb !== null,
    actions: {
      desktop_web_checkout_url: actions.desktopWeb,
      mobile_web_checkout_url: actions.mobileWeb,
      mobile_deeplink_checkout_url: actions.mobileDeeplink,
      qr_checkout_string: null,
    },
    failure_code: charge?.failureCode ?? null,
    metadata: { expires_at: charge ? iso(charge.expiresAt) : null },
    payment: payment(record),
  };
}

function retailView(record: SandboxRecord) {
  return {
    id: record.providerId,
    external_id: record.externalId,
    retail_outlet_name: record.retailOutlet,
    prefix: "TEST",
    name: record.customerName,
    payment_code: record.paymentCode,
    expected_amount: record.amount,
    is_single_use: true,
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
    payment: payment(record),
  };
}

/**
 * The sandbox's Xendit-shaped instrument endpoints (create, read, expire), behind Xendit's Basic-auth
 * secret key check. They drive the same `SandboxStore` as the in-process gateway, so the simulator and
 * the signed callbacks work whichever of the two created the instrument.
 */
export async function registerInstrumentRoutes(app: FastifyInstance, sandbox: SandboxGateway): Promise<void> {
  await app.register(async (api) => {
    api.addHook("onRequest", async (request, reply) => {
      if (!authorised(request, sandbox.secretKey)) return fail(reply, 401, "INVALID_API_KEY");
    });

    async function create(input: CreateInstrumentInput) {
      try {
        await sandbox.createInstrument(input);
      } catch {
        // Xendit answers a duplicate or unusable request with a 4xx code, never a 500.
        return null;
      }
      return sandbox.store.get(input.externalId) ?? null;
    }

    const byProviderId = (request: FastifyRequest, kind: SandboxRecord["kind"]) => {
      const { id } = request.params as { id: string };
      const record = sandbox.store.findByProviderId(id);
      return record?.kind === kind ? record : undefined;
    };

    const expiry = (at: string | undefined, fallbackMinutes = 30) =>
      at ? new Date(at) : new Date(Date.now() + fallbackMinutes * 60_000);

    api.post("/callback_virtual_accounts", async (request, reply) => {
      const body = vaBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = await create({
        externalId: body.data.external_id,
        invoiceNumber: body.data.external_id,
        kind: "va",
        amount: body.data.expected_amount,
        expiresAt: new Date(body.data.expiration_date),
        customerName: body.data.name,
        vaBank: body.data.bank_code,
        vaNumber: body.data.virtual_account_number,
      });
      return record
        ? reply.send(vaView(record))
        : fail(reply, 409, "DUPLICATE_CALLBACK_VIRTUAL_ACCOUNT_ERROR");
    });

    api.get("/callback_virtual_accounts/:id", async (request, reply) => {
      const record = byProviderId(request, "va");
      return record
        ? reply.send(vaView(record))
        : fail(reply, 404, "CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR");
    });

    // Xendit closes a fixed VA early when its expiration_date is moved to now (or the past).
    api.patch("/callback_virtual_accounts/:id", async (request, reply) => {
      const body = expireBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = byProviderId(request, "va");
      if (!record) return fail(reply, 404, "CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR");
      if (new Date(body.data.expiration_date).getTime() <= Date.now())
        await sandbox.expire(record.externalId);
      return reply.send(vaView(record));
    });

    api.post("/qr_codes", async (request, reply) => {
      const body = qrBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = await create({
        externalId: body.data.external_id,
        invoiceNumber: body.data.metadata?.invoice_number ?? body.data.external_id.slice(0, 25),
        kind: "qris",
        amount: body.data.amount,
        expiresAt: expiry(body.data.metadata?.expires_at),
        customerName: "",
      });
      return record ? reply.send(qrView(record)) : fail(reply, 409, "DUPLICATE_ERROR");
    });

    // QR codes v1 are read by external id, like the simulate endpoint next to it.
    api.get("/qr_codes/:id", async (request, reply) => {
      const record = sandbox.store.get((request.params as { id: string }).id);
      return record?.kind === "qris" ? reply.send(qrView(record)) : fail(reply, 404, "DATA_NOT_FOUND");
    });

    api.post("/ewallets/charges", async (request, reply) => {
      const body = ewalletBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const created = await sandbox
        .createInstrument({
          externalId: body.data.reference_id,
          invoiceNumber: body.data.metadata?.invoice_number ?? body.data.reference_id,
          kind: "ewallet",
          amount: body.data.amount,
          expiresAt: expiry(body.data.metadata?.expires_at),
          customerName: "",
          ewalletChannel: body.data.channel_code,
          phone: body.data.channel_properties?.mobile_number,
        })
        .catch(() => null);
      const record = created && sandbox.store.get(body.data.reference_id);
      if (!created || !record) return fail(reply, 409, "DUPLICATE_ERROR");
      return reply.send(ewalletView(record, sandbox.store.ewalletActions(record)));
    });

    api.get("/ewallets/charges/:id", async (request, reply) => {
      const record = sandbox.store.findByChargeId((request.params as { id: string }).id);
      return record
        ? reply.send(ewalletView(record, sandbox.store.ewalletActions(record)))
        : fail(reply, 404, "DATA_NOT_FOUND");
    });

    api.post("/fixed_payment_code", async (request, reply) => {
      const body = retailBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = await create({
        externalId: body.data.external_id,
        invoiceNumber: body.data.external_id,
        kind: "retail",
        amount: body.data.expected_amount,
        expiresAt: new Date(body.data.expiration_date),
        customerName: body.data.name,
        retailOutlet: body.data.retail_outlet_name,
      });
      return record ? reply.send(retailView(record)) : fail(reply, 409, "DUPLICATE_PAYMENT_CODE_ERROR");
    });

    api.get("/fixed_payment_code/:id", async (request, reply) => {
      const record = byProviderId(request, "retail");
      return record ? reply.send(retailView(record)) : fail(reply, 404, "DATA_NOT_FOUND");
    });

    api.patch("/fixed_payment_code/:id", async (request, reply) => {
      const body = expireBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = byProviderId(request, "retail");
      if (!record) return fail(reply, 404, "DATA_NOT_FOUND");
      if (new Date(body.data.expiration_date).getTime() <= Date.now())
        await sandbox.expire(record.externalId);
      return reply.send(retailView(record));
    });

    api.post("/credit_card_charges", async (request, reply) => {
      const body = cardBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = await create({
        externalId: body.data.external_id,
        invoiceNumber: body.data.metadata?.invoice_number ?? body.data.external_id,
        kind: "card",
        amount: body.data.amount,
        expiresAt: expiry(body.data.metadata?.expires_at),
        customerName: "",
        cardToken: body.data.token_id,
      });
      return record ? reply.send(otherView(record)) : fail(reply, 400, "INVALID_TOKEN_ID_ERROR");
    });

    api.get("/credit_card_charges/:id", async (request, reply) => {
      const record = byProviderId(request, "card");
      return record ? reply.send(otherView(record)) : fail(reply, 404, "CREDIT_CARD_CHARGE_NOT_FOUND_ERROR");
    });

    // Sandbox-only: what a token stands for (brand, last 4), which Xendit tells us in the token response.
    api.get("/credit_card_tokens/:id", async (request, reply) => {
      const card = await sandbox.describeCardToken((request.params as { id: string }).id);
      if (!card) return fail(reply, 404, "TOKEN_NOT_FOUND_ERROR");
      return reply.send({ id: (request.params as { id: string }).id, status: "VERIFIED", card_info: card });
    });

    // Sandbox-only, minimal: pay-later and pay-at-cashier have no public Xendit shape to mirror.
    api.post("/sandbox_payments", async (request, reply) => {
      const body = otherBody.safeParse(request.body ?? {});
      if (!body.success) return fail(reply, 400, "API_VALIDATION_ERROR");
      const record = await create({
        externalId: body.data.external_id,
        invoiceNumber: body.data.external_id,
        kind: body.data.kind,
        amount: body.data.amount,
        expiresAt: new Date(body.data.expiration_date),
        customerName: body.data.name,
      });
      return record ? reply.send(otherView(record)) : fail(reply, 409, "DUPLICATE_ERROR");
    });

    api.get("/sandbox_payments/:id", async (request, reply) => {
      const record = sandbox.store.get((request.params as { id: string }).id);
      const other = record?.kind === "paylater" || record?.kind === "cashier";
      return record && other ? reply.send(otherView(record)) : fail(reply, 404, "DATA_NOT_FOUND");
    });

    // Expiry of the instruments Xendit has no update for (QR codes, charges, pay-later, cashier).
    api.post("/sandbox_payments/:id/expire", async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!sandbox.store.get(id)) return fail(reply, 404, "DATA_NOT_FOUND");
      await sandbox.expire(id);
      return reply.send({ external_id: id, status: "EXPIRED" });
    });
  });
}
