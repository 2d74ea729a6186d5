import { z } from "zod";
import { BIRTH_DATE_SCHEMA_HINTS, validateBirthDate } from "../validation/date.ts";
import { INPUT_MAX_LENGTH, validateMaxLength } from "../validation/length.ts";
import { NAME_SCHEMA_HINTS, validateName } from "../validation/name.ts";
import { validateNumberOnly, validateWholeNumber } from "../validation/number.ts";
import { problem } from "../validation/problem.ts";
import { optionalField, toZodIssue, validatedString } from "../validation/zod.ts";

/** Reference lists of spec section 3. */
export const GENDERS = ["Male", "Female"] as const;
export const IDENTITY_TYPES = ["KTP", "SIM", "Passport", "NIM", "NISN", "KIA", "KK"] as const;
export const BLOOD_TYPES = ["A", "B", "O", "AB"] as const;
export const RELIGIONS = ["Islam", "Protestan", "Katolik", "Hindu", "Buddha", "Konghucu"] as const;
export const SIGN_IN_METHODS = ["password", "google"] as const;
export const DEFAULT_COUNTRY_CODE = "+62";

export type Gender = (typeof GENDERS)[number];
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * The buyer's profile as the API shows it (spec section 3). `is_acp` is 0 when no password is set
 * yet (the change-password modal then offers "set password"), 1 otherwise. The identity number is
 * only in `myDataSchema`, which only its owner receives.
 */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dob: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string(),
  phone_number_only: z.string().nullable(),
  vegetarian: z.boolean().nullable(),
  account_number: z.string().nullable(),
  allergy: z.string().nullable(),
  hobby: z.string().nullable(),
  job: z.string().nullable(),
  body_height: z.number().int().nullable(),
  body_weight: z.number().int().nullable(),
  religion: z.string().nullable(),
  nationality: z.string().nullable(),
  blood_type: z.string().nullable(),
  identity_type: z.string().nullable(),
  agency: z.string().nullable(),
  agency_type: z.string().nullable(),
  bank_name: z.string().nullable(),
  line: z.string().nullable(),
  instagram: z.string().nullable(),
  sign_in_method: z.enum(SIGN_IN_METHODS),
  is_acp: z.union([z.literal(0), z.literal(1)]),
});
export type Profile = z.infer<typeof profileSchema>;

export const myDataSchema = profileSchema.extend({ identity: z.string().nullable() });
export type MyData = z.infer<typeof myDataSchema>;

const text = () =>
  optionalField(
    validatedString((value) => validateMaxLength(value), { hints: { maxLength: INPUT_MAX_LENGTH } }),
  );
const digits = (max: number) =>
  optionalField(
    validatedString((value) => validateNumberOnly(value) ?? validateMaxLength(value, max), {
      hints: { pattern: "^[0-9]+$", maxLength: max },
    }),
  );
/**
 * A whole number given as a number or as digits. `rangePattern` is the same range as digits (JSON
 * Schema's minimum and maximum apply to numbers only); the OpenAPI property test checks both.
 */
const wholeNumber = (min: number, max: number, rangePattern: string) =>
  optionalField(
    z
      .union([z.number(), z.string()])
      .superRefine((value, context) => {
        const found = validateWholeNumber(value, min, max);
        if (found) context.addIssue(toZodIssue(found, value));
      })
      .transform(Number)
      .meta({
        minimum: min,
        maximum: max,
        multipleOf: 1,
        pattern: `^0*(${rangePattern})$`,
        description: `A whole number from ${min} to ${max}, as a number or as digits.`,
      }),
  );

/**
 * PUT /auth-user/update-profile. Only non-empty fields are applied (spec section 5). `email`,
 * `phone_number`, `note` and `is_acp` are deliberately absent: unknown keys are stripped, so sending
 * them changes nothing. The full phone number is derived from country code and number.
 */
export const updateProfileBodySchema = z.object({
  name: optionalField(validatedString(validateName, { hints: NAME_SCHEMA_HINTS })),
  gender: optionalField(z.enum(GENDERS)),
  dob: optionalField(
    validatedString((value) => validateBirthDate(value), { hints: BIRTH_DATE_SCHEMA_HINTS }),
  ),
  country_code: optionalField(
    validatedString((value) => (/^\+[0-9]{1,4}$/.test(value) ? null : problem("invalid_number")), {
      hints: { pattern: "^\\+[0-9]{1,4}$" },
    }),
  ),
  // Local number without the country code; a leading 0 (how Indonesians write it) is dropped later.
  phone_number_only: optionalField(
    validatedString(
      (value) => {
        const found = validateNumberOnly(value);
        if (found) return found;
        const significant = value.replace(/^0+/, "").length;
        return significant < 6 || significant > 14 ? problem("invalid_number") : null;
      },
      { hints: { pattern: "^0*[1-9][0-9]{5,13}$", description: "Digits; 6 to 14 after any leading zeros." } },
    ),
  ),
  vegetarian: optionalField(z.boolean()),
  account_number: digits(34),
  allergy: text(),
  hobby: text(),
  job: text(),
  body_height: wholeNumber(30, 300, "[3-9][0-9]|[12][0-9]{2}|300"),
  body_weight: wholeNumber(2, 500, "[2-9]|[1-9][0-9]|[1-4][0-9]{2}|500"),
  religion: optionalField(z.enum(RELIGIONS)),
  nationality: text(),
  blood_type: optionalField(z.enum(BLOOD_TYPES)),
  // Checked against date of birth and gender when the type is KTP, once merged with the stored profile.
  identity: optionalField(
    validatedString(
      (value) =>
        /^\*|^[A-Za-z0-9-]+$/.test(value) ? validateMaxLength(value, 64) : problem("invalid_characters"),
      {
        hints: {
          pattern: "^(\\*|[A-Za-z0-9-]+$)",
          maxLength: 64,
          description:
            "Letters, digits and dashes, or the masked number shown back (starting with *). A KTP number is checked against the birth date and gender.",
        },
      },
    ),
  ),
  identity_type: optionalField(z.enum(IDENTITY_TYPES)),
  agency: text(),
  agency_type: text(),
  bank_name: text(),
  line: text(),
  instagram: text(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
