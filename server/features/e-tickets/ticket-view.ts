import { isBuiltInField } from "#shared/checkout/visitor-field-label.ts";
import type { VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { TicketDisplay, TicketSummary } from "#shared/contracts/e-tickets.ts";
import { formatVisitorAnswer } from "#shared/format/visitor-answer.ts";
import type { Translator } from "#shared/i18n/translate.ts";
import { type DataCipher, UnreadableCiphertextError } from "../../security/data-cipher.ts";
import { openAnswers, ticketAnswersContext } from "../../security/sealed-answers.ts";
import type { TicketRow } from "./data.ts";

/** Keys of identity numbers: the holder and the gate see only their last 4 digits (UU PDP). */
const IDENTITY_NUMBER_KEYS = new Set(["identity", "ktp", "ktp_participant_2", "nik", "nim", "nip", "nis"]);
/** Not an answer the holder gave (which document the number is). */
const HIDDEN_VISITOR_KEYS = new Set(["identity_type"]);

/** A value still sealed with the data cipher is never shown, whatever opened or failed to open it. */
const SEALED_VALUE = /^v[12]\.[A-Za-z0-9_.-]+$/;

type VisitorEntry = { key: string; label: string | null; value: string };

const isIdentityNumber = (key: string, field: VisitorField | undefined) =>
  field?.type === "nik" || IDENTITY_NUMBER_KEYS.has(key);

/** "3374010101900001" -> "••••••••••••0001": enough to check against the KTP, too little to reuse. */
export function maskIdentityNumber(value: string): string {
  const digits = value.trim();
  return digits.length <= 4
    ? "•".repeat(digits.length)
    : `${"•".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/**
 * The holder's own answers (already opened, see sealed-answers.ts) in the event's form order, each with
 * the organiser's label (null for the built-in fields), written for the reader by the field's type
 * (`formatVisitorAnswer`: yes/no in their language, dates in their locale's format). Identity numbers are
 * masked to their last 4 digits; agreements and lists are left out.
 */
export function visitorEntries(
  answers: unknown,
  fields: readonly VisitorField[],
  t: Translator,
): VisitorEntry[] {
  if (!answers || typeof answers !== "object" || Array.isArray(answers)) return [];
  const data = answers as Record<string, unknown>;
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const order = [...fields.map((field) => field.key), ...Object.keys(data).filter((key) => !byKey.has(key))];
  const entries: VisitorEntry[] = [];
  for (const key of order) {
    const field = byKey.get(key);
    if (key.startsWith("_") || HIDDEN_VISITOR_KEYS.has(key) || key.endsWith("_agreement")) continue;
    if (field?.type === "agreement" || !Object.hasOwn(data, key)) continue;
    const raw = data[key];
    const value = typeof raw === "number" || typeof raw === "boolean" ? String(raw) : raw;
    if (typeof value !== "string" || value.trim() === "" || SEALED_VALUE.test(value)) continue;
    const builtIn = isBuiltInField(field);
    const shown = isIdentityNumber(key, field)
      ? maskIdentityNumber(value)
      : (formatVisitorAnswer(raw, field, t) ?? value);
    entries.push({ key, label: field && !builtIn ? field.label : null, value: shown });
  }
  return entries;
}

/**
 * The last 4 digits of the visitor's identity number, for gate staff to check against the KTP; null
 * when the form asked none, or when the sealed answers cannot be opened (the gate still judges the
 * code: admission never depends on personal data).
 */
export function identityLast4(row: Pick<TicketRow, "id" | "visitorData">, cipher: DataCipher): string | null {
  let answers: Record<string, unknown> | null;
  try {
    answers = openAnswers(row.visitorData, cipher, ticketAnswersContext(row.id));
  } catch (error) {
    if (error instanceof UnreadableCiphertextError) return null;
    throw error;
  }
  const entries = Object.entries(answers ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  // A known identity key first; else a 16-digit NIK under an organiser's own key.
  const number =
    entries.find(([key, value]) => IDENTITY_NUMBER_KEYS.has(key) && /^[0-9]{5,}$/.test(value.trim())) ??
    entries.find(([, value]) => /^[0-9]{16}$/.test(value.trim()));
  return number ? number[1].trim().slice(-4) : null;
}

/**
 * Who the gate should expect: the visitor named on the ticket, or the holder's account name while
 * there is none (a transfer leaves the sender's answers behind until the recipient fills in theirs).
 */
export function holderName(row: Pick<TicketRow, "visitorData" | "holderAccountName">): string {
  const name = (row.visitorData as { name?: unknown } | null)?.name;
  if (typeof name === "string" && name.trim() !== "") return name.trim();
  return row.holderAccountName;
}

export function toTicketSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    event: {
      id: row.event.id,
      slug: row.event.slug,
      title: row.event.title,
      starts_at: row.event.startsAt.toISOString(),
      ends_at: row.event.endsAt.toISOString(),
      venue_name: row.event.venueName,
      city: row.event.city,
      address: row.event.address,
      poster_url: row.event.posterPath,
    },
    category_name: row.categoryName,
    seat: row.seatLabel,
    entry_number: row.entryNumber,
    holder_name: holderName(row),
    received_by_transfer: row.receivedByTransfer,
    cancellation: null,
  };
}

export function toTicketDisplay(row: TicketRow, cipher: DataCipher): TicketDisplay {
  return {
    ticket_id: row.id,
    identity_last4: identityLast4(row, cipher),
    holder_name: holderName(row),
    category_name: row.categoryName,
    seat: row.seatLabel,
    entry_number: row.entryNumber,
  };
}
