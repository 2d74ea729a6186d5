import { randomBytes, randomUUID } from "node:crypto";
import type { InstrumentKind, RetailOutlet, SandboxInstrument } from "#shared/contracts/payments.ts";
import { OVO_PUSH_SECONDS } from "#shared/payments/instruments.ts";
import { buildQris } from "#shared/payments/qris.ts";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import type {
  CreatedInstrument,
  CreateInstrumentInput,
  EwalletActions,
  GatewayStatus,
} from "../payments/index.ts";
import { cardBrand, isLuhnValid } from "./cards.ts";
import type { RecordLookup, SandboxCard, SandboxRecords } from "./records-store.ts";
import type { SandboxRecord } from "./sandbox-record.ts";

export type { SandboxRecord, SandboxStatus } from "./sandbox-record.ts";

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

/** The record as the provider sees it at `now`: past its expiry it reads EXPIRED; an unanswered OVO push FAILED. */
function withTimeApplied(record: SandboxRecord, now: number): SandboxRecord {
  if (record.charge?.status === "PENDING" && record.charge.expiresAt.getTime() <= now) {
    record.charge.status = "FAILED";
    record.charge.failureCode = "USER_DID_NOT_AUTHORIZE_THE_PAYMENT";
  }
  if (record.status === "PENDING" && record.expiresAt.getTime() <= now) record.status = "EXPIRED";
  return record;
}

/**
 * The sandbox provider's rules over its records. The records live where `records` keeps them: the
 * database in the app (every process sees the same provider, and a restart forgets nothing: ADR 0125),
 * memory in unit tests. Every change is a locked read-modify-write of one external id. Time comes from
 * the injected clock so tests move it instead of waiting.
 */
export class SandboxStore {
  constructor(
    private readonly records: SandboxRecords,
    private readonly clock: Clock,
    private readonly simulatorUrl: (externalId: string) => string,
    private readonly ovoPushSeconds = OVO_PUSH_SECONDS,
  ) {}

  private now(): number {
    return this.clock.now().getTime();
  }

