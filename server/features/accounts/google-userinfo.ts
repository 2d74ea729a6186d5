import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { normalizeEmail, validateEmail } from "#shared/validation/email.ts";
import { AppError } from "../../http/app-error.ts";

export interface GoogleAccount {
  email: string;
  name: string;
}

/** Google's OAuth access tokens are opaque base64url-ish strings; anything else is not one. */
const BEARER = /^Bearer\s+([A-Za-z0-9._~+/-]{10,4096}=*)$/i;
const TIMEOUT_MS = 5_000;

/** Only the fields we use; `email_verified` is what makes the e-mail an identity. */
const userinfoSchema = z.object({
  email: z.string(),
  email_verified: z.union([z.boolean(), z.literal("true"), z.literal("false")]).optional(),
  name: z.string().optional(),
});

/** The Google access token the browser sent as `Authorization: Bearer ...` (spec section 7). */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? BEARER.exec(header.trim()) : null;
  if (!match?.[1]) throw new AppError("unauthorized", { messageKey: "accounts.googleTokenMissing" });
  return match[1];
}

/**
 * Resolves an access token at Google's userinfo endpoint (architecture: the browser gets the token
 * from Google Identity Services, the server asks Google who it belongs to). A token Google refuses is
 * 401; Google being unreachable is 503, so the buyer is told to retry rather than that they are wrong.
 */
export async function resolveGoogleAccount(userinfoUrl: string, token: string): Promise<GoogleAccount> {
  let response: Response;
  try {
    response = await fetch(userinfoUrl, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AppError("service_unavailable", { cause: error });
  }
  if (!response.ok) throw new AppError("unauthorized", { messageKey: "accounts.googleFailed" });
  const parsed = userinfoSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || validateEmail(parsed.data.email) !== null) {
    throw new AppError("unauthorized", { messageKey: "accounts.googleFailed" });
  }
  const verified = parsed.data.email_verified === true || parsed.data.email_verified === "true";
  if (!verified) throw new AppError("unauthorized", { messageKey: "accounts.googleUnverified" });
  const email = normalizeEmail(parsed.data.email);
  const name = (parsed.data.name ?? "").trim().slice(0, 255) || email.slice(0, email.indexOf("@"));
  return { email, name };
}
