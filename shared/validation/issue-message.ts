import type { z } from "zod";
import type { Catalog, MessageKey } from "../i18n/catalog.ts";
import type { MessageVars } from "../i18n/translate.ts";

type ValidationKey = keyof Catalog["validation"];
const VALIDATION_KEYS: ReadonlySet<string> = new Set<ValidationKey>([
  "field_empty",
  "invalid_email",
  "three_chars",
  "eight_chars",
  "invalid_characters",
  "invalid_number",
  "nik_invalid",
  "number_only",
  "text_only",
  "too_short",
  "too_long",
  "too_small",
  "too_big",
  "invalid_type",
  "invalid_value",
  "unknown_field",
  "tax_rate_range",
  "otp_code",
  "recovery_code",
]);

/** The catalog key a schema's message names (`z.string().min(3, { error: "three_chars" })`), if any. */
export function validationKeyOf(message: string): MessageKey | null {
  return VALIDATION_KEYS.has(message) ? `validation.${message as ValidationKey}` : null;
}

/**
 * Turns one zod issue into a catalog message; the API's validation errors and the web's forms both use
 * it, so a field says the same thing whichever side refuses it. Schemas may name a spec validation key directly as their
 * message (`z.string().min(3, { error: "three_chars" })`); otherwise the issue kind picks a generic one.
 */
export function issueMessage(
  issue: z.core.$ZodIssue,
  value: unknown,
): { key: MessageKey; vars?: MessageVars } {
  // Missing wins over any custom message: "required" is what the buyer needs to hear (spec section 5).
  // A missing enum value (a selector left on its placeholder) is "required" too, not "pick another".
  const missable = issue.code === "invalid_type" || issue.code === "invalid_value";
  if (missable && (value === undefined || value === null || value === "")) {
    return { key: "validation.field_empty" };
  }
  const named = validationKeyOf(issue.message);
  if (named) return { key: named };
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "number" || issue.expected === "int"
        ? { key: "validation.invalid_number" }
        : { key: "validation.invalid_type" };
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") {
        return min <= 1 ? { key: "validation.field_empty" } : { key: "validation.too_short", vars: { min } };
      }
      if (issue.origin === "array" || issue.origin === "set")
        return min <= 1 ? { key: "validation.field_empty" } : { key: "validation.too_small", vars: { min } };
      return { key: "validation.too_small", vars: { min } };
    }
    case "too_big":
      return issue.origin === "string"
        ? { key: "validation.too_long", vars: { max: Number(issue.maximum) } }
        : { key: "validation.too_big", vars: { max: Number(issue.maximum) } };
    case "invalid_format":
      return issue.format === "email"
        ? { key: "validation.invalid_email" }
        : { key: "validation.invalid_characters" };
    case "invalid_value":
    case "invalid_union":
      return { key: "validation.invalid_value" };
    case "unrecognized_keys":
      return { key: "validation.unknown_field" };
    default:
      return { key: "validation.invalid_type" };
  }
}
