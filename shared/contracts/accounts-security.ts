import { z } from "zod";
import { problem } from "../validation/problem.ts";
import { validatedString } from "../validation/zod.ts";
import { profileSchema } from "./accounts-profile.ts";

/** "123 456" as some apps show it is "123456". */
export const normalOtpCode = (value: string) => value.replace(/\s/g, "");
/** Case and dashes do not matter: compared as 12 upper-case base32 characters. */
export const normalRecoveryCode = (value: string) => value.replace(/[\s-]/g, "").toUpperCase();

/** A 6-digit authenticator code. */
export const otpCode = () =>
  validatedString((value) => (/^\d{3} ?\d{3}$/.test(value) ? null : problem("otp_code")), {
    hints: {
      pattern: "^\\d{3} ?\\d{3}$",
      maxLength: 7,
      description: "6 digits; one space in the middle is allowed.",
    },
  });

const RECOVERY_SHAPE = /^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$/;

/** A recovery code as shown (`ABCD-EFGH-IJKL`). */
export const recoveryCode = () =>
  validatedString((value) => (RECOVERY_SHAPE.test(value) ? null : problem("recovery_code")), {
    hints: {
      pattern: "^[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}-?[A-Za-z2-7]{4}$",
      maxLength: 14,
      description: "12 base32 characters, dashes optional, any case.",
    },
  });

/** One of the buyer's live sessions. `id` is opaque: the cookie's token is never shown or returned. */
export const sessionSummarySchema = z.object({
  id: z.string(),
  device: z.string().nullable().meta({
    description: "Browser and system read from the user agent, e.g. 'Chrome · Android'; null if unknown.",
  }),
  signed_in_at: z.string().meta({ description: "ISO 8601, UTC" }),
  last_seen_at: z.string().meta({ description: "ISO 8601, UTC; refreshed at most once a minute" }),
  current: z.boolean().meta({ description: "The session of this request (this device)" }),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export const sessionParamsSchema = z.object({ sessionId: z.string().max(64) });
export const revokedSchema = z.object({ revoked: z.number().int() });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Enrolment: the secret as the URI an authenticator scans (and its QR code), not yet in force. */
export const twoFactorEnrolmentSchema = z.object({
  otpauth_uri: z.string(),
  secret: z.string().meta({ description: "Base32, for typing into an app that cannot scan" }),
  qr_svg: z.string().meta({ description: "The otpauth URI as an SVG QR code (data URL)" }),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorCodeBodySchema = z.object({ code: otpCode() });
/** Shown once, right after confirmation; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/**
 * A second factor: a current authenticator code or, for a lost phone, an unused recovery code. One of
 * the two, as `oneOf`, so the OpenAPI document says exactly what the API accepts.
 */
export const twoFactorProofBodySchema = z.union([
  z.object({ code: otpCode() }),
  z.object({ recovery_code: recoveryCode() }),
]);
export interface TwoFactorProof {
  code?: string;
  recovery_code?: string;
}
/** Disabling takes a second factor, not just a session someone may have copied. */
export const twoFactorDisableBodySchema = twoFactorProofBodySchema;

/** The forms' shape of the same: both fields, one of them filled (the form shows one at a time). */
export const twoFactorProofFormSchema = z
  .object({ code: otpCode().optional(), recovery_code: recoveryCode().optional() })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: "field_empty",
    path: ["code"],
  });

/** A form's values as the body: the one field that is filled. */
export function proofBody(proof: TwoFactorProof): { code: string } | { recovery_code: string } {
  return proof.recovery_code !== undefined
    ? { recovery_code: proof.recovery_code }
    : { code: proof.code ?? "" };
}

/** POST /auth/login/second-factor: completes a sign-in that answered `action: "second_factor"`. */
export const secondFactorBodySchema = twoFactorProofBodySchema;
export const secondFactorSignedInSchema = z.object({ user: profileSchema });
