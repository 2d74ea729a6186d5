import { problem, type ValidationProblem } from "./problem.ts";

/** An Indonesian mobile number as OVO registers it: 08..., 628... or +628..., 9-13 digits after the 8. */
const INDONESIAN_MOBILE = /^(\+62|62|0)8[0-9]{7,12}$/;

/** validateIndonesianMobile's rule in the OpenAPI document (the compact form). */
export const INDONESIAN_MOBILE_SCHEMA_HINTS = {
  pattern: INDONESIAN_MOBILE.source,
  description:
    "An Indonesian mobile number: 08..., 628... or +628..., 9-13 digits after the 8. Spaces and dashes inside are ignored.",
} as const;

/** Spaces and dashes people type inside a number ("0812-3456 7890") are not part of it. */
export const compactPhone = (value: string): string => value.replace(/[\s-]/g, "");

/**
 * The OVO number, with the profile phone's messages: empty, digits only (a leading +
 * allowed), then a valid Indonesian mobile number.
 */
export function validateIndonesianMobile(value: string): ValidationProblem | null {
  const compact = compactPhone(value);
  if (compact === "") return problem("field_empty");
  if (!/^\+?[0-9]+$/.test(compact)) return problem("number_only");
  return INDONESIAN_MOBILE.test(compact) ? null : problem("invalid_number");
}
