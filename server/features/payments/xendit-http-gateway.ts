import { z } from "zod";
import type { InstrumentKind } from "#shared/contracts/payments.ts";
import type { Clock } from "../../clock.ts";
import type {
  CallbackHeaders,
  CallbackInput,
  CreateDisbursementInput,
  CreatedInstrument,
  CreatedPayout,
  CreateInstrumentInput,
  CreateRefundInput,
  GatewayState,
  GatewayStatus,
  PaymentGateway,
  PayoutStatus,
  VerifiedCallback,
  VerifiedPayoutCallback,
} from "./gateway.ts";
import { apiKeyAuthorization } from "./xendit-protocol/api-key-auth.ts";
import {
  hasValidCallbackToken,
  verifyXenditCallback,
  verifyXenditPayoutCallback,
} from "./xendit-protocol/verify-callback.ts";

export interface XenditHttpOptions {
  /** `https://api.xendit.co`, or the sandbox's mirror `{PUBLIC_BASE_URL}/__sandbox/xendit`. */
  baseUrl: string;
  secretKey: string;
  callbackToken: string;
  /** Standard Webhooks `whsec_` secret(s) the callbacks' signatures are checked with (ADR 0120). */
  webhookSecret: string;
  clock: Clock;
  timeoutMs?: number;
  /** Injected by tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

const str = z.string().max(2000);
const payment = z
  .object({
    id: str,
    amount: z.number().int().nonnegative(),
    currency: str.optional(),
    paid_at: str.optional(),
  })
  .nullish();
/** Every create/read response we use: lenient about extra fields, strict about the ones we act on. */
const instrumentResponse = z.object({
  id: str,
  status: str,
  account_number: str.nullish(),
  qr_string: str.nullish(),
  payment_code: str.nullish(),
  reference: str.nullish(),
  actions: z
    .object({
      desktop_web_checkout_url: str.nullish(),
      mobile_web_checkout_url: str.nullish(),
      mobile_deeplink_checkout_url: str.nullish(),
    })
    .nullish(),
  /** Sandbox extension on e-wallet charges: until when the push or redirect can be approved. */
  expires_at: str.nullish(),
  payment,
});
type InstrumentResponse = z.infer<typeof instrumentResponse>;
/** A refund's or a disbursement's answer: its id, status and (once failed) why. */
const payoutResponse = z.object({
  id: str,
  status: str,
  failure_code: str.nullish(),
});
/** `GET /refunds/{id}` (our `reference_id`) or `GET /disbursements/{id}` (our `external_id`). */
const payoutReadResponse = payoutResponse.extend({
  amount: z.number().int().nonnegative(),
  reference_id: str.nullish(),
  external_id: str.nullish(),
});
const PAYOUT_STATES: Record<string, CreatedPayout["status"]> = {
  SUCCEEDED: "SUCCEEDED",
  COMPLETED: "SUCCEEDED",
  FAILED: "FAILED",
};
const cardTokenResponse = z.object({
  card_info: z.object({ brand: str, last4: z.string().regex(/^[0-9]{4}$/) }),
});

/** Where one instrument lives at Xendit: its product path and the id that product reads it by. */
interface Located {
  kind: InstrumentKind;
  path: string;
}

/** The QR codes API version, sent as the `api-version` header. */
const QR_API_VERSION = "2022-07-31";

const CHARGE_STATES: Record<string, GatewayState> = {
  INACTIVE: "expired",
  EXPIRED: "expired",
  FAILED: "failed",
  VOIDED: "failed",
};

/**
 * The `PaymentGateway` over Xendit's HTTP API: only a base URL and a secret key (HTTP Basic, key as the
 * username, empty password). Callbacks are verified by the same code as the sandbox's
 * (`xendit-protocol/`). The places an instrument can be read are remembered in memory per external id,
 * so after a restart `getStatus` answers "unknown" until the callback comes (reconciliation then does
 * nothing, as with the sandbox).
 */
export class XenditHttpGateway implements PaymentGateway {
  readonly provider = "xendit";
  private readonly located = new Map<string, Located>();
  private readonly baseUrl: string;

  constructor(private readonly options: XenditHttpOptions) {
    this.baseUrl = options.baseUrl.replace(/\/$/, "");
  }

