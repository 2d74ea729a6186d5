import { randomBytes, randomUUID } from "node:crypto";
import type {
  EwalletChannel,
  InstrumentKind,
  RetailOutlet,
  SandboxInstrument,
  VaBankCode,
} from "#shared/contracts/payments.ts";
import { OVO_PUSH_SECONDS } from "#shared/payments/instruments.ts";
import { buildQris } from "#shared/payments/qris.ts";
import type { Clock } from "../../clock.ts";
import type {
  CreatedInstrument,
  CreateInstrumentInput,
  EwalletActions,
  GatewayStatus,
} from "../payments/index.ts";
import { cardBrand, isLuhnValid } from "./cards.ts";

export type SandboxStatus = "PENDING" | "PAID" | "EXPIRED" | "FAILED";

/** One payable thing at the sandbox "provider", keyed by our external id (Xendit's `external_id`). */
export interface SandboxRecord {
  externalId: string;
  kind: InstrumentKind;
  providerId: string;
  amount: number;
  expiresAt: Date;
  status: SandboxStatus;
  customerName: string;
  bankCode: VaBankCode | null;
  accountNumber: string | null;
  qrString: string | null;
  retailOutlet: RetailOutlet | null;
  paymentCode: string | null;
  channel: EwalletChannel | null;
  charge: {
    id: string;
    status: "PENDING" | "SUCCEEDED" | "FAILED";
    expiresAt: Date;
    failureCode: string | null;
  } | null;
  reference: string | null;
  /** The merchant's `metadata`, returned as sent (null when none was sent). */
  metadata: Record<string, unknown> | null;
  /** A closed VA takes only its expected amount; an open one (Xendit's default) any amount. */
  closed: boolean;
  singleUse: boolean;
  /** An e-wallet charge's `channel_properties`, returned as sent. */
  channelProperties: Record<string, unknown> | null;
  payment: { id: string; amount: number; at: Date } | null;
}

/** Xendit's answer to a second instrument for the same `external_id` (or a VA number already in use). */
export class SandboxDuplicateError extends Error {
  constructor(readonly kind: InstrumentKind) {
    super(`sandbox: duplicate ${kind}`);
  }
}

/** What a simulated payment produced: the record, the payment, or why it was refused. */
export type SimulateResult =
  | { ok: true; record: SandboxRecord; payment: { id: string; amount: number; at: Date } }
  | {
      ok: false;
      errorCode: "NOT_FOUND" | "EXPIRED" | "ALREADY_PAID" | "INVALID_AMOUNT" | "WRONG_INSTRUMENT";
    };

/** The instruments that accept only their expected amount (closed VA, payment code, dynamic QR). */
const FIXED_AMOUNT_KINDS: ReadonlySet<InstrumentKind> = new Set(["va", "retail", "qris"]);

const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const digits = (count: number) => Array.from(randomBytes(count), (byte) => String(byte % 10)).join("");

/**
 * The sandbox provider's state, in memory (development and test only: a restart forgets it, and
 * reconciliation then finds nothing to change). Everything is synchronous and deterministic except
 * ids; time comes from the injected clock so tests move it instead of waiting.
 */
export class SandboxStore {
  private readonly records = new Map<string, SandboxRecord>();
  private readonly cardTokens = new Map<string, { brand: string; last4: string; decline: boolean }>();

  constructor(
    private readonly clock: Clock,
    private readonly simulatorUrl: (externalId: string) => string,
    private readonly ovoPushSeconds = OVO_PUSH_SECONDS,
  ) {}