  async create(input: CreateInstrumentInput, within?: Db): Promise<CreatedInstrument> {
    if (input.kind === "va" && input.vaNumber && (await this.vaNumberInUse(input, input.vaNumber, within)))
      throw new SandboxDuplicateError("va");
    const knownCard =
      input.kind === "card" && !!input.cardToken && !!(await this.records.card(input.cardToken, within));
    const now = this.clock.now();
    const record = await this.records.change(
      input.externalId,
      (stored) => {
        const existing = stored && withTimeApplied(stored, now.getTime());
        // Xendit refuses a second VA, payment code or QR code for an external id that is still payable (or
        // paid). A closed one (expired, e.g. after the buyer changed bank) can be replaced. E-wallet
        // charges are not unique by reference_id at Xendit: a new OVO push replaces the unpaid charge.
        if (existing?.status === "PAID") throw new SandboxDuplicateError(input.kind);
        if (existing?.status === "PENDING" && input.kind !== "ewallet")
          throw new SandboxDuplicateError(input.kind);
        if (input.kind === "card" && !knownCard) throw new Error("sandbox: unknown card token");
        const created = this.newRecord(input, now);
        return { save: created, result: created };
      },
      within,
    );
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

  private newRecord(input: CreateInstrumentInput, now: Date): SandboxRecord {
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
        record.reference = `CC-${digits(10)}`;
        break;
      case "paylater":
        record.reference = `PL-${digits(10)}`;
        break;
      case "cashier":
        record.reference = `KSR-${digits(8)}`;
        break;
    }
    return record;
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
  async get(externalId: string): Promise<SandboxRecord | undefined> {
    const record = await this.records.read(externalId);
    return record && withTimeApplied(record, this.now());
  }

  private async findOne(lookup: RecordLookup): Promise<SandboxRecord | undefined> {
    const [record] = await this.records.find(lookup);
    return record && withTimeApplied(record, this.now());
  }

  private async vaNumberInUse(input: CreateInstrumentInput, number: string, within?: Db): Promise<boolean> {
    if (!input.vaBank) return false;
    const holders = await this.records.find({ bankCode: input.vaBank, accountNumber: number }, within);
    return holders.some(
      (record) =>
        record.externalId !== input.externalId && withTimeApplied(record, this.now()).status === "PENDING",
    );
  }

  /**
   * Changes a record that is still payable (Xendit's updates of a VA or payment code: amount, expiry,
   * name, single use); the changed record, or undefined when it is unknown or no longer payable.
   */
  async amend(externalId: string, edit: (record: SandboxRecord) => void): Promise<SandboxRecord | undefined> {
    return this.records.change(externalId, (stored) => {
      const record = stored && withTimeApplied(stored, this.now());
      if (record?.status !== "PENDING") return { save: null, result: undefined };
      edit(record);
      return { save: record, result: record };
    });
  }

  findByPaymentCode(outlet: RetailOutlet, code: string): Promise<SandboxRecord | undefined> {
    return this.findOne({ retailOutlet: outlet, paymentCode: code });
  }

  findByProviderId(providerId: string): Promise<SandboxRecord | undefined> {
    return this.findOne({ providerId });
  }

  findByChargeId(chargeId: string): Promise<SandboxRecord | undefined> {
    return this.findOne({ chargeId });
  }

  findByQrString(qrString: string): Promise<SandboxRecord | undefined> {
    return this.findOne({ qrString });
  }

  async status(externalId: string): Promise<GatewayStatus> {
    const record = await this.get(externalId);
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

  async expire(externalId: string, within?: Db): Promise<void> {
    await this.records.change(
      externalId,
      (record) => {
        if (record?.status !== "PENDING") return { save: null, result: undefined };
        record.status = "EXPIRED";
        return { save: record, result: undefined };
      },
      within,
    );
  }

  /**
   * The buyer pays. `amount` defaults to the expected one. Like Xendit, a closed VA, a payment code and
   * a dynamic QR code take only the expected amount (anything else is refused and the instrument stays
   * payable); e-wallets, cards and the rest charge the amount they were created with. Locked per
   * external id, so two payments of one instrument (two processes, two tabs) pay it once.
   *
   * Test controls, never set by the simulator: `afterExpiry` delivers a payment the bank accepted just
   * before expiry but reported after it (Xendit's "generally unavoidable" race); `reportedAmount`
   * makes the provider report another amount than the one expected, so the receiver's own check can
   * be tested.
   */
  pay(
    externalId: string,
    options: { amount?: number; afterExpiry?: boolean; kind?: InstrumentKind; reportedAmount?: number } = {},
  ): Promise<SimulateResult> {
    const now = this.clock.now();
    return this.records.change<SimulateResult>(externalId, (stored) => {
      const refuse = (errorCode: Extract<SimulateResult, { ok: false }>["errorCode"]) => ({
        save: null,
        result: { ok: false as const, errorCode },
      });
      const record = stored && withTimeApplied(stored, now.getTime());
      if (!record) return refuse("NOT_FOUND");
      if (options.kind && record.kind !== options.kind) return refuse("WRONG_INSTRUMENT");
      if (record.status === "PAID") return refuse("ALREADY_PAID");
      if (record.status !== "PENDING" && !(options.afterExpiry && record.status === "EXPIRED"))
        return refuse("EXPIRED");
      const paid = options.amount ?? record.amount;
      if (!Number.isSafeInteger(paid) || paid <= 0) return refuse("INVALID_AMOUNT");
      const fixed = FIXED_AMOUNT_KINDS.has(record.kind) && (record.kind !== "va" || record.closed);
      if (fixed && paid !== record.amount) return refuse("INVALID_AMOUNT");
      const amount = options.reportedAmount ?? paid;
      if (record.charge) record.charge.status = "SUCCEEDED";
      record.status = "PAID";
      const payment = { id: `pay_${hex(12)}`, amount, at: now };
      record.payment = payment;
      return { save: record, result: { ok: true, record, payment } };
    });
  }

  /** OVO: the buyer rejects the push (or the tester does, on the simulator). */
  rejectCharge(externalId: string): Promise<SandboxRecord | undefined> {
    return this.records.change(externalId, (stored) => {
      const record = stored && withTimeApplied(stored, this.now());
      if (record?.charge?.status !== "PENDING") return { save: null, result: undefined };
      record.charge.status = "FAILED";
      record.charge.failureCode = "USER_DECLINED_THE_TRANSACTION";
      return { save: record, result: record };
    });
  }

  async tokenize(card: { number: string; month: string; year: string }): Promise<{
    id: string;
    brand: string;
    last4: string;
    failure: string | null;
  }> {
    const now = this.clock.now();
    const expired =
      Number(card.year) * 12 + Number(card.month) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    const brand = cardBrand(card.number);
    const failure = !isLuhnValid(card.number) ? "INVALID_CARD_NUMBER" : expired ? "CARD_EXPIRED" : null;
    const id = `tok_${hex(12)}`;
    if (!failure)
      await this.records.saveCard(id, {
        brand,
        last4: card.number.slice(-4),
        decline: card.number === "4000000000000002",
      });
    return { id, brand, last4: card.number.slice(-4), failure };
  }

  card(token: string): Promise<SandboxCard | undefined> {
    return this.records.card(token);
  }

  async view(externalId: string): Promise<SandboxInstrument | null> {
    const record = await this.get(externalId);
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
