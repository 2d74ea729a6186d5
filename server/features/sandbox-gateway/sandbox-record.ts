import type { EwalletChannel, InstrumentKind, RetailOutlet, VaBankCode } from "#shared/contracts/payments.ts";

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