  create(input: CreateInstrumentInput): CreatedInstrument {
    const existing = this.get(input.externalId);
    // Xendit refuses a second VA, payment code or QR code for an external id that is still payable (or
    // paid), and a VA number already in use. A closed one (expired, e.g. after the buyer changed bank)
    // can be replaced. E-wallet charges are not unique by reference_id at Xendit: a new OVO push
    // replaces the unpaid charge.
    if (existing?.status === "PAID") throw new SandboxDuplicateError(input.kind);
    if (existing?.status === "PENDING" && input.kind !== "ewallet")
      throw new SandboxDuplicateError(input.kind);
    if (input.kind === "va" && input.vaNumber && this.vaNumberInUse(input.vaBank ?? null, input.vaNumber))
      throw new SandboxDuplicateError("va");
    const now = this.clock.now();
    const record: SandboxRecord = {
      externalId: input.externalId,
      kind: input.kind,
      providerId: `${input.kind}_${hex(12)}`,
      amount: input.amount,
      expiresAt: input.expiresAt,
      status: "PENDING",
      customerName: input.customerName,
      bankCode: input.vaBank ?? null,
      accountNumber: input.vaNumber ?? null,
      qrString: null,
      retailOutlet: input.retailOutlet ?? null,
      paymentCode: null,
      channel: input.ewalletChannel ?? null,
      charge: null,
      reference: null,
      metadata: null,
      closed: true,
      singleUse: true,
      channelProperties: null,
      payment: null,
    };
    switch (input.kind) {
      case "va":
        if (!record.bankCode || !record.accountNumber) throw new Error("sandbox: VA needs bank and number");
        break;
      case "qris":
        record.qrString = buildQris({
          amount: input.amount,
          reference: input.externalId.slice(0, 25),
          billNumber: input.invoiceNumber,
        });
        break;
      case "retail":
        if (!record.retailOutlet) throw new Error("sandbox: retail needs an outlet");
        // Xendit's test-mode codes start with TEST.
        record.paymentCode = `TEST${digits(8)}`;
        break;
      case "ewallet": {
        const seconds = input.ewalletChannel === "ID_OVO" ? this.ovoPushSeconds : 30 * 60;
        record.charge = {
          id: `ewc_${randomUUID()}`,
          status: "PENDING",
          expiresAt: new Date(Math.min(now.getTime() + seconds * 1000, input.expiresAt.getTime())),
          failureCode: null,
        };
        break;
      }
      case "card":
        if (!input.cardToken || !this.cardTokens.has(input.cardToken))
          throw new Error("sandbox: unknown card token");
        record.reference = `CC-${digits(10)}`;
        break;
      case "paylater":
        record.reference = `PL-${digits(10)}`;
        break;
      case "cashier":
        record.reference = `KSR-${digits(8)}`;
        break;
    }
    this.records.set(input.externalId, record);
    return {
      providerId: record.providerId,
      vaNumber: record.accountNumber,
      qrString: record.qrString,
      paymentCode: record.paymentCode,
      reference: record.reference,
      ewallet: record.charge
        ? {
            chargeId: record.charge.id,
            status: record.charge.status,
            expiresAt: record.charge.expiresAt,
            actions: this.ewalletActions(record),
          }
        : null,
    };
  }

  /**
   * Xendit's charge `actions` for a redirect wallet. The sandbox has no wallet app, so each one leads to
   * the simulator page, where the tester approves or declines as the wallet would; `via` says which
   * action the buyer took. OVO (a push) has none.
   */
  ewalletActions(record: SandboxRecord): EwalletActions {
    if (!record.charge || record.channel === "ID_OVO")
      return { mobileDeeplink: null, mobileWeb: null, desktopWeb: null };
    const page = this.simulatorUrl(record.externalId);
    return {
      mobileDeeplink: `${page}?via=app`,
      mobileWeb: `${page}?via=mobile_web`,
      desktopWeb: `${page}?via=desktop_web`,
    };
  }

  /** The record with time applied: past its expiry it reads EXPIRED; an unanswered OVO push FAILED. */
  get(externalId: string): SandboxRecord | undefined {
    const record = this.records.get(externalId);
    if (!record) return undefined;
    const now = this.clock.now().getTime();
    if (record.charge?.status === "PENDING" && record.charge.expiresAt.getTime() <= now) {
      record.charge.status = "FAILED";
      record.charge.failureCode = "USER_DID_NOT_AUTHORIZE_THE_PAYMENT";
    }
    if (record.status === "PENDING" && record.expiresAt.getTime() <= now) record.status = "EXPIRED";
    return record;
  }

  private vaNumberInUse(bank: VaBankCode | null, number: string): boolean {
    for (const record of this.records.values())
      if (
        record.bankCode === bank &&
        record.accountNumber === number &&
        this.get(record.externalId)?.status === "PENDING"
      )
        return true;
    return false;
  }

  /** Xendit's update of a fixed VA or payment code: a new expected amount while it is still payable. */
  updateAmount(externalId: string, amount: number): boolean {
    const record = this.get(externalId);
    if (record?.status !== "PENDING") return false;
    record.amount = amount;
    return true;
  }

  findByPaymentCode(outlet: RetailOutlet, code: string): SandboxRecord | undefined {
    for (const record of this.records.values())
      if (record.retailOutlet === outlet && record.paymentCode === code) return this.get(record.externalId);
    return undefined;
  }

  findByProviderId(providerId: string): SandboxRecord | undefined {
    for (const record of this.records.values())
      if (record.providerId === providerId) return this.get(record.externalId);
    return undefined;
  }

  findByChargeId(chargeId: string): SandboxRecord | undefined {
    for (const record of this.records.values())
      if (record.charge?.id === chargeId) return this.get(record.externalId);
    return undefined;
  }

