import {
  DEFAULT_VISITOR_FIELDS,
  type FieldProblem,
  type FieldValue,
  fieldsFor,
  type VisitorField,
  validateVisitor,
} from "#shared/checkout/visitor-fields.ts";

export type Values = Record<string, FieldValue>;
export type Problems = Record<string, FieldProblem>;

/** Spec sections 3 and 9: the country code defaults to +62; the list starts with Indonesia. */
export const DEFAULT_COUNTRY_CODE = "+62";
export const COUNTRY_CODES = ["+62", "+60", "+65", "+63", "+66", "+84", "+61", "+81", "+82", "+1", "+44"];

/** The buyer is asked the default visitor fields (name, e-mail, phone): the server checks the same. */
export const BUYER_FIELDS: readonly VisitorField[] = DEFAULT_VISITOR_FIELDS;

export function splitPhone(value: FieldValue | undefined): { code: string; number: string } {
  const text = typeof value === "string" ? value.trim() : "";
  const match = /^(\+[0-9]{1,4})[ -]?([0-9]*)$/.exec(text);
  if (match) return { code: match[1] ?? DEFAULT_COUNTRY_CODE, number: match[2] ?? "" };
  return { code: DEFAULT_COUNTRY_CODE, number: text.replace(/[^0-9]/g, "") };
}

/** "+62 81234567890": digits only, a trunk 0 dropped (0812... is +62 812...); empty stays empty. */
export function joinPhone(code: string, number: string): string {
  const digits = number.replace(/[^0-9]/g, "").replace(/^0+/, "");
  return digits ? `${code} ${digits}` : "";
}

/** Lists lose their blank rows before checking or sending (an untouched "add entry" row is no entry). */
export function cleanValues(values: Values): Values {
  const clean: Values = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const items = value.map((item) => item.trim()).filter((item) => item !== "");
      if (items.length > 0) clean[key] = items;
    } else if (typeof value === "string") {
      if (value.trim() !== "") clean[key] = value.trim();
    } else if (value !== null && value !== undefined) clean[key] = value;
  }
  return clean;
}

/** The same check the server runs (`validateVisitor`), on cleaned values. */
export const problemsOf = (fields: readonly VisitorField[], ticketName: string, values: Values): Problems =>
  validateVisitor(fields, ticketName, cleanValues(values));

/**
 * 'Same as buyer' / 'same as visitor 1': copies the source's answers to the fields this visitor is
 * asked, keeping a dropdown answer only when it is one of this ticket's options (jersey sizes differ).
 */
export function copyAnswers(
  fields: readonly VisitorField[],
  ticketName: string,
  current: Values,
  source: Values,
): Values {
  const next: Values = { ...current };
  for (const field of fieldsFor(fields, ticketName)) {
    const value = source[field.key];
    if (value === undefined || value === null) continue;
    if (field.type === "dropdown") {
      const options = field.ticket_options?.[ticketName] ?? field.options ?? [];
      if (typeof value !== "string" || !options.includes(value)) continue;
    }
    next[field.key] = Array.isArray(value) ? [...value] : value;
  }
  return next;
}

/**
 * Server field errors are keyed `buyer.name` / `visitors.0.nik` with translated text; this splits them
 * per form so each shows under its own input.
 */
export function serverFieldErrors(fields: Record<string, string> | null | undefined) {
  const buyer: Record<string, string> = {};
  const visitors: Record<number, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const [scope, index, key] = path.split(".");
    if (scope === "buyer" && index) buyer[index] = message;
    else if (scope === "visitors" && index !== undefined && key) {
      const at = Number(index);
      visitors[at] = { ...visitors[at], [key]: message };
    }
  }
  return { buyer, visitors };
}
