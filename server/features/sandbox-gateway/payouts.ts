import { randomBytes } from "node:crypto";
import type { CreateDisbursementInput, CreatedPayout, CreateRefundInput } from "../payments/index.ts";
import type { OutgoingCallback } from "./callback-payloads.ts";
import type { SandboxStore } from "./store.ts";

const OWNER_ID = "sandbox-owner-000000000001";
/** Xendit's test-mode convention: a disbursement to this account number fails as an unknown account. */
export const SANDBOX_FAILING_ACCOUNT = "0000000000";

export interface SandboxPayout {
  product: "refund" | "disbursement";
  id: string;
  referenceId: string;
  externalId: string | null;
  amount: number;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  failureCode: string | null;
  bankCode: string | null;
  accountHolderName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type PayoutRefusal = { status: number; errorCode: string; message: string };

/**
 * The sandbox's refunds and disbursements: kept per `reference_id` (also the idempotency key, so the
 * same request twice answers the same object), settled a moment later with a signed callback, as
 * Xendit does. Tests make the next ones fail with `failNext` (and a disbursement to
 * `SANDBOX_FAILING_ACCOUNT` always fails). In memory: a demo's refunds last as long as its process.
 */
export class SandboxPayouts {
  private readonly byReference = new Map<string, SandboxPayout>();
  private readonly failures: string[] = [];
  /** How long a payout stays PENDING before its callback (tests: 0). */
  settleMs = 0;

  constructor(
    private readonly store: SandboxStore,
    private readonly emit: (callback: OutgoingCallback) => void,
    private readonly now: () => Date,
  ) {}

  /** The next `times` refunds or disbursements fail at the provider with `failureCode`. */
  failNext(failureCode = "INSUFFICIENT_BALANCE", times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push(failureCode);
  }

  get(product: SandboxPayout["product"], id: string): SandboxPayout | undefined {
    return [...this.byReference.values()].find((payout) => payout.product === product && payout.id === id);
  }

  all(): SandboxPayout[] {
    return [...this.byReference.values()];
  }

  /** Xendit's POST /refunds: only a paid payment, never more than what is left of it. */
  async refund(input: CreateRefundInput): Promise<SandboxPayout | PayoutRefusal> {
    const known = this.byReference.get(input.referenceId);
    if (known) return known;
    const record = await this.store.get(input.externalId);
    if (!record?.payment)
      return { status: 404, errorCode: "DATA_NOT_FOUND", message: "The payment to refund was not found." };
    const refunded = this.all()
      .filter((p) => p.product === "refund" && p.externalId === input.externalId && p.status !== "FAILED")
      .reduce((sum, p) => sum + p.amount, 0);
    if (input.amount > record.payment.amount - refunded)
      return {
        status: 400,
        errorCode: "REFUND_AMOUNT_EXCEEDED",
        message: "The amount is more than what is left to refund of this payment.",
      };
    return this.start("refund", input.referenceId, input.externalId, input.amount, null, null);
  }

  /** Xendit's POST /disbursements. */
  disburse(input: CreateDisbursementInput): SandboxPayout {
    const known = this.byReference.get(input.referenceId);
    if (known) return known;
    const payout = this.start(
      "disbursement",
      input.referenceId,
      null,
      input.amount,
      input.bankCode,
      input.accountHolderName,
    );
    if (input.accountNumber === SANDBOX_FAILING_ACCOUNT) payout.failureCode = "INVALID_DESTINATION";
    return payout;
  }

  private start(
    product: SandboxPayout["product"],
    referenceId: string,
    externalId: string | null,
    amount: number,
    bankCode: string | null,
    accountHolderName: string | null,
  ): SandboxPayout {
    const at = this.now();
    const prefix = product === "refund" ? "rfd" : "disb";
    const payout: SandboxPayout = {
      product,
      id: `${prefix}-${randomBytes(12).toString("hex")}`,
      referenceId,
      externalId,
      amount,
      status: "PENDING",
      failureCode: this.failures.shift() ?? null,
      bankCode,
      accountHolderName,
      createdAt: at,
      updatedAt: at,
    };
    this.byReference.set(referenceId, payout);
    setTimeout(() => this.settle(payout), this.settleMs).unref();
    return payout;
  }

  private settle(payout: SandboxPayout): void {
    payout.status = payout.failureCode ? "FAILED" : "SUCCEEDED";
    payout.updatedAt = this.now();
    this.emit(payoutCallback(payout));
  }
}

export function toCreatedPayout(payout: SandboxPayout): CreatedPayout {
  return {
    providerId: payout.id,
    status: payout.status,
    failureCode: payout.status === "FAILED" ? payout.failureCode : null,
  };
}

/** The object Xendit answers for a refund or a disbursement (and sends back in its callback). */
export function payoutBody(payout: SandboxPayout): Record<string, unknown> {
  if (payout.product === "refund")
    return {
      id: payout.id,
      reference_id: payout.referenceId,
      amount: payout.amount,
      currency: "IDR",
      status: payout.status,
      reason: "REQUESTED_BY_CUSTOMER",
      failure_code: payout.status === "FAILED" ? payout.failureCode : null,
      created: payout.createdAt.toISOString(),
      updated: payout.updatedAt.toISOString(),
    };
  return {
    id: payout.id,
    user_id: OWNER_ID,
    external_id: payout.referenceId,
    amount: payout.amount,
    bank_code: payout.bankCode,
    account_holder_name: payout.accountHolderName,
    disbursement_description: "Refund",
    // Xendit's disbursement statuses: PENDING, then COMPLETED or FAILED.
    status: payout.status === "SUCCEEDED" ? "COMPLETED" : payout.status,
    ...(payout.status === "FAILED" ? { failure_code: payout.failureCode } : {}),
    created: payout.createdAt.toISOString(),
    updated: payout.updatedAt.toISOString(),
  };
}

function payoutCallback(payout: SandboxPayout): OutgoingCallback {
  if (payout.product === "disbursement") return { product: "disbursement", body: payoutBody(payout) };
  return {
    product: "refund",
    body: {
      event: payout.status === "SUCCEEDED" ? "refund.succeeded" : "refund.failed",
      business_id: OWNER_ID,
      created: payout.updatedAt.toISOString(),
      data: payoutBody(payout),
    },
  };
}
