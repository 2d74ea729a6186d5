import type { SandboxRecord } from "./store.ts";

/** Xendit's callback shapes per product (payments reference section 1), and the URL path of each. */
export interface OutgoingCallback {
  product: "fva" | "qr" | "ewallet" | "retail" | "card" | "paylater" | "cashier" | "refund" | "disbursement";
  body: Record<string, unknown>;
}

const OWNER_ID = "sandbox-owner-000000000001";

export function paidCallback(
  record: SandboxRecord,
  payment: { id: string; amount: number; at: Date },
): OutgoingCallback {
  const at = payment.at.toISOString();
  switch (record.kind) {
    case "va":
      return {
        product: "fva",
        body: {
          id: `fvap_${payment.id}`,
          payment_id: payment.id,
          callback_virtual_account_id: record.providerId,
          owner_id: OWNER_ID,
          external_id: record.externalId,
          account_number: record.accountNumber,
          bank_code: record.bankCode,
          transaction_timestamp: at,
          amount: payment.amount,
          merchant_code: record.accountNumber?.slice(0, 5) ?? "",
          currency: "IDR",
          country: "ID",
          sender_name: "SANDBOX PAYER",
        },
      };
    case "qris":
      return {
        product: "qr",
        body: {
          event: "qr.payment",
          api_version: "2022-07-31",
          business_id: OWNER_ID,
          created: at,
          data: {
            id: payment.id,
            business_id: OWNER_ID,
            currency: "IDR",
            amount: payment.amount,
            status: "SUCCEEDED",
            created: at,
            qr_id: record.providerId,
            qr_string: record.qrString,
            reference_id: record.externalId,
            type: "DYNAMIC",
            channel_code: "ID_DANA",
            expires_at: record.expiresAt.toISOString(),
            metadata: record.metadata,
            payment_detail: { receipt_id: payment.id.slice(-9), source: "SANDBOX" },
          },
        },
      };
    case "ewallet":
      return ewalletCallback(record, "SUCCEEDED", payment);
    case "retail":
      return {
        product: "retail",
        body: {
          id: `fpcp_${payment.id}`,
          fixed_payment_code_id: record.providerId,
          fixed_payment_code_payment_id: payment.id,
          payment_code: record.paymentCode,
          retail_outlet_name: record.retailOutlet,
          amount: payment.amount,
          status: "COMPLETED",
          owner_id: OWNER_ID,
          name: record.customerName,
          prefix: "TEST",
          payment_id: payment.id,
          external_id: record.externalId,
          transaction_timestamp: at,
        },
      };
    default:
      // Cards (after 3DS), paylater and pay-at-cashier: the Payments API `payment.capture` shape.
      return {
        product: record.kind,
        body: {
          event: "payment.capture",
          business_id: OWNER_ID,
          created: at,
          data: {
            payment_id: payment.id,
            payment_request_id: record.providerId,
            reference_id: record.externalId,
            status: "SUCCEEDED",
            amount: payment.amount,
            currency: "IDR",
            channel_code:
              record.kind === "card" ? "CARDS" : record.kind === "paylater" ? "KREDIVO" : "CASHIER",
          },
        },
      };
  }
}

export function ewalletCallback(
  record: SandboxRecord,
  status: "PENDING" | "SUCCEEDED" | "FAILED",
  payment: { id: string; amount: number; at: Date } | null,
): OutgoingCallback {
  return {
    product: "ewallet",
    body: {
      event: "ewallet.capture",
      business_id: OWNER_ID,
      created: (payment?.at ?? new Date()).toISOString(),
      data: {
        id: record.charge?.id ?? record.providerId,
        payment_id: payment?.id ?? null,
        business_id: OWNER_ID,
        reference_id: record.externalId,
        status,
        currency: "IDR",
        charge_amount: record.amount,
        capture_amount: payment?.amount ?? null,
        checkout_method: "ONE_TIME_PAYMENT",
        channel_code: record.channel,
        failure_code: record.charge?.failureCode ?? null,
        metadata: record.metadata,
      },
    },
  };
}

/** Xendit's VA "created/updated" callback: ACTIVE while payable, INACTIVE once expired. */
export function vaStatusCallback(record: SandboxRecord, status: "ACTIVE" | "INACTIVE"): OutgoingCallback {
  return {
    product: "fva",
    body: {
      id: record.providerId,
      owner_id: OWNER_ID,
      external_id: record.externalId,
      bank_code: record.bankCode,
      merchant_code: record.accountNumber?.slice(0, 5) ?? "",
      name: record.customerName,
      account_number: record.accountNumber,
      is_closed: record.closed,
      expected_amount: record.amount,
      expiration_date: record.expiresAt.toISOString(),
      is_single_use: record.singleUse,
      status,
      currency: "IDR",
    },
  };
}
