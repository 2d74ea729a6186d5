import { problem, type ValidationProblem } from "./problem.ts";

/**
 * Spec section 5: null, an empty (or blank) string and an empty object count as "not filled in".
 * Empty arrays too, since a multi-select with nothing picked is the same answer.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") {
    const prototype = Object.getPrototypeOf(value);
    // Only plain objects: a Date or a File has no own keys and is still a value.
    return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
  }
  return false;
}

export function validateRequired(value: unknown): ValidationProblem | null {
  return isEmptyValue(value) ? problem("field_empty") : null;
}