  findByQrString(qrString: string): SandboxRecord | undefined {
    for (const record of this.records.values())
      if (record.qrString === qrString) return this.get(record.externalId);
    return undefined;
  }

  status(externalId: string): GatewayStatus {
    const record = this.get(externalId);
    if (!record) return { state: "unknown", amount: null, currency: null, paymentId: null, paidAt: null };
    const state =
      record.status === "PAID"
        ? "paid"
        : record.status === "EXPIRED"
          ? "expired"
          : record.status === "FAILED"
            ? "failed"
            : "pending";
    return {
      state,
      amount: record.payment?.amount ?? null,
      currency: record.payment ? "IDR" : null,
      paymentId: record.payment?.id ?? null,
      paidAt: record.payment?.at ?? null,
    };
  }

  expire(externalId: string): void {
    const record = this.records.get(externalId);
    if (record && record.status === "PENDING") record.status = "EXPIRED";
  }

  /**
   * The buyer pays. `amount` defaults to the expected one. Like Xendit, a closed VA, a payment code and
   * a dynamic QR code take only the expected amount (anything else is refused and the instrument stays
   * payable); e-wallets, cards and the rest charge the amount they were created with.
   *
   * Test controls, never set by the simulator: `afterExpiry` delivers a payment the bank accepted just
   * before expiry but reported after it (Xendit's "generally unavoidable" race); `reportedAmount`
   * makes the provider report another amount than the one expected, so the receiver's own check can
   * be tested.
   */
  pay(
    externalId: string,
    options: { amount?: number; afterExpiry?: boolean; kind?: InstrumentKind; reportedAmount?: number } = {},
  ): SimulateResult {
    const record = this.get(externalId);
    if (!record) return { ok: false, errorCode: "NOT_FOUND" };
    if (options.kind && record.kind !== options.kind) return { ok: false, errorCode: "WRONG_INSTRUMENT" };
    if (record.status === "PAID") return { ok: false, errorCode: "ALREADY_PAID" };
    if (record.status !== "PENDING" && !(options.afterExpiry && record.status === "EXPIRED"))
      return { ok: false, errorCode: "EXPIRED" };
    const paid = options.amount ?? record.amount;
    if (!Number.isSafeInteger(paid) || paid <= 0) return { ok: false, errorCode: "INVALID_AMOUNT" };
    const fixed = FIXED_AMOUNT_KINDS.has(record.kind) && (record.kind !== "va" || record.closed);
    if (fixed && paid !== record.amount) return { ok: false, errorCode: "INVALID_AMOUNT" };
    const amount = options.reportedAmount ?? paid;
    if (record.charge) record.charge.status = "SUCCEEDED";
    record.status = "PAID";
    record.payment = { id: `pay_${hex(12)}`, amount, at: this.clock.now() };
    return { ok: true, record, payment: record.payment };
  }

  /** OVO: the buyer rejects the push (or the tester does, on the simulator). */
  rejectCharge(externalId: string): SandboxRecord | undefined {
    const record = this.get(externalId);
    if (record?.charge?.status !== "PENDING") return undefined;
    record.charge.status = "FAILED";
    record.charge.failureCode = "USER_DECLINED_THE_TRANSACTION";
    return record;
  }

  tokenize(card: { number: string; month: string; year: string }): {
    id: string;
    brand: string;
    last4: string;
    failure: string | null;
  } {
    const now = this.clock.now();
    const expired =
      Number(card.year) * 12 + Number(card.month) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    const brand = cardBrand(card.number);
    const failure = !isLuhnValid(card.number) ? "INVALID_CARD_NUMBER" : expired ? "CARD_EXPIRED" : null;
    const id = `tok_${hex(12)}`;
    if (!failure)
      this.cardTokens.set(id, {
        brand,
        last4: card.number.slice(-4),
        decline: card.number === "4000000000000002",
      });
    return { id, brand, last4: card.number.slice(-4), failure };
  }

  card(token: string): { brand: string; last4: string; decline: boolean } | undefined {
    return this.cardTokens.get(token);
  }

  view(externalId: string): SandboxInstrument | null {
    const record = this.get(externalId);
    if (!record) return null;
    return {
      external_id: record.externalId,
      instrument: record.kind,
      status: record.status,
      amount: record.amount,
      expires_at: (record.charge?.expiresAt ?? record.expiresAt).toISOString(),
      bank_code: record.bankCode,
      account_number: record.accountNumber,
      retail_outlet_name: record.retailOutlet,
      payment_code: record.paymentCode,
      qr_string: record.qrString,
      channel_code: record.channel,
      charge_id: record.charge?.id ?? null,
      reference: record.reference,
    };
  }
}
