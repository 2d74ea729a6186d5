import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { parseIsoDate } from "#shared/validation/date.ts";
import { validateEmail } from "#shared/validation/email.ts";
import { validateName } from "#shared/validation/name.ts";
import { type NikOwner, validateNik } from "#shared/validation/nik.ts";

/**
 * The per-event visitor form (spec section 3) and its validation, shared by the checkout screens and
 * the server. No zod here, so the checkout page does not ship it: the stored config is parsed by
 * `./visitor-fields-schema.ts` on the server, which is checked against this type.
 */
export const VISITOR_FIELD_TYPES = [
  "text",
  "number",
  "email",
  "phone",
  "date",
  "dropdown",
  "yes_no",
  "agreement",
  "nik",
  "list",
] as const;

/** One per-event visitor field, stored as data (`event_visitor_fields.config`). */
// A type alias, not an interface: it stays assignable to Record<string, unknown> (API payloads).
export type VisitorField = {
  key: string;
  label: string;
  type: (typeof VISITOR_FIELD_TYPES)[number];
  required: boolean;
  /** '-' is accepted for fields that may not apply (member numbers, "if yes" explanations). */
  allow_filler: boolean;
  options?: string[] | undefined;
  /** Only visitors holding one of these ticket names get the field. */
  ticket_names?: string[] | undefined;
  /** Per-ticket option lists (a jersey size list per category). */
  ticket_options?: Record<string, string[]> | undefined;
  /** Lists (achievement history: 3). */
  max_items?: number | undefined;
  max_length: number;
  /** NIK fields: the number must start with one of these regional prefixes (e.g. 3319, 3320). */
  prefixes?: string[] | undefined;
  /** A line under the field telling the visitor what to enter (set in the organiser's form builder). */
  help?: string | undefined;
  /** How the answer is protected at rest; unset: see `fieldSensitivity`. */
  sensitivity?: VisitorFieldSensitivity | undefined;
};

/**
 * How personal an answer is (UU PDP 27/2022). `identity` (identity numbers, birth dates) and `health`
 * (specific personal data) are encrypted wherever stored, masked or left out of every view but the
 * holder's, and erased after the event; `contact` and `ordinary` answers are what the gate, the
 * organiser and the invoice need.
 */
export const VISITOR_FIELD_SENSITIVITIES = ["identity", "health", "contact", "ordinary"] as const;
export type VisitorFieldSensitivity = (typeof VISITOR_FIELD_SENSITIVITIES)[number];

/** The class a kind of field carries when its configuration does not name one. */
const SENSITIVITY_BY_TYPE: Record<VisitorField["type"], VisitorFieldSensitivity> = {
  nik: "identity",
  email: "contact",
  phone: "contact",
  text: "ordinary",
  number: "ordinary",
  date: "ordinary",
  dropdown: "ordinary",
  yes_no: "ordinary",
  agreement: "ordinary",
  list: "ordinary",
};

/** Well-known keys whose answers are personal whatever their kind (forms stored before classes existed). */
const SENSITIVITY_BY_KEY: [RegExp, VisitorFieldSensitivity][] = [
  [/^(nik|ktp|identity|passport|nim|nip|nis)(_|$)|_nik$|^birth_date$|^date_of_birth$/, "identity"],
  [/^(medical|health|disease|allerg|blood_type|disabilit)/, "health"],
  [/^emergency_/, "contact"],
];

/** The protection class of an answer: the field's own, else its well-known key's, else its kind's. */
export function fieldSensitivity(
  field: Pick<VisitorField, "key" | "type" | "sensitivity"> | undefined,
  key = field?.key ?? "",
): VisitorFieldSensitivity {
  if (field?.sensitivity) return field.sensitivity;
  const byKey = SENSITIVITY_BY_KEY.find(([pattern]) => pattern.test(key));
  if (byKey) return byKey[1];
  return field ? SENSITIVITY_BY_TYPE[field.type] : "ordinary";
}

/** Identity and health answers: the ones encrypted at rest and erased after the event. */
export const isProtectedSensitivity = (sensitivity: VisitorFieldSensitivity): boolean =>
  sensitivity === "identity" || sensitivity === "health";

/** The field every visitor form has: the name on the ticket. */
export const VISITOR_NAME_KEY = "name";

const defaultField = (key: string, label: string, type: VisitorField["type"]): VisitorField => ({
  key,
  label,
  type,
  required: true,
  allow_filler: false,
  max_length: 255,
});

/**
 * Used when the organiser configured nothing: who the ticket is for and how to reach them. These labels
 * mark the fields as built-in (stored as such when the organiser keeps them); they are never shown:
 * every reader gets the catalog's words in their language (`visitor-field-label.ts`).
 */
export const DEFAULT_VISITOR_FIELDS: VisitorField[] = [
  defaultField(VISITOR_NAME_KEY, "Name", "text"),
  defaultField("email", "Email", "email"),
  defaultField("phone_number", "Phone number", "phone"),
];

