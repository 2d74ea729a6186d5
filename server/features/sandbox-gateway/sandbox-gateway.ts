import type { RetailOutlet } from "#shared/contracts/payments.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import type {
  CallbackHeaders,
  CallbackInput,
  CreateDisbursementInput,
  CreatedInstrument,
  CreatedPayout,
  CreateInstrumentInput,
  CreateRefundInput,
  GatewayStatus,
  PaymentGateway,
  PayoutStatus,
  VerifiedCallback,
  VerifiedPayoutCallback,
} from "../payments/index.ts";
import {
  hasValidCallbackToken,
  verifyXenditCallback,
  verifyXenditPayoutCallback,
} from "../payments/index.ts";
import { ewalletCallback, paidCallback, vaStatusCallback } from "./callback-payloads.ts";
import { CallbackDelivery, type CallbackTransport } from "./delivery.ts";
import { memoryPayouts, type PayoutStore } from "./payout-store.ts";
import { SandboxPayouts, toCreatedPayout, toPayoutStatus } from "./payouts.ts";
import { memoryRecords, type SandboxRecords } from "./records-store.ts";
import { SandboxStore, type SimulateResult } from "./store.ts";

/** The sandbox's key when XENDIT_SECRET_KEY is unset (development and tests only; never a real key). */
export const SANDBOX_DEVELOPMENT_SECRET_KEY = "xnd_development_sandbox_key_for_local_use_only";

export interface SandboxOptions {
  clock: Clock;
  /** Where instruments are kept: the database in the app (ADR 0125); memory when omitted (unit tests). */
  records?: SandboxRecords;
  /** Where refunds and disbursements are kept: the database in the app; memory when omitted. */
  payouts?: PayoutStore;
  /** How often PENDING payouts a stopped process left are settled (0: only at `open`). */
  payoutSweepMs?: number;
  callbackToken: string;
  /** Standard Webhooks `whsec_` secret(s): the first signs the callbacks, any verifies (ADR 0120). */
  webhookSecret: string;
  /** The secret key the sandbox's Xendit-shaped instrument endpoints expect (HTTP Basic username). */
  secretKey?: string;
  /** The simulator page of a transaction (redirect e-wallets send the buyer there). */
  simulatorUrl: (externalId: string) => string;
  retryBaseMs?: number;
  /** How long an OVO push waits for the buyer; OVO_PUSH_SECONDS unless set. */
  ovoPushSeconds?: number;
  onError?: (error: unknown) => void;
}

