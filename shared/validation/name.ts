import { INPUT_MAX_LENGTH } from "./length.ts";
import { problem, type ValidationProblem } from "./problem.ts";

/**
 * Spec section 5 "text only": letters of any script (with their combining marks), dot, comma,
 * apostrophe and space. The typographic apostrophe is allowed too: iOS keyboards type ’ by default.
 */
const TEXT_ONLY = /^[\p{L}\p{M}.,'’ ]+$/u;

export const NAME_MIN_LENGTH = 3;

/**
 * validateName's rule in the OpenAPI document. No pattern: "letters of any script" needs Unicode
 * property classes, which are not portable across JSON-Schema engines, so the description says it.
 */
export const NAME_SCHEMA_HINTS = {
  minLength: NAME_MIN_LENGTH,
  maxLength: INPUT_MAX_LENGTH,
  description: "Letters of any script with their marks, dot, comma, apostrophe (' or ’) and space.",
} as const;

export function validateTextOnly(value: string): ValidationProblem | null {
  return TEXT_ONLY.test(value) ? null : problem("text_only");
}

/** A person's name: required, text-only characters, at least 3 characters (spec sections 5 and 9). */
export function validateName(value: string): ValidationProblem | null {
  const name = value.trim();
  if (name === "") return problem("field_empty");
  if (!TEXT_ONLY.test(name)) return problem("invalid_characters");
  if (name.length < NAME_MIN_LENGTH) return problem("three_chars");
  if (name.length > INPUT_MAX_LENGTH) return problem("too_long", { max: INPUT_MAX_LENGTH });
  return null;
}