export type FieldValue = string | number | boolean | null | string[];
export type FieldProblem = { key: MessageKey; vars?: MessageVars };
const p = (key: MessageKey, vars?: MessageVars): FieldProblem => (vars ? { key, vars } : { key });
const PHONE = /^\+[1-9][0-9]{0,3}[ -]?[0-9]{6,14}$/;

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** The fields a visitor holding `ticketName` must fill. */
export const fieldsFor = (fields: readonly VisitorField[], ticketName: string) =>
  fields.filter((field) => !field.ticket_names || field.ticket_names.includes(ticketName));

/** Problems of one visitor's values, keyed by field key (empty when valid). */
export function validateVisitor(
  fields: readonly VisitorField[],
  ticketName: string,
  values: Readonly<Record<string, FieldValue>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fieldsFor(fields, ticketName)) {
    const value = values[field.key];
    if (isEmpty(value)) {
      if (field.required)
        problems[field.key] = p(
          field.type === "agreement" ? "checkout.fields.agreement" : "validation.field_empty",
        );
      continue;
    }
    if (field.allow_filler && value === "-") continue;
    const problem = checkValue(fields, field, ticketName, value as FieldValue, values);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

const BIRTH_DATE_KEY = /^(dob|birth_?date|date_of_birth|tanggal_lahir)$/;
const GENDER_KEY = /^(gender|sex|jenis_kelamin)$/;
/** Gender answers as the seeded and organisers' forms word them ("Laki-laki"/"Perempuan" in id). */
const GENDER_WORDS: Record<string, "Male" | "Female"> = {
  male: "Male",
  "laki-laki": "Male",
  "laki laki": "Male",
  pria: "Male",
  female: "Female",
  perempuan: "Female",
  wanita: "Female",
};

/**
 * What a visitor's NIK must encode, from every field this form has (spec section 8: the NIK must
 * match the date of birth and gender): a form with a gender but no birth date still checks the gender.
 * A date or gender that is not valid itself is left out (its own field reports it).
 */
function nikOwnerOf(
  fields: readonly VisitorField[],
  ticketName: string,
  values: Readonly<Record<string, FieldValue>>,
): NikOwner | undefined {
  const asked = fieldsFor(fields, ticketName);
  const dobField = asked.find((field) => field.type === "date" && BIRTH_DATE_KEY.test(field.key));
  const genderField = asked.find((field) => GENDER_KEY.test(field.key));
  const dob = dobField ? values[dobField.key] : undefined;
  const gender = genderField ? values[genderField.key] : undefined;
  const owner: NikOwner = {
    dob: typeof dob === "string" && parseIsoDate(dob) ? dob : undefined,
    gender: typeof gender === "string" ? GENDER_WORDS[gender.trim().toLowerCase()] : undefined,
  };
  return owner.dob === undefined && owner.gender === undefined ? undefined : owner;
}

/** A masked number (`*...`) is the one shown back by the server, so it keeps whatever prefix it had. */
const hasRequiredPrefix = (field: VisitorField, value: string) =>
  !field.prefixes ||
  value.trim().startsWith("*") ||
  field.prefixes.some((prefix) => value.trim().startsWith(prefix));

function checkValue(
  fields: readonly VisitorField[],
  field: VisitorField,
  ticketName: string,
  value: FieldValue,
  values: Readonly<Record<string, FieldValue>>,
): FieldProblem | null {
  if (field.type === "list") {
    if (!Array.isArray(value) || value.some((item) => item.trim() === ""))
      return p("validation.invalid_type");
    const max = field.max_items ?? 3;
    return value.length > max ? p("checkout.fields.tooManyItems", { max }) : null;
  }
  if (field.type === "agreement") return value === true ? null : p("checkout.fields.agreement");
  if (field.type === "yes_no")
    return value === true || value === false || value === "yes" || value === "no"
      ? null
      : p("validation.invalid_value");
  if (field.type === "number")
    return (typeof value === "number" && Number.isFinite(value)) ||
      (typeof value === "string" && /^-?[0-9]+(\.[0-9]+)?$/.test(value))
      ? null
      : p("validation.invalid_number");
  if (typeof value !== "string") return p("validation.invalid_type");
  if (value.length > field.max_length) return p("validation.too_long", { max: field.max_length });
  // The visitor's name is printed on the e-ticket and checked at the gate: the same rule as an account's.
  if (field.key === VISITOR_NAME_KEY) {
    const problem = validateName(value);
    return problem ? p(`validation.${problem.key}`, problem.vars) : null;
  }
  switch (field.type) {
    case "email": {
      const problem = validateEmail(value);
      return problem ? p(`validation.${problem.key}`, problem.vars) : null;
    }
    case "phone":
      return PHONE.test(value.trim()) ? null : p("checkout.fields.invalidPhone");
    case "date":
      return parseIsoDate(value) ? null : p("checkout.fields.invalidDate");
    case "dropdown": {
      const options = field.ticket_options?.[ticketName] ?? field.options ?? [];
      return options.includes(value) ? null : p("validation.invalid_value");
    }
    case "nik": {
      const problem = validateNik(value, nikOwnerOf(fields, ticketName, values));
      if (problem) return p(`validation.${problem.key}`, problem.vars);
      return hasRequiredPrefix(field, value) ? null : p("validation.nik_invalid");
    }
    default:
      return null;
  }
}
