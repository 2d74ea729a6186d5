import {
  fieldSensitivity,
  isProtectedSensitivity,
  type VisitorField,
} from "#shared/checkout/visitor-fields.ts";
import type { OrderSourceName } from "#shared/contracts/organizer-box-office.ts";
import type { AttendeeRow, OrderRow, RecordAnswer } from "#shared/contracts/organizer-records.ts";
import { ticketShortCode } from "#shared/e-tickets/short-code.ts";
import { SEALED_KEY } from "../../security/sealed-answers.ts";
import type { AttendeeRecord, OrderRecord } from "./records-data.ts";

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/**
 * The short reference a buyer reads off the e-ticket and an organiser types: the ticket's short code at
 * its current code version (the id's first 8 digits until a transfer changes it).
 */
export const ticketReference = (ticketId: string, codeVersion: number): string =>
  ticketShortCode(ticketId, codeVersion);

/** The questions a list or an export shows: agreements are consents, not answers. */
export const answerFields = (fields: readonly VisitorField[]): VisitorField[] =>
  fields.filter((field) => field.type !== "agreement");

function answerText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join("; ");
  if (typeof value === "object") return "";
  return String(value);
}

/**
 * A ticket's answers, one per question, in the form's order. Identity and health answers are
 * `masked` with an empty value unless `opened` holds them (a logged reveal): the list never decrypts.
 */
export function recordAnswers(
  stored: unknown,
  fields: readonly VisitorField[],
  opened: Record<string, unknown> | null = null,
): RecordAnswer[] {
  const data =
    stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  return answerFields(fields).map((field) => {
    if (isProtectedSensitivity(fieldSensitivity(field))) {
      const present = opened
        ? Object.hasOwn(opened, field.key)
        : SEALED_KEY in data || Object.hasOwn(data, field.key);
      if (!opened) return { key: field.key, label: field.label, value: "", masked: present };
      return { key: field.key, label: field.label, value: answerText(opened[field.key]), masked: false };
    }
    return { key: field.key, label: field.label, value: answerText(data[field.key]), masked: false };
  });
}

/** Who the ticket is for: the visitor's name on it, else the holder's account name. */
export function holderName(record: AttendeeRecord): string {
  const name = (record.visitor_data as { name?: unknown } | null)?.name;
  return typeof name === "string" && name.trim() !== "" ? name.trim() : record.holder_name;
}

export function toAttendeeRow(record: AttendeeRecord, fields: readonly VisitorField[]): AttendeeRow {
  return {
    ticketId: record.id,
    reference: ticketReference(record.id, record.code_version),
    categoryName: record.category_name,
    seat: record.seat_label,
    holderName: holderName(record),
    holderEmail: record.holder_email,
    invoiceNumber: record.invoice_number,
    source: record.source as OrderSourceName,
    status: record.status,
    transferred: record.transferred,
    checkedInAt: iso(record.checked_in_at),
    gate: record.gate,
    answers: recordAnswers(record.visitor_data, fields),
  };
}

export function toOrderRow(record: OrderRecord): OrderRow {
  return {
    id: record.id,
    invoiceNumber: record.invoice_number,
    buyerName: record.buyer_name,
    buyerEmail: record.buyer_email,
    buyerPhone: record.buyer_phone,
    status: record.status,
    needsRefund: record.needs_refund,
    paymentMethod: record.payment_method,
    source: record.source as OrderSourceName,
    tickets: Number(record.tickets),
    subTotal: Number(record.sub_total),
    voucherDiscount: Number(record.voucher_discount),
    tax: Number(record.tax),
    internetFee: Number(record.inet_fee),
    paymentFee: Number(record.payment_fee),
    total: Number(record.total),
    createdAt: iso(record.created_at) ?? "",
    paidAt: iso(record.paid_at),
  };
}