/**
 * The built-in Xendit-like provider: the `PaymentGateway` our use cases call, and the "provider side"
 * the simulator and tests drive (pay, approve, reject, expire), which sends signed callbacks back.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = "xendit-sandbox";
  readonly store: SandboxStore;
  readonly delivery: CallbackDelivery;
  /** Refunds and disbursements, and the controls tests fail them with. */
  readonly payouts: SandboxPayouts;
  private readonly records: SandboxRecords;
  private transport: CallbackTransport | null = null;
  private readonly ovoTimers = new Map<string, NodeJS.Timeout>();
  private payoutSweep: NodeJS.Timeout | null = null;

  constructor(private readonly options: SandboxOptions) {
    this.records = options.records ?? memoryRecords();
    this.store = new SandboxStore(this.records, options.clock, options.simulatorUrl, options.ovoPushSeconds);
    this.delivery = new CallbackDelivery({
      secrets: { callbackToken: options.callbackToken, webhookSecret: options.webhookSecret },
      transport: () => this.transport,
      retryBaseMs: options.retryBaseMs,
      now: () => options.clock.now(),
      onError: options.onError,
    });
    this.payouts = new SandboxPayouts(
      this.store,
      options.payouts ?? memoryPayouts(),
      (callback) => this.delivery.emit(callback),
      () => options.clock.now(),
      (error) => options.onError?.(error),
    );
  }

  /** What the sandbox's instrument endpoints check the Basic-auth username against. */
  get secretKey(): string {
    return this.options.secretKey ?? SANDBOX_DEVELOPMENT_SECRET_KEY;
  }

  /** Where callbacks go (in-process injection, or HTTP to PAYMENT_CALLBACK_URL). */
  connect(transport: CallbackTransport): void {
    this.transport = transport;
  }

  async createInstrument(input: CreateInstrumentInput, within?: Db): Promise<CreatedInstrument> {
    const created = await this.store.create(input, within);
    if (input.ewalletChannel === "ID_OVO" && created.ewallet)
      this.scheduleOvoTimeout(input.externalId, created.ewallet.expiresAt);
    return created;
  }

  async getStatus(externalId: string): Promise<GatewayStatus> {
    return this.store.status(externalId);
  }

  async expire(externalId: string, within?: Db): Promise<void> {
    await this.store.expire(externalId, within);
    this.clearOvoTimer(externalId);
  }

  async describeCardToken(token: string): Promise<{ brand: string; last4: string } | null> {
    const card = await this.store.card(token);
    return card ? { brand: card.brand, last4: card.last4 } : null;
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
    const payout = await this.payouts.refund(input);
    return "errorCode" in payout
      ? { providerId: "", status: "FAILED", failureCode: payout.errorCode }
      : toCreatedPayout(payout);
  }

  async createDisbursement(input: CreateDisbursementInput): Promise<CreatedPayout> {
    return toCreatedPayout(await this.payouts.disburse(input));
  }

  async getPayout(product: "refund" | "disbursement", providerId: string): Promise<PayoutStatus | null> {
    const payout = await this.payouts.get(product, providerId);
    return payout ? toPayoutStatus(payout) : null;
  }

  verifyPayoutCallback(input: CallbackInput): VerifiedPayoutCallback | null {
    return verifyXenditPayoutCallback(
      { callbackToken: this.options.callbackToken, webhookSecret: this.options.webhookSecret },
      input,
    );
  }

  // --- the provider side: what the simulator page and tests do -------------------------------------

  /** Pays the transaction's instrument and sends the paid callback. */
  async pay(externalId: string, options: Parameters<SandboxStore["pay"]>[1] = {}): Promise<SimulateResult> {
    const result = await this.store.pay(externalId, options);
    if (result.ok) {
      this.clearOvoTimer(externalId);
      this.delivery.emit(paidCallback(result.record, result.payment));
    }
    return result;
  }

  async payRetail(outlet: RetailOutlet, code: string, amount: number): Promise<SimulateResult> {
    const record = await this.store.findByPaymentCode(outlet, code);
    if (!record) return { ok: false, errorCode: "NOT_FOUND" };
    return this.pay(record.externalId, { amount, kind: "retail" });
  }

  /** OVO: the buyer rejects the push in the app. */
  async rejectEwallet(externalId: string): Promise<boolean> {
    const record = await this.store.rejectCharge(externalId);
    if (!record) return false;
    this.clearOvoTimer(externalId);
    this.delivery.emit(ewalletCallback(record, "FAILED", null));
    return true;
  }

  /** Sends the VA's status callback (ACTIVE = pending, INACTIVE = expired): for ordering tests. */
  async sendVaStatus(externalId: string, status: "ACTIVE" | "INACTIVE"): Promise<boolean> {
    const record = await this.store.get(externalId);
    if (record?.kind !== "va") return false;
    this.delivery.emit(vaStatusCallback(record, status));
    return true;
  }

  /** Loads what the records keep in memory (the embedded database's copy); call before serving. */
  async open(): Promise<void> {
    await this.records.open?.();
    await this.payouts.settleOverdue();
    const every = this.options.payoutSweepMs ?? 0;
    if (every > 0 && !this.payoutSweep) {
      this.payoutSweep = setInterval(() => {
        this.payouts.settleOverdue().catch((error: unknown) => this.options.onError?.(error));
      }, every);
      this.payoutSweep.unref();
    }
  }

  /** Stops timers and writes what is still queued (process shutdown, end of a test). */
  async close(): Promise<void> {
    if (this.payoutSweep) clearInterval(this.payoutSweep);
    this.payoutSweep = null;
    for (const timer of this.ovoTimers.values()) clearTimeout(timer);
    this.ovoTimers.clear();
    await this.records.close?.();
  }

  /** An unanswered OVO push fails after its window; Xendit then sends `ewallet.capture` FAILED. */
  private scheduleOvoTimeout(externalId: string, expiresAt: Date): void {
    this.clearOvoTimer(externalId);
    const ms = Math.max(0, expiresAt.getTime() - this.options.clock.now().getTime());
    // In the process that created the push: if it stops first, the order still expires on time and
    // reconciliation reads the FAILED charge; only this courtesy callback is lost (ADR 0125).
    const timer = setTimeout(() => {
      this.ovoTimers.delete(externalId);
      this.store
        .get(externalId)
        .then((record) => {
          if (record?.charge?.status === "FAILED" && record.status !== "PAID")
            this.delivery.emit(ewalletCallback(record, "FAILED", null));
        })
        .catch((error: unknown) => this.options.onError?.(error));
    }, ms + 50);
    timer.unref();
    this.ovoTimers.set(externalId, timer);
  }

  private clearOvoTimer(externalId: string): void {
    const timer = this.ovoTimers.get(externalId);
    if (timer) clearTimeout(timer);
    this.ovoTimers.delete(externalId);
  }
}
