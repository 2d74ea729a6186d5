import { z } from "zod";
import type { MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { parseIsoDate } from "#shared/validation/date.ts";
import { validateEmail } from "#shared/validation/email.ts";
import { validateNik } from "#shared/validation/nik.ts";

/** One per-event visitor field, stored as data (`event_visitor_fields.config`), spec section 3. */
export const visitorFieldSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,64}$/),
  label: z.string().min(1).max(255),
  type: z.enum([
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
  ]),
  required: z.boolean().default(true),
  /** '-' is accepted for fields that may not apply (member numbers, "if yes" explanations). */
  allow_filler: z.boolean().default(false),
  options: z.array(z.string()).optional(),
  /** Only visitors holding one of these ticket names get the field. */
  ticket_names: z.array(z.string()).optional(),
  /** Per-ticket option lists (a jersey size list per category). */
  ticket_options: z.record(z.string(), z.array(z.string())).optional(),
  /** Lists (achievement history: 3). */
  max_items: z.number().int().min(1).max(20).optional(),
  max_length: z.number().int().min(1).max(1000).default(255),
});
export type VisitorField = z.infer<typeof visitorFieldSchema>;
export const visitorFieldsSchema = z.array(visitorFieldSchema);

/** Used when the organiser configured nothing: who the ticket is for and how to reach them. */
export const DEFAULT_VISITOR_FIELDS: VisitorField[] = visitorFieldsSchema.parse([
  { key: "name", label: "Name", type: "text" },
  { key: "email", label: "Email", type: "email" },
  { key: "phone_number", label: "Phone number", type: "phone" },
]);

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
    const problem = checkValue(field, ticketName, value as FieldValue, values);
    if (problem) problems[field.key] = problem;
  }
  return problems;
}

function checkValue(
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
      const dob = values.dob;
      const gender = values.gender;
      const owner =
        typeof dob === "string" && (gender === "Male" || gender === "Female")
          ? { dob, gender: gender as "Male" | "Female" }
          : undefined;
      const problem = validateNik(value, owner);
      return problem ? p(`validation.${problem.key}`, problem.vars) : null;
    }
    default:
      return null;
  }
}
