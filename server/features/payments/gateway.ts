import type { EwalletChannel, InstrumentKind, RetailOutlet, VaBankCode } from "#shared/contracts/payments.ts";
import type { Db } from "../../db/client.ts";

/**
 * The boundary to a payment provider. The built-in sandbox implements it in-process with Xendit's
 * shapes; a Xendit adapter implements the same calls over HTTP with a base URL and a secret key.
 * Amounts are integer rupiah; every call is keyed by our external id (Xendit's `external_id`).
 */
export interface PaymentGateway {
  readonly provider: string;
  /**
   * `within` is the caller's open transaction: a provider living in this database (the sandbox, ADR 0125)
   * writes in it, so its instrument exists exactly when the order commits and the order's connection is
   * not kept waiting for a second one; a remote provider ignores it.
   */
  createInstrument(input: CreateInstrumentInput, within?: Db): Promise<CreatedInstrument>;
  /** The provider's view of the payment: what reconciliation and "check payment status" ask. */
  getStatus(externalId: string): Promise<GatewayStatus>;
  /** Stops the instrument from taking money (cancelled, expired, or replaced by another VA bank). */
  expire(externalId: string, within?: Db): Promise<void>;
  /** Resolves a card token to what we may store: brand and last 4 digits (null: unknown or failed token). */
  describeCardToken(token: string): Promise<{ brand: string; last4: string } | null>;
  /**
   * Authenticates a callback from its headers and RAW body (before anything parses it) and reads it.
   * Null means refused: wrong or missing token, bad signature, stale timestamp, unreadable body.
   */
  verifyCallback(input: CallbackInput): VerifiedCallback | null;
  /** Only the header check, so a forged request is refused before its body is read. */
  hasValidToken(headers: CallbackHeaders): boolean;
  /**
   * Money back to the method that paid (Xendit's `POST /refunds`: e-wallets, QRIS, cards, paylater).
   * The idempotency key makes a repeated call (a lost answer, a second process) the same refund.
   */
  createRefund(input: CreateRefundInput): Promise<CreatedPayout>;
  /** Money to a bank account (Xendit's `POST /disbursements`): refunds of VAs and retail payments. */
  createDisbursement(input: CreateDisbursementInput): Promise<CreatedPayout>;
  /**
   * The provider's view of a refund or disbursement by its id (Xendit's `GET /refunds/{id}`,
   * `GET /disbursements/{id}`): what reconciliation asks when a callback never came. Null: unknown there.
   */
  getPayout(product: "refund" | "disbursement", providerId: string): Promise<PayoutStatus | null>;
  /** Like `verifyCallback`, for the `refund` and `disbursement` products' callbacks. */
  verifyPayoutCallback(input: CallbackInput): VerifiedPayoutCallback | null;
}

export interface CreateRefundInput {
  /** Our id of this attempt (`reference_id`); unique, so it is also the idempotency key. */
  referenceId: string;
  /** The order's external id and the provider's ids of its payment. */
  externalId: string;
  paymentId: string | null;
  invoiceId: string | null;
  amount: number;
  reason: "REQUESTED_BY_CUSTOMER" | "CANCELLATION" | "OTHERS";
}

export interface CreateDisbursementInput {
  /** Our id of this attempt (`external_id`), also the idempotency key. */
  referenceId: string;
  amount: number;
  bankCode: string;
  accountNumber: string;
  accountHolderName: string;
  description: string;
}

/** What the provider answered to a refund or disbursement: usually PENDING, then a callback. */
export interface CreatedPayout {
  providerId: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  failureCode: string | null;
}

/** A refund's or disbursement's state at the provider (COMPLETED disbursements read SUCCEEDED). */
export interface PayoutStatus {
  providerId: string;
  /** Our reference of the attempt (`reference_id` / `external_id`). */
  referenceId: string;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  amount: number;
  failureCode: string | null;
}

export interface VerifiedPayoutCallback {
  /** Dedupe key: `webhook-id`. */
  eventId: string;
  product: "refund" | "disbursement";
  /** Our `reference_id` / `external_id` of the attempt. */
  referenceId: string;
  providerId: string;
  state: "succeeded" | "failed";
  amount: number;
  failureCode: string | null;
  raw: unknown;
}

export interface CreateInstrumentInput {
  externalId: string;
  invoiceNumber: string;
  kind: InstrumentKind;
  amount: number;
  expiresAt: Date;
  customerName: string;
  vaBank?: VaBankCode;
  /** Our allocated number (Xendit accepts a custom `virtual_account_number` in the merchant's range). */
  vaNumber?: string;
  retailOutlet?: RetailOutlet;
  ewalletChannel?: EwalletChannel;
  /** E.164 mobile number for the OVO push. */
  phone?: string;
  cardToken?: string;
}

export interface CreatedInstrument {
  providerId: string;
  vaNumber: string | null;
  qrString: string | null;
  paymentCode: string | null;
  reference: string | null;
  ewallet: {
    chargeId: string;
    status: "PENDING" | "SUCCEEDED" | "FAILED";
    expiresAt: Date;
    actions: EwalletActions;
  } | null;
}

/**
 * Where a redirect wallet (GoPay, ShopeePay) is approved: Xendit's charge `actions`. On a phone the
 * deeplink opens the wallet's app (the mobile web page when there is none); on a computer the desktop
 * page. OVO has none (a push to the number instead).
 */
export interface EwalletActions {
  mobileDeeplink: string | null;
  mobileWeb: string | null;
  desktopWeb: string | null;
}

export type GatewayState = "pending" | "paid" | "expired" | "failed" | "unknown";

export interface GatewayStatus {
  state: GatewayState;
  amount: number | null;
  currency: string | null;
  paymentId: string | null;
  paidAt: Date | null;
}

export type CallbackHeaders = Record<string, string | string[] | undefined>;

export interface CallbackInput {
  /** Which webhook URL it was posted to (Xendit configures one per product). */
  product: string;
  headers: CallbackHeaders;
  rawBody: Buffer;
  now: Date;
}

export type CallbackKind = "pending" | "paid" | "failed" | "expired";

export interface VerifiedCallback {
  /** Dedupe key: `webhook-id` when sent, else the provider's payment id. */
  eventId: string;
  externalId: string;
  kind: CallbackKind;
  amount: number | null;
  currency: string | null;
  paymentId: string | null;
  paidAt: Date | null;
  failureCode: string | null;
  /**
   * The provider's charge the event is about, for products where one transaction can have several
   * (an OVO push sent again is a new charge). Absent: the event is about the transaction as a whole.
   */
  chargeId?: string;
  raw: unknown;
}
