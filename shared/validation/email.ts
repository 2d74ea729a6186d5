import { INPUT_MAX_LENGTH } from "./length.ts";
import { problem, type ValidationProblem } from "./problem.ts";

/**
 * The usual browser-grade pattern (WHATWG's `type=email`), plus a top-level domain of letters, since
 * an e-ticket sent to `budi@localhost` never arrives.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";

/** validateEmail's rule as the OpenAPI document states it (EMAIL_PATTERN without leading, trailing or double dots). */
export const EMAIL_SCHEMA_HINTS = {
  format: "email",
  pattern: `^${LOCAL_PART}@${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*\\.[A-Za-z]{2,63}$`,
  maxLength: INPUT_MAX_LENGTH,
  description: "Compared lowercased. A `.con` ending and the placeholder example@example.com are refused.",
} as const;

/** Spec section 5: the sample address shown as a placeholder is refused when typed back. */
export const BLOCKED_EMAILS: ReadonlySet<string> = new Set(["example@example.com"]);

/** How e-mails are compared and stored: trimmed (spec: "e-mail trimmed before sending") and lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function validateEmail(value: string): ValidationProblem | null {
  const email = normalizeEmail(value);
  if (email === "") return problem("field_empty");
  if (email.length > INPUT_MAX_LENGTH) return problem("too_long", { max: INPUT_MAX_LENGTH });
  const local = email.slice(0, email.lastIndexOf("@"));
  if (!EMAIL_PATTERN.test(email) || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return problem("invalid_email");
  }
  // ".con" is the most common slip for ".com" and no such top-level domain exists (spec section 5).
  if (email.endsWith(".con") || BLOCKED_EMAILS.has(email)) return problem("invalid_email");
  return null;
}
