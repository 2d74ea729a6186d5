import { parseIsoDate } from "./date.ts";
import { problem, type ValidationProblem } from "./problem.ts";

export const NIK_LENGTH = 16;

/** validateNik's rule in the OpenAPI document: 16 digits, or the masked number shown back (`*...`). */
export const NIK_SCHEMA_HINTS = {
  pattern: "^(\\*.*|[0-9]{16})$",
  description:
    "16 digits whose digits 7-12 are the birth date DDMMYY (day + 40 for women), matching `dob` and `gender`; a value starting with * is the masked number shown back, unchanged.",
} as const;

/**
 * Whose NIK it should be: the birth date (`YYYY-MM-DD`) and gender it must encode. A form may know only
 * one of them (a concert form asks the gender, not the birth date): each one given is checked.
 */
export interface NikOwner {
  dob?: string | undefined;
  gender?: "Male" | "Female" | undefined;
}

/** Women's NIKs carry the day of birth plus 40 (Dukcapil's encoding), so 41-71 means female. */
const FEMALE_DAY_OFFSET = 40;

/**
 * Indonesian national identity number (spec section 5): 16 digits; digits 7-12 are DDMMYY with DD + 40
 * for women, and must match the given date of birth and gender. A value starting with `*` is the
 * masked number the server showed back, so it is accepted as "unchanged".
 */
export function validateNik(value: string, owner?: NikOwner): ValidationProblem | null {
  const nik = value.trim();
  if (nik === "") return problem("field_empty");
  if (nik.startsWith("*")) return null;
  if (!/^[0-9]+$/.test(nik)) return problem("number_only");
  if (nik.length < NIK_LENGTH) return problem("too_short", { min: NIK_LENGTH });
  if (nik.length > NIK_LENGTH) return problem("too_long", { max: NIK_LENGTH });

  const encodedDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const twoDigitYear = nik.slice(10, 12);
  const female = encodedDay > FEMALE_DAY_OFFSET;
  const day = female ? encodedDay - FEMALE_DAY_OFFSET : encodedDay;
  if (day < 1 || day > 31 || month < 1 || month > 12) return problem("nik_invalid");
  if (!owner) return null;

  if (owner.gender !== undefined && female !== (owner.gender === "Female")) return problem("nik_invalid");
  if (owner.dob === undefined) return null;
  const birth = parseIsoDate(owner.dob);
  if (!birth) return problem("nik_invalid");
  const sameDate =
    birth.day === day && birth.month === month && String(birth.year % 100).padStart(2, "0") === twoDigitYear;
  return sameDate ? null : problem("nik_invalid");
}
