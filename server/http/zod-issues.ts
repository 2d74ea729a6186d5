import type { z } from "zod";
import type { Catalog, MessageKey } from "#shared/i18n/catalog.ts";
import type { MessageVars } from "#shared/i18n/translate.ts";
import { AppError } from "./app-error.ts";

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
]);

/**
 * Turns one zod issue into a catalog message. Schemas may name a spec validation key directly as their
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
  if (VALIDATION_KEYS.has(issue.message)) return { key: `validation.${issue.message as ValidationKey}` };
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

/** The raw value an issue is about (zod 4 leaves `issue.input` out unless asked to). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** A zod failure as the one application error: 400 `validation_failed` with a message per field. */
export function validationError(
  error: z.ZodError,
  scope: "body" | "query" | "params" | "headers",
  input: unknown,
): AppError {
  const fields: Record<string, { key: MessageKey; vars?: MessageVars }> = {};
  for (const issue of error.issues) {
    const path = issue.path.length > 0 ? issue.path.map(String).join(".") : scope;
    fields[path] ??= issueMessage(issue, valueAt(input, issue.path));
  }
  return new AppError("validation_failed", { fields });
}
