import { randomBytes } from "node:crypto";
import type {
  CreateDisbursementInput,
  CreatedPayout,
  CreateRefundInput,
  PayoutStatus,
} from "../payments/index.ts";
import type { OutgoingCallback } from "./callback-payloads.ts";
import type { PayoutStore, RefundLimit, SandboxPayout } from "./payout-store.ts";
import type { SandboxStore } from "./store.ts";

export type { SandboxPayout } from "./payout-store.ts";

const OWNER_ID = "sandbox-owner-000000000001";
/** Xendit's test-mode convention: a disbursement to this account number fails as an unknown account. */
export const SANDBOX_FAILING_ACCOUNT = "0000000000";

export type PayoutRefusal = { status: number; errorCode: string; message: string };

/**
 * The sandbox's refunds and disbursements: kept per `reference_id` (also the idempotency key, so the
 * same request twice, through any process, answers the same object), settled a moment later with a
 * signed callback, as Xendit does. They live in `store` (the database in the app), so one left PENDING
 * by a stopped process is settled by the next sweep (`settleOverdue`, at start and periodically).
 * Tests make the next ones fail with `failNext` (and a disbursement to `SANDBOX_FAILING_ACCOUNT`
 * always fails).
 */
export class SandboxPayouts {
  private readonly failures: string[] = [];
  /** How long a payout stays PENDING before its callback (tests: 0). */
  settleMs = 0;

  constructor(
    private readonly store: SandboxStore,
    private readonly payouts: PayoutStore,
    private readonly emit: (callback: OutgoingCallback) => void,
    private readonly now: () => Date,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The next `times` refunds or disbursements fail at the provider with `failureCode`. */
  failNext(failureCode = "INSUFFICIENT_BALANCE", times = 1): void {
    for (let i = 0; i < times; i++) this.failures.push(failureCode);
  }

  /** Xendit's GET /refunds/{id} and GET /disbursements/{id}. */
  get(product: SandboxPayout["product"], id: string): Promise<SandboxPayout | undefined> {
    return this.payouts.byId(product, id);
  }

  all(): Promise<SandboxPayout[]> {
    return this.payouts.all();
  }

  /** Xendit's POST /refunds: only a paid payment, never more than what is left of it. */
  async refund(input: CreateRefundInput): Promise<SandboxPayout | PayoutRefusal> {
    const known = await this.payouts.byReference(input.referenceId);
    if (known) return known;
    const record = await this.store.get(input.externalId);
    if (!record?.payment)
      return { status: 404, errorCode: "DATA_NOT_FOUND", message: "The payment to refund was not found." };
    const created = await this.start(
      this.draft("refund", input.referenceId, input.externalId, input.amount, null, null),
      { externalId: input.externalId, paid: record.payment.amount },
    );
    if (created === "exceeded")
      return {
        status: 400,
        errorCode: "REFUND_AMOUNT_EXCEEDED",
        message: "The amount is more than what is left to refund of this payment.",
      };
    return created;
  }

  /** Xendit's POST /disbursements. */
  async disburse(input: CreateDisbursementInput): Promise<SandboxPayout> {
    const known = await this.payouts.byReference(input.referenceId);
    if (known) return known;
    const draft = this.draft(
      "disbursement",
      input.referenceId,
      null,
      input.amount,
      input.bankCode,
      input.accountHolderName,
    );
    if (input.accountNumber === SANDBOX_FAILING_ACCOUNT) draft.failureCode = "INVALID_DESTINATION";
    const created = await this.start(draft, null);
    if (created === "exceeded") throw new Error("sandbox: a disbursement has no refund limit");
    return created;
  }

  /** Sends a settled payout's callback again: a late or repeated delivery, for tests. */
  async redeliver(referenceId: string): Promise<boolean> {
    const payout = await this.payouts.byReference(referenceId);
    if (!payout || payout.status === "PENDING") return false;
    this.emit(payoutCallback(payout));
    return true;
  }

  /** Settles every payout still PENDING past `settleMs` (one a stopped process left behind). */
  async settleOverdue(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - this.settleMs);
    let settled = 0;
    for (const payout of await this.payouts.overdue(cutoff))
      if (await this.settle(payout.referenceId)) settled++;
    return settled;
  }

  private draft(
    product: SandboxPayout["product"],
    referenceId: string,
    externalId: string | null,
    amount: number,
    bankCode: string | null,
    accountHolderName: string | null,
  ): SandboxPayout {
    const at = this.now();
    const prefix = product === "refund" ? "rfd" : "disb";
    return {
      product,
      id: `${prefix}-${randomBytes(12).toString("hex")}`,
      referenceId,
      externalId,
      amount,
      status: "PENDING",
      failureCode: null,
      bankCode,
      accountHolderName,
      createdAt: at,
      updatedAt: at,
    };
  }

  private async start(draft: SandboxPayout, limit: RefundLimit | null): Promise<SandboxPayout | "exceeded"> {
    const failure = this.failures[0];
    const created = await this.payouts.create(
      { ...draft, failureCode: draft.failureCode ?? failure ?? null },
      limit,
    );
    if (created === "exceeded" || created.id !== draft.id) return created;
    if (failure !== undefined && draft.failureCode === null) this.failures.shift();
    setTimeout(() => {
      this.settle(created.referenceId).catch(this.onError);
    }, this.settleMs).unref();
    return created;
  }

  private async settle(referenceId: string): Promise<boolean> {
    const settled = await this.payouts.settle(referenceId, this.now());
    if (settled) this.emit(payoutCallback(settled));
    return settled !== undefined;
  }
}

export function toCreatedPayout(payout: SandboxPayout): CreatedPayout {
  return {
    providerId: payout.id,
    status: payout.status,
    failureCode: payout.status === "FAILED" ? payout.failureCode : null,
  };
}

/** What a GET of the payout tells the product (reconciliation of a lost callback). */
export function toPayoutStatus(payout: SandboxPayout): PayoutStatus {
  return {
    providerId: payout.id,
    referenceId: payout.referenceId,
    status: payout.status,
    amount: payout.amount,
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
