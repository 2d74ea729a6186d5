import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { Config } from "../../config/env.ts";
import { SESSION_ABSOLUTE_DAYS } from "../sessions/index.ts";

/** 256 bits from the CSPRNG, base64url: unguessable, and safe in a cookie without encoding. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function cookieOptions(config: Pick<Config, "PUBLIC_BASE_URL">) {
  return {
    path: "/",
    httpOnly: true,
    // Lax: sent on top-level navigations (links from WhatsApp or e-mail keep the buyer signed in), never
    // on cross-site POSTs or sub-requests.
    sameSite: "lax" as const,
    // Plain-http localhost would drop a Secure cookie; any https deployment gets it.
    secure: config.PUBLIC_BASE_URL.startsWith("https:"),
  };
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, "PUBLIC_BASE_URL" | "SESSION_COOKIE_NAME">,
  token: string,
): void {
  reply.setCookie(config.SESSION_COOKIE_NAME, token, {
    ...cookieOptions(config),
    maxAge: SESSION_ABSOLUTE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, "PUBLIC_BASE_URL" | "SESSION_COOKIE_NAME">,
): void {
  reply.clearCookie(config.SESSION_COOKIE_NAME, cookieOptions(config));
}
