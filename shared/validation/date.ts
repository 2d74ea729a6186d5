import { problem, type ValidationProblem } from "./problem.ts";

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** `YYYY-MM-DD` as a real calendar date (no 31 February), or null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Today's date in WIB (UTC+7, no daylight saving), where the buyers are (spec section 9). */
export function todayInWib(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A date of birth: a real date, not in the future and not before 1900. */
/** validateBirthDate's rule in the OpenAPI document. */
export const BIRTH_DATE_SCHEMA_HINTS = {
  format: "date",
  pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
  description: "A calendar date (YYYY-MM-DD) from 1900-01-01 to today in WIB.",
} as const;

export function validateBirthDate(value: string, today: string = todayInWib()): ValidationProblem | null {
  if (value.trim() === "") return problem("field_empty");
  const date = parseIsoDate(value);
  if (!date || date.year < 1900 || value.trim() > today) return problem("invalid_type");
  return null;
}