  async createInstrument(input: CreateInstrumentInput): Promise<CreatedInstrument> {
    const metadata = { invoice_number: input.invoiceNumber, expires_at: input.expiresAt.toISOString() };
    const { path, body } = this.createRequest(input, metadata);
    // QR codes speak one API version throughout (create, read, callback): 2022-07-31.
    const headers = input.kind === "qris" ? { "api-version": QR_API_VERSION } : undefined;
    const response = await this.call("POST", path, body, headers);
    if (response.status !== 200) throw new Error(`xendit: create ${input.kind} answered ${response.status}`);
    const created = instrumentResponse.parse(response.body);
    this.located.set(input.externalId, { kind: input.kind, path: this.readPath(input, created) });
    return toCreated(input, created);
  }

  async getStatus(externalId: string): Promise<GatewayStatus> {
    const located = this.located.get(externalId);
    const unknown: GatewayStatus = {
      state: "unknown",
      amount: null,
      currency: null,
      paymentId: null,
      paidAt: null,
    };
    if (!located) return unknown;
    const response = await this.call("GET", located.path);
    if (response.status === 404) return unknown;
    if (response.status !== 200) throw new Error(`xendit: status answered ${response.status}`);
    const read = instrumentResponse.parse(response.body);
    if (read.payment)
      return {
        state: "paid",
        amount: read.payment.amount,
        currency: read.payment.currency ?? "IDR",
        paymentId: read.payment.id,
        paidAt: read.payment.paid_at ? new Date(read.payment.paid_at) : null,
      };
    return { ...unknown, state: CHARGE_STATES[read.status] ?? "pending" };
  }

  async expire(externalId: string): Promise<void> {
    const located = this.located.get(externalId);
    if (!located) return;
    const now = { expiration_date: this.options.clock.now().toISOString() };
    // Fixed VAs and payment codes close when their expiry moves to now. QR codes and charges have no
    // update at Xendit (they lapse; the receiver refuses a late payment); the sandbox offers an expire.
    const response =
      located.kind === "va" || located.kind === "retail"
        ? await this.call("PATCH", located.path, now)
        : await this.call("POST", `/sandbox_payments/${encodeURIComponent(externalId)}/expire`);
    if (response.status >= 500) throw new Error(`xendit: expire answered ${response.status}`);
  }

  async describeCardToken(token: string): Promise<{ brand: string; last4: string } | null> {
    const response = await this.call("GET", `/credit_card_tokens/${encodeURIComponent(token)}`);
    if (response.status !== 200) return null;
    const parsed = cardTokenResponse.safeParse(response.body);
    return parsed.success ? parsed.data.card_info : null;
  }

  hasValidToken(headers: CallbackHeaders): boolean {
    return hasValidCallbackToken(this.options.callbackToken, headers);
  }

  verifyCallback(input: CallbackInput): VerifiedCallback | null {
    return verifyXenditCallback(
      { callbackToken: this.options.callbackToken, webhookSecret: this.options.webhookSecret },
      input,
    );
  }

  async createRefund(input: CreateRefundInput): Promise<CreatedPayout> {
    const response = await this.call(
      "POST",
      "/refunds",
      {
        reference_id: input.referenceId,
        ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
        ...(input.paymentId ? { payment_request_id: input.paymentId } : {}),
        amount: input.amount,
        currency: "IDR",
        reason: input.reason,
        metadata: { external_id: input.externalId },
      },
      { "idempotency-key": input.referenceId },
    );
    return toPayout(response, "refund");
  }

  async createDisbursement(input: CreateDisbursementInput): Promise<CreatedPayout> {
    const response = await this.call(
      "POST",
      "/disbursements",
      {
        external_id: input.referenceId,
        amount: input.amount,
        bank_code: input.bankCode,
        account_holder_name: input.accountHolderName,
        account_number: input.accountNumber,
        description: input.description,
      },
      { "x-idempotency-key": input.referenceId },
    );
    return toPayout(response, "disbursement");
  }

  async getPayout(product: "refund" | "disbursement", providerId: string): Promise<PayoutStatus | null> {
    const path = `/${product === "refund" ? "refunds" : "disbursements"}/${encodeURIComponent(providerId)}`;
    const response = await this.call("GET", path);
    if (response.status === 404) return null;
    if (response.status !== 200) throw new Error(`xendit: get ${product} answered ${response.status}`);
    const read = payoutReadResponse.parse(response.body);
    return {
      providerId: read.id,
      referenceId: read.reference_id ?? read.external_id ?? "",
      status: PAYOUT_STATES[read.status] ?? "PENDING",
      amount: read.amount,
      failureCode: read.failure_code ?? null,
    };
  }

  verifyPayoutCallback(input: CallbackInput): VerifiedPayoutCallback | null {
    return verifyXenditPayoutCallback(
      { callbackToken: this.options.callbackToken, webhookSecret: this.options.webhookSecret },
      input,
    );
  }

