import {
  VISITOR_FIELD_SENSITIVITIES,
  VISITOR_FIELD_TYPES,
  type VisitorField,
} from "#shared/checkout/visitor-fields.ts";
import { isOneOf, isRecord } from "../lib/narrow.ts";

function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const list = value.filter((item): item is string => typeof item === "string");
  return list.length === value.length ? list : undefined;
}

function listsByTicket(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined;
  const lists: Record<string, string[]> = {};
  for (const [ticket, options] of Object.entries(value)) {
    const list = stringList(options);
    if (list) lists[ticket] = list;
  }
  return lists;
}

const numberOr = <T>(value: unknown, otherwise: T) => (typeof value === "number" ? value : otherwise);
const textOr = <T>(value: unknown, otherwise: T) => (typeof value === "string" ? value : otherwise);

/** One field of the event's visitor form, or null when the record is not one. */
function visitorFieldOf(raw: Record<string, unknown>): VisitorField | null {
  const { key, label, type, sensitivity } = raw;
  if (typeof key !== "string" || typeof label !== "string" || !isOneOf(VISITOR_FIELD_TYPES, type))
    return null;
  return {
    key,
    label,
    type,
    required: raw.required !== false,
    allow_filler: raw.allow_filler === true,
    options: stringList(raw.options),
    ticket_names: stringList(raw.ticket_names),
    ticket_options: listsByTicket(raw.ticket_options),
    max_items: numberOr(raw.max_items, undefined),
    max_length: numberOr(raw.max_length, 255),
    prefixes: stringList(raw.prefixes),
    help: textOr(raw.help, undefined),
    sensitivity: isOneOf(VISITOR_FIELD_SENSITIVITIES, sensitivity) ? sensitivity : undefined,
  };
}

/**
 * The event's visitor form as the API sends it (checkout's `visitor_fields`, a received ticket's
 * `visitor_form`). The server parsed it with `visitor-fields-schema.ts`, defaults filled; the contract
 * types it as plain records, so it is read here field by field, with the schema's defaults, rather than
 * shipping that schema to parse it again.
 */
export function visitorFieldsOf(raw: readonly Record<string, unknown>[]): VisitorField[] {
  return raw.map(visitorFieldOf).filter((field) => field !== null);
}
