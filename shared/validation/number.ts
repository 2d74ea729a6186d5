import { problem, type ValidationProblem } from "./problem.ts";

/** Digits only (phone numbers, account numbers): spec section 5 "number only". */
export function validateNumberOnly(value: string): ValidationProblem | null {
  return /^[0-9]+$/.test(value) ? null : problem("number_only");
}

/** A whole number within bounds (body height and weight): spec section 5 invalid_number. */
export function validateWholeNumber(value: unknown, min: number, max: number): ValidationProblem | null {
  const number = typeof value === "string" && /^[0-9]+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number)) return problem("invalid_number");
  if (number < min) return problem("too_small", { min });
  if (number > max) return problem("too_big", { max });
  return null;
}
