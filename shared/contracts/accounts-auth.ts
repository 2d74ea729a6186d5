import { z } from "zod";
import { BIRTH_DATE_SCHEMA_HINTS, validateBirthDate } from "../validation/date.ts";
import { EMAIL_SCHEMA_HINTS, validateEmail } from "../validation/email.ts";
import { NAME_SCHEMA_HINTS, validateName } from "../validation/name.ts";
import { NIK_SCHEMA_HINTS, validateNik } from "../validation/nik.ts";
import {
  NEW_PASSWORD_SCHEMA_HINTS,
  PASSWORD_ATTEMPT_SCHEMA_HINTS,
  validatePassword,
  validatePasswordAttempt,
} from "../validation/password.ts";
import { optionalField, toZodIssue, validatedString } from "../validation/zod.ts";
import { GENDERS, profileSchema, SIGN_IN_METHODS } from "./accounts-profile.ts";

const email = () =>
  validatedString(validateEmail, { hints: EMAIL_SCHEMA_HINTS }).transform((value) => value.toLowerCase());
const newPassword = () =>
  validatedString(validatePassword, { trim: false, hints: NEW_PASSWORD_SCHEMA_HINTS });
const passwordAttempt = () =>
  validatedString(validatePasswordAttempt, { trim: false, hints: PASSWORD_ATTEMPT_SCHEMA_HINTS });
const birthDate = () =>
  validatedString((value) => validateBirthDate(value), { hints: BIRTH_DATE_SCHEMA_HINTS });
const personName = () => validatedString(validateName, { hints: NAME_SCHEMA_HINTS });

/**
 * requireForPasswordType's rule in the OpenAPI document: the fields are required unless `type` is
 * `google`. JSON Schema 2020-12's if/else says exactly that.
 */
const requiredForPasswordType = (fields: readonly string[]) => ({
  if: { properties: { type: { const: "google" } }, required: ["type"] },
  // Present and not blank (a blank optional field counts as not given).
  else: {
    properties: Object.fromEntries(fields.map((field) => [field, { type: "string", pattern: "\\S" }])),
    required: [...fields],
  },
});

/** Fields a password sign-in needs; a Google one takes them from Google's answer instead. */
function requireForPasswordType<T extends { type?: unknown }>(fields: readonly (keyof T & string)[]) {
  return (body: T, context: z.RefinementCtx) => {
    if (body.type === "google") return;
    for (const field of fields) {
      if (body[field] === undefined) {
        context.addIssue({ code: "custom", message: "field_empty", path: [field], input: undefined });
      }
    }
  };
}

/**
 * POST /auth/register (spec section 7): dob, gender and type; name, e-mail and password for the
 * password type. For type google the Google access token travels in the Authorization header and
 * name (optional here) and e-mail come from Google (the complete-profile step).
 */
export const registerBodySchema = z
  .object({
    type: z.enum(SIGN_IN_METHODS).default("password"),
    name: optionalField(personName()),
    email: optionalField(email()),
    password: optionalField(newPassword()),
    dob: birthDate(),
    gender: z.enum(GENDERS),
  })
  .superRefine(requireForPasswordType(["name", "email", "password"]))
  .meta(requiredForPasswordType(["name", "email", "password"]));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The sign-up forms' fields, each as registerBodySchema checks it but all required: zod runs an
 * object's refinement (which requires name, e-mail and password for the password type) only once its
 * fields parse, and a form should name every missing field at once. Gender is typed as the select's
 * text, so a form can hold "" until one is picked.
 */
export const passwordSignUpFormSchema = z.object({
  name: validatedString(validateName),
  email: email(),
  gender: z.string().pipe(z.enum(GENDERS)),
  dob: validatedString((value) => validateBirthDate(value)),
  password: newPassword(),
});
/** The complete-profile step after Google: the rest comes from Google. */
export const googleSignUpFormSchema = passwordSignUpFormSchema.pick({ gender: true, dob: true });

/** POST /auth/login: e-mail and password, or type google with the token in the Authorization header. */
export const loginBodySchema = z
  .object({
    type: z.enum(SIGN_IN_METHODS).default("password"),
    email: optionalField(email()),
    password: optionalField(passwordAttempt()),
  })
  .superRefine(requireForPasswordType(["email", "password"]))
  .meta(requiredForPasswordType(["email", "password"]));
export type LoginBody = z.infer<typeof loginBodySchema>;

export const socialDataSchema = z.object({
  email: z.string(),
  name: z.string(),
  type: z.literal("google"),
});

export const signedInSchema = z.object({ user: profileSchema });

/**
 * Login answers either a signed-in user or, for a Google account we do not know yet, the social data
 * the sign-up modal needs (spec section 4: status 1 with action "register"), or asks for the second
 * factor.
 */
export const loginResponseSchema = z.union([
  signedInSchema,
  z.object({ action: z.literal("register"), social: socialDataSchema }),
  // The password (or Google) was right but the account has two-factor sign-in: the cookie now holds a
  // pending session that opens nothing until POST /auth/login/second-factor completes it.
  z.object({ action: z.literal("second_factor") }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth-user/change-password. `old_password` is not needed to set a first password (is_acp 0). */
export const changePasswordBodySchema = z.object({
  old_password: optionalField(passwordAttempt()).meta({
    description: "Required unless the account has no password yet (is_acp 0, e.g. signed up with Google).",
  }),
  new_password: newPassword(),
});

/** The change-password form: the body plus the confirmation, compared by the form (its own message). */
export const changePasswordFormSchema = changePasswordBodySchema.extend({ confirm: z.string() });

export const forgotPasswordBodySchema = z.object({ email: email() });
export const resetTokenBodySchema = z.object({ token: z.string().min(1).max(256) });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(256),
  new_password: newPassword(),
});

/** The reset form: the new password twice (the token comes from the link, not the form). */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .pick({ new_password: true })
  .extend({ confirm: z.string() });

/** POST /validation/ktp: the NIK must encode this date of birth and gender (spec section 5). */
export const ktpBodySchema = z
  .object({
    nik: z.string().meta(NIK_SCHEMA_HINTS),
    dob: birthDate(),
    gender: z.enum(GENDERS),
  })
  .superRefine((body, context) => {
    if (typeof body.nik !== "string") return;
    // Compare against dob and gender only once they are valid themselves (they have their own messages).
    const ownerValid =
      typeof body.dob === "string" && validateBirthDate(body.dob) === null && GENDERS.includes(body.gender);
    const owner = ownerValid ? body : undefined;
    const found = validateNik(body.nik, owner);
    if (found) context.addIssue({ ...toZodIssue(found, body.nik), path: ["nik"] });
  });

export const okSchema = z.object({ ok: z.literal(true) });
