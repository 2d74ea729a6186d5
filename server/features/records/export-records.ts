import type { Readable } from "node:stream";
import { localizeVisitorFields } from "#shared/checkout/visitor-field-label.ts";
import type { VisitorField } from "#shared/checkout/visitor-fields.ts";
import {
  ACCESS_REASON_MIN,
  type ExportKind,
  type ExportQuery,
  orderStatusOf,
} from "#shared/contracts/organizer-records.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { paymentMethodLabel } from "#shared/payments/method-label.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { DataCipher } from "../../security/data-cipher.ts";
import { openAnswers, ticketAnswersContext } from "../../security/sealed-answers.ts";
import { loadVisitorFields } from "../checkout/index.ts";
import { type Cell, csvStream, xlsxStream } from "../exports/index.ts";
import type { OrganiserAccess, OrgEventRow } from "../organizations/index.ts";
import { completeAccess, recordAccess } from "./access-log.ts";
import { mayReveal } from "./list-records.ts";
import { type AttendeeRecord, attendeesAfter, type OrderRecord, ordersAfter } from "./records-data.ts";
import { answerFields, holderName, recordAnswers, ticketReference, toOrderRow } from "./records-view.ts";

/** Rows read per query while streaming: the most an export ever holds at once. */
export const EXPORT_BATCH = 500;

export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** "2026-11-24 19:00" in WIB: what a spreadsheet sorts and reads (the header says WIB). */
function wibStamp(value: Date | string | null): string | null {
  if (value === null) return null;
  const wib = new Date(new Date(value).getTime() + 7 * 3_600_000);
  return wib.toISOString().slice(0, 16).replace("T", " ");
}

/** Where an order came from, in the reader's language: online or one of the door kinds. */
const sourceLabel = (t: Translator, source: string) =>
  t(`organizer.boxOffice.sources.${source}` as Parameters<Translator>[0]);

function attendeeHeader(t: Translator, fields: readonly VisitorField[]): string[] {
  const column = (key: string) => t(`organizer.records.columns.${key}` as Parameters<Translator>[0]);
  return [
    column("reference"),
    column("category"),
    column("seat"),
    column("holder"),
    column("holderEmail"),
    column("invoice"),
    column("status"),
    column("transferred"),
    column("checkedIn"),
    column("gate"),
    t("organizer.boxOffice.column"),
    ...answerFields(fields).map((field) => field.label),
  ];
}

function orderHeader(t: Translator): string[] {
  const column = (key: string) => t(`organizer.records.columns.${key}` as Parameters<Translator>[0]);
  return [
    column("invoice"),
    column("buyer"),
    column("buyerEmail"),
    column("buyerPhone"),
    column("status"),
    column("needsRefund"),
    column("method"),
    column("tickets"),
    column("subTotal"),
    column("discount"),
    column("tax"),
    column("internetFee"),
    column("paymentFee"),
    column("total"),
    column("createdAt"),
    column("paidAt"),
    t("organizer.boxOffice.column"),
  ];
}

/**
 * Streams an event's orders or attendees as CSV or XLSX: batches of `EXPORT_BATCH` rows walked by
 * key, so 140,000 tickets never sit in memory; one column per visitor question; every text cell neutralised against formula injection. Protected answers stay masked
 * unless an owner or admin asks with a reason. The export is logged before its first byte.
 */
export async function exportRecords(
  deps: { db: Db; cipher: DataCipher },
  access: OrganiserAccess,
  event: OrgEventRow,
  kind: ExportKind,
  query: ExportQuery,
  t: Translator,
): Promise<ExportFile> {
  const reveal = kind === "attendees" && query.reveal === "yes";
  if (reveal && !mayReveal(access.role))
    throw new AppError("forbidden", { messageKey: "organizer.errors.roleNotAllowed" });
  if (reveal && (query.reason ?? "").length < ACCESS_REASON_MIN)
    throw new AppError("validation_failed", {
      messageKey: "organizer.records.errors.reasonRequired",
      fields: { reason: { key: "organizer.records.errors.reasonRequired" } },
    });
  // The built-in questions (name, e-mail, phone) head their columns in the reader's language.
  const fields =
    kind === "attendees" ? localizeVisitorFields(await loadVisitorFields(deps.db, event.id), t) : [];
  const { format, reveal: _reveal, reason, ...filters } = query;
  const logId = await recordAccess(deps.db, access, {
    eventId: event.id,
    action: "export",
    reason: reveal ? (reason ?? null) : null,
    detail: { kind, format, revealed: reveal, filters },
  });

  let count = 0;
  const masked = t("organizer.records.masked");
  const toCells = (record: AttendeeRecord): Cell[] => {
    const opened = reveal
      ? (openAnswers(record.visitor_data, deps.cipher, ticketAnswersContext(record.id)) ?? {})
      : null;
    return [
      ticketReference(record.id, record.code_version),
      record.category_name,
      record.seat_label,
      holderName(record),
      record.holder_email,
      record.invoice_number,
      record.status,
      record.transferred ? t("organizer.records.yes") : t("organizer.records.no"),
      wibStamp(record.checked_in_at),
      record.gate,
      sourceLabel(t, record.source),
      ...recordAnswers(record.visitor_data, fields, opened).map((answer) =>
        answer.masked ? masked : answer.value,
      ),
    ];
  };
  const orderCells = (record: OrderRecord): Cell[] => {
    const row = toOrderRow(record);
    return [
      row.invoiceNumber,
      row.buyerName,
      row.buyerEmail,
      row.buyerPhone,
      t(`organizer.records.status.${orderStatusOf(row)}`),
      row.needsRefund ? t("organizer.records.yes") : t("organizer.records.no"),
      paymentMethodLabel(t, row.paymentMethod),
      row.tickets,
      row.subTotal,
      row.voucherDiscount,
      row.tax,
      row.internetFee,
      row.paymentFee,
      row.total,
      wibStamp(row.createdAt),
      wibStamp(row.paidAt),
      sourceLabel(t, row.source),
    ];
  };

  async function* batches(): AsyncGenerator<Cell[][]> {
    let after: string | null = null;
    for (;;) {
      const found: (AttendeeRecord | OrderRecord)[] =
        kind === "attendees"
          ? await attendeesAfter(deps.db, event.id, filters, after, EXPORT_BATCH)
          : await ordersAfter(deps.db, event.id, filters, after, EXPORT_BATCH);
      if (found.length === 0) break;
      after = found[found.length - 1]?.id ?? after;
      count += found.length;
      yield kind === "attendees"
        ? (found as AttendeeRecord[]).map(toCells)
        : (found as OrderRecord[]).map(orderCells);
      if (found.length < EXPORT_BATCH) break;
    }
    await completeAccess(deps.db, logId, { rows: count });
  }

  const header = kind === "attendees" ? attendeeHeader(t, fields) : orderHeader(t);
  const stream =
    format === "csv"
      ? csvStream(header, batches())
      : xlsxStream(t(`organizer.records.sheet.${kind}`), header, batches());
  const stamp = new Date().toISOString().slice(0, 10);
  return {
    fileName: `${event.slug}-${kind}-${stamp}.${format}`,
    contentType: CONTENT_TYPES[format],
    stream,
  };
}
