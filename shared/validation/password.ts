import { problem, type ValidationProblem } from "./problem.ts";

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Upper bound checked before any hashing: a memory-hard hash of a huge input is a cheap way to burn
 * the server's CPU, and no password manager generates more than 128 characters.
 */
export const PASSWORD_MAX_LENGTH = 128;

export const NEW_PASSWORD_SCHEMA_HINTS = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
export const PASSWORD_ATTEMPT_SCHEMA_HINTS = { minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

/** A new password (sign-up, change, reset): at least 8 characters (spec section 5). */
export function validatePassword(value: string): ValidationProblem | null {
  if (value === "") return problem("field_empty");
  if (value.length > PASSWORD_MAX_LENGTH) return problem("too_long", { max: PASSWORD_MAX_LENGTH });
  if (value.length < PASSWORD_MIN_LENGTH) return problem("eight_chars");
  return null;
}

/** A password being checked (login, old password): any length, but never an unbounded one. */
export function validatePasswordAttempt(value: string): ValidationProblem | null {
  if (value === "") return problem("field_empty");
  if (value.length > PASSWORD_MAX_LENGTH) return problem("too_long", { max: PASSWORD_MAX_LENGTH });
  return null;
}