  private createRequest(
    input: CreateInstrumentInput,
    metadata: { invoice_number: string; expires_at: string },
  ): { path: string; body: unknown } {
    const expiration = input.expiresAt.toISOString();
    switch (input.kind) {
      case "va":
        return {
          path: "/callback_virtual_accounts",
          body: {
            external_id: input.externalId,
            bank_code: input.vaBank,
            name: input.customerName || "Tiketin",
            virtual_account_number: input.vaNumber,
            is_closed: true,
            is_single_use: true,
            expected_amount: input.amount,
            expiration_date: expiration,
          },
        };
      case "qris":
        return {
          path: "/qr_codes",
          body: {
            reference_id: input.externalId,
            type: "DYNAMIC",
            currency: "IDR",
            amount: input.amount,
            expires_at: expiration,
            metadata,
          },
        };
      case "ewallet":
        return {
          path: "/ewallets/charges",
          body: {
            reference_id: input.externalId,
            currency: "IDR",
            amount: input.amount,
            checkout_method: "ONE_TIME_PAYMENT",
            channel_code: input.ewalletChannel,
            channel_properties: input.ewalletChannel === "ID_OVO" ? { mobile_number: input.phone } : {},
            metadata,
          },
        };
      case "retail":
        return {
          path: "/fixed_payment_code",
          body: {
            external_id: input.externalId,
            retail_outlet_name: input.retailOutlet,
            name: input.customerName || "Tiketin",
            expected_amount: input.amount,
            expiration_date: expiration,
            is_single_use: true,
          },
        };
      case "card":
        return {
          path: "/credit_card_charges",
          body: { external_id: input.externalId, token_id: input.cardToken, amount: input.amount, metadata },
        };
      case "paylater":
      case "cashier":
        return {
          path: "/sandbox_payments",
          body: {
            external_id: input.externalId,
            kind: input.kind,
            amount: input.amount,
            name: input.customerName || "Tiketin",
            expiration_date: expiration,
          },
        };
    }
  }

  /** Every product is read by the id it answered with (QR codes too, in API version 2022-07-31). */
  private readPath(input: CreateInstrumentInput, created: InstrumentResponse): string {
    const id = encodeURIComponent(created.id);
    switch (input.kind) {
      case "va":
        return `/callback_virtual_accounts/${id}`;
      case "qris":
        return `/qr_codes/${id}`;
      case "ewallet":
        return `/ewallets/charges/${id}`;
      case "retail":
        return `/fixed_payment_code/${id}`;
      case "card":
        return `/credit_card_charges/${id}`;
      case "paylater":
      case "cashier":
        return `/sandbox_payments/${encodeURIComponent(input.externalId)}`;
    }
  }

  private async call(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }> {
    const doFetch = this.options.fetch ?? fetch;
    const response = await doFetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: apiKeyAuthorization(this.options.secretKey),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  }
}

/**
 * A 4xx that names an error code is the provider's final "no" (the refund failed, money did not move);
 * anything else unexpected throws, so the caller keeps the attempt's key for a safe retry.
 */
function toPayout(response: { status: number; body: unknown }, what: string): CreatedPayout {
  if (response.status === 200 || response.status === 201) {
    const read = payoutResponse.parse(response.body);
    return {
      providerId: read.id,
      status: PAYOUT_STATES[read.status] ?? "PENDING",
      failureCode: read.failure_code ?? null,
    };
  }
  const refused = z.object({ error_code: str }).safeParse(response.body);
  if ([400, 404, 422].includes(response.status) && refused.success)
    return { providerId: "", status: "FAILED", failureCode: refused.data.error_code };
  throw new Error(`xendit: create ${what} answered ${response.status}`);
}

function toCreated(input: CreateInstrumentInput, created: InstrumentResponse): CreatedInstrument {
  const chargeStatus =
    created.status === "SUCCEEDED" || created.status === "FAILED" ? created.status : "PENDING";
  const expiresAt = created.expires_at ? new Date(created.expires_at) : input.expiresAt;
  return {
    providerId: created.id,
    vaNumber: created.account_number ?? null,
    qrString: created.qr_string ?? null,
    paymentCode: created.payment_code ?? null,
    reference: created.reference ?? null,
    ewallet:
      input.kind === "ewallet"
        ? {
            chargeId: created.id,
            status: chargeStatus,
            expiresAt,
            actions: {
              mobileDeeplink: created.actions?.mobile_deeplink_checkout_url ?? null,
              mobileWeb: created.actions?.mobile_web_checkout_url ?? null,
              desktopWeb: created.actions?.desktop_web_checkout_url ?? null,
            },
          }
        : null,
  };
}
