import { DEFAULT_VISITOR_FIELDS, type VisitorField } from "#shared/checkout/visitor-fields.ts";
import type { TicketDisplay, TicketSummary } from "#shared/contracts/e-tickets.ts";
import type { TicketRow } from "./data.ts";

/** Identity numbers never leave the server in a ticket view, the PDF or the gate list (UU PDP). */
const HIDDEN_VISITOR_KEYS = new Set([
  "identity",
  "identity_type",
  "ktp",
  "ktp_participant_2",
  "nik",
  "nim",
  "nip",
  "nis",
]);
/** Values sealed with the data cipher (`v1.<iv>.<tag>.<ciphertext>`) are not shown either. */
const SEALED_VALUE = /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

type VisitorEntry = { key: string; label: string | null; value: string };

/**
 * The visitor's answers in the event's form order, each with the organiser's label (null for the
 * built-in fields). Identity numbers, sealed values, agreements and lists are left out.
 */
export function visitorEntries(visitorData: unknown, fields: readonly VisitorField[] = []): VisitorEntry[] {
  if (!visitorData || typeof visitorData !== "object" || Array.isArray(visitorData)) return [];
  const data = visitorData as Record<string, unknown>;
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const order = [...fields.map((field) => field.key), ...Object.keys(data).filter((key) => !byKey.has(key))];
  const entries: VisitorEntry[] = [];
  for (const key of order) {
    const field = byKey.get(key);
    if (HIDDEN_VISITOR_KEYS.has(key) || key.endsWith("_agreement") || field?.type === "nik") continue;
    if (field?.type === "agreement" || !Object.hasOwn(data, key)) continue;
    const raw = data[key];
    const value = typeof raw === "number" || typeof raw === "boolean" ? String(raw) : raw;
    if (typeof value !== "string" || value.trim() === "" || SEALED_VALUE.test(value)) continue;
    const builtIn = DEFAULT_VISITOR_FIELDS.some((item) => item.key === key && item.label === field?.label);
    entries.push({ key, label: field && !builtIn ? field.label : null, value });
  }
  return entries;
}

/**
 * Who the gate should expect: the visitor named at checkout, or after a transfer the account that
 * received it (the original visitor no longer holds it).
 */
export function holderName(
  row: Pick<TicketRow, "visitorData" | "receivedByTransfer" | "holderAccountName">,
): string {
  if (!row.receivedByTransfer) {
    const name = (row.visitorData as { name?: unknown } | null)?.name;
    if (typeof name === "string" && name.trim() !== "") return name.trim();
  }
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
  };
}

export function toTicketDisplay(row: TicketRow): TicketDisplay {
  return {
    ticket_id: row.id,
    holder_name: holderName(row),
    category_name: row.categoryName,
    seat: row.seatLabel,
    entry_number: row.entryNumber,
  };
}
